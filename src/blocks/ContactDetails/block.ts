import { defineBlock } from '../definition';

export default defineBlock<'ContactDetails'>({
  load: () => import('./index'),
  icons: ['map-pin', 'phone', 'mail', 'clock'],
});
