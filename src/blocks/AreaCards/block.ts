import { defineBlock } from '../definition';

export default defineBlock<'AreaCards'>({
  load: () => import('./index'),
  icons: ['map-pin', 'chevron-down'],
});
