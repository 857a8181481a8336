import { defineBlock } from '../definition';

export default defineBlock<'ContactForm'>({
  load: () => import('./index'),
  icons: ['mail', 'lock', 'shield-check', 'check', 'circle-alert'],
  interactive: true,
});
