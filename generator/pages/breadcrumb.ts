// Breadcrumb trail from an address: Home (labels.breadcrumbHome) plus one entry per path segment, hyphens to spaces,
// words capitalised, the last entry not a link (spec section 2).
import type { TrailEntry } from '../../src/page-data';

export function breadcrumbTrail(path: string, home: string): TrailEntry[] {
  const segments = path.split('/').filter(Boolean);
  const trail: TrailEntry[] = [{ label: home, href: '/' }];
  segments.forEach((segment, i) => {
    const label = segment
      .split('-')
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join(' ');
    const last = i === segments.length - 1;
    trail.push(last ? { label } : { label, href: `/${segments.slice(0, i + 1).join('/')}` });
  });
  if (segments.length === 0) delete trail[0].href;
  return trail;
}
