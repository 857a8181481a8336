import { defineBlock } from '../definition';

export default defineBlock<'ServiceCards'>({
  load: () => import('./index'),
});
