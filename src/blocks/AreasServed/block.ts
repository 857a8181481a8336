import { defineBlock } from '../definition';

export default defineBlock<'AreasServed'>({
  load: () => import('./index'),
  icons: ['map-pin', 'phone', 'clock'],
});
