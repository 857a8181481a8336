import { defineBlock } from '../definition';

export default defineBlock<'BlogPosts'>({
  load: () => import('./index'),
  icons: ['user', 'calendar', 'clock'], // each post's author, date and reading time (ui/PostMeta.tsx)
});
