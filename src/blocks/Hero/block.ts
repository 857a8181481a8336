import { defineBlock } from '../definition';

export default defineBlock<'Hero'>({
  load: () => import('./index'),
});
