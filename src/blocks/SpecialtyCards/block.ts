import { defineBlock } from '../definition';

export default defineBlock<'SpecialtyCards'>({
  load: () => import('./index'),
});
