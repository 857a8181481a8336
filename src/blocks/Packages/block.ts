import { defineBlock } from '../definition';

export default defineBlock<'Packages'>({
  load: () => import('./index'),
});
