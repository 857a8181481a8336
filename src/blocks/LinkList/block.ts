import { defineBlock } from '../definition';

export default defineBlock<'LinkList'>({
  load: () => import('./index'),
  icons: ['chevron-down'],
});
