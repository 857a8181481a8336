import { defineBlock } from '../definition';

export default defineBlock<'Gallery'>({
  load: () => import('./index'),
});
