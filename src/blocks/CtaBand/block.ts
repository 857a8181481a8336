import { defineBlock } from '../definition';

export default defineBlock<'CtaBand'>({
  load: () => import('./index'),
});
