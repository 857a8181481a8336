import { defineBlock } from '../definition';

export default defineBlock<'Faq'>({
  load: () => import('./index'),
  icons: ['chevron-down'],
});
