import { defineBlock } from '../definition';

export default defineBlock<'WhyChoose'>({
  load: () => import('./index'),
  icons: (block) => block.items.map((item) => item.icon),
});
