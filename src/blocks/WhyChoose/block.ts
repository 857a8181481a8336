import { defineBlock } from '../definition';

export default defineBlock<'WhyChoose'>({
  load: () => import('./index'),
});
