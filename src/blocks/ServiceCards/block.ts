import { defineBlock } from '../definition';

export default defineBlock<'ServiceCards'>({
  load: () => import('./index'),
  icons: ['phone', 'mail'], // its call and e-mail buttons (ui/ButtonLink.tsx)
});
