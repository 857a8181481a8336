import { defineBlock } from '../definition';

export default defineBlock<'Map'>({
  load: () => import('./index'),
  interactive: true, // the click-to-load map
});
