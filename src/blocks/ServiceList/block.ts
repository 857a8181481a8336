import { defineBlock } from '../definition';

export default defineBlock<'ServiceList'>({
  load: () => import('./index'),
});
