import { defineBlock } from '../definition';

export default defineBlock<'ContactForm'>({
  load: () => import('./index'),
  interactive: true,
});
