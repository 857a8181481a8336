// The words of the page frame and the blocks, from site.json's `labels` (defaults from the schema,
// resolved by the build into the page chrome), and how their {placeholders} are filled in.
import type { Labels as SiteLabels } from '../../schema/generated/site';
import { useChrome } from './page-context';

/** Every label, each resolved to its site.json text or the schema's default. */
export type Labels = Required<SiteLabels>;

/** "View {town} services" + { town: 'Huron' } → "View Huron services". A name without a value stays as written. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export function useLabels(): Labels {
  return useChrome().labels;
}
