import { defineBlock } from '../definition';

export default defineBlock<'MulchTypes'>({
  load: () => import('./index'),
});
