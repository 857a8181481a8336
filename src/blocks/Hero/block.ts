import { defineBlock } from '../definition';

export default defineBlock<'Hero'>({
  load: () => import('./index'),
  icons: ['check', 'phone', 'mail'], // phone and mail: its call and e-mail buttons (ui/ButtonLink.tsx)
});
