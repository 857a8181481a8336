import { defineBlock } from '../definition';

export default defineBlock<'CtaBand'>({
  load: () => import('./index'),
  icons: ['clock', 'phone', 'mail'], // phone and mail: its call and e-mail buttons (ui/ButtonLink.tsx)
});
