import { defineBlock } from '../definition';

export default defineBlock<'ProcessSteps'>({
  load: () => import('./index'),
});
