import { defineBlock } from '../definition';

export default defineBlock<'BlogCategories'>({
  load: () => import('./index'),
});
