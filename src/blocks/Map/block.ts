import { defineBlock } from '../definition';

export default defineBlock<'Map'>({
  load: () => import('./index'),
  icons: ['map-pin', 'external-link'],
  interactive: true, // the click-to-load map
});
