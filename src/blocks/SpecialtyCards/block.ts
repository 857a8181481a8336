import { defineBlock } from '../definition';
import { cardIcon } from './block-icons';

export default defineBlock<'SpecialtyCards'>({
  load: () => import('./index'),
  icons: (block) => block.items.map((item) => cardIcon(block, item)),
});
