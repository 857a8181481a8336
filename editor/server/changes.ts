// What a change does to the site, in the words of the Save dialog: pages added and removed, titles changed.
import type { Route } from '../../generator/api';

export interface SiteChanges {
  added: { path: string; title: string }[];
  removed: { path: string; title: string }[];
  retitled: { path: string; from: string; to: string }[];
}

export function changesBetween(before: Route[], after: Route[]): SiteChanges {
  const old = new Map(before.map((r) => [r.path, r]));
  const now = new Map(after.map((r) => [r.path, r]));
  return {
    added: after.filter((r) => !old.has(r.path)).map(({ path, title }) => ({ path, title })),
    removed: before.filter((r) => !now.has(r.path)).map(({ path, title }) => ({ path, title })),
    retitled: after.flatMap((r) => {
      const was = old.get(r.path);
      return was && was.title !== r.title ? [{ path: r.path, from: was.title, to: r.title }] : [];
    }),
  };
}
