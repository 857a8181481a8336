import { defineBlock } from '../definition';

export default defineBlock<'RichText'>({
  load: () => import('./index'),
  // The "Last updated" date is the visitor's today; the "Change cookie choice" button.
  interactive: (block) => !!block.lastUpdated || block.sections.some((section) => section.consentChoice),
});
