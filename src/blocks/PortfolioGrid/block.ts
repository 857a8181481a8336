import { defineBlock } from '../definition';

export default defineBlock<'PortfolioGrid'>({
  load: () => import('./index'),
  interactive: true, // the category filter
});
