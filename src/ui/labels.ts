// The words of the page frame and the blocks, from site.json's `labels` (defaults from the schema,
// resolved by the build into the page chrome), and how their {placeholders} are filled in.
import type { Labels as SiteLabels } from '../../schema/generated/site';
import { useChrome } from './page-context';

export { fill } from './fill';

/** Every label, each resolved to its site.json text or the schema's default. */
export type Labels = Required<SiteLabels>;

export function useLabels(): Labels {
  return useChrome().labels;
}
