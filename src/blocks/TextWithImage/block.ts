import { defineBlock } from '../definition';

export default defineBlock<'TextWithImage'>({
  load: () => import('./index'),
});
