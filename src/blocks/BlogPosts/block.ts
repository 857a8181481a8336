import { defineBlock } from '../definition';

export default defineBlock<'BlogPosts'>({
  load: () => import('./index'),
  interactive: true, // dates switch to the visitor's format (ui/dates.tsx)
});
