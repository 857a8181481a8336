// The words of the page being shown: every label, resolved by the build into the page chrome
// (shared/site/labels.ts); a label's {placeholders} are filled in with shared/site/fill.ts.
import type { PageLabels } from '../../shared/site/contact-form';
import { useChrome } from './page-context';

export function useLabels(): PageLabels {
  return useChrome().labels;
}
