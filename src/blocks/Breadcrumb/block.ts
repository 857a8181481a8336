import { defineBlock } from '../definition';

export default defineBlock<'Breadcrumb'>({
  load: () => import('./index'),
});
