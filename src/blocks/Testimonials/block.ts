import { defineBlock } from '../definition';

export default defineBlock<'Testimonials'>({
  load: () => import('./index'),
  icons: ['star'],
});
