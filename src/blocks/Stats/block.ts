import { defineBlock } from '../definition';

export default defineBlock<'Stats'>({
  load: () => import('./index'),
});
