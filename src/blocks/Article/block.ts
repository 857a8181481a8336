import { defineBlock } from '../definition';

export default defineBlock<'Article'>({
  load: () => import('./index'),
  icons: ['user', 'calendar', 'clock'], // the post's author, date and reading time (ui/PostMeta.tsx)
});
