import { defineBlock } from '../definition';

export default defineBlock<'BeforeAfter'>({
  load: () => import('./index'),
  interactive: true, // the slider
});
