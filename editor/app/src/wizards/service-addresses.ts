// A new service's page addresses in the site's other languages (Add service): made from its name in
// each, in the shape of that language's own addresses, so its pages there have address names in that
// language's words (/es/limpieza-de-ductos-en-hialeah), not the main language's under its prefix.
import type { SiteModel } from '../api';
import { slugFrom } from '../../../../shared/site/slug';
import { languageKey } from '../../../../shared/site/translations';
import { townPageShape } from './draft-model';

type Path = string | Record<string, string>;

/** `path` with its entry in the language `key` (the main language's first). */
const withEntry = (path: Path, mainKey: string, key: string, address: string): Path =>
  typeof path === 'string' ? { [mainKey]: path, [key]: address } : { ...path, [key]: address };

const mainOf = (path: Path, mainKey: string) => (typeof path === 'string' ? path : path[mainKey]);

/**
 * `written` (the site with the service `id` added, its texts translated) with its town pages' and
 * overview page's addresses in each other language its name is written in: the town pages' in the
 * shape of that language's own (`siteIn`: the site as that language shows it), the overview page's
 * as the name under the language's prefix. A language without its name, or whose town pages' addresses
 * have no shape under its prefix, keeps what the engine gives: the main address under the prefix.
 */
export function withServiceAddresses(
  written: SiteModel,
  id: string,
  languages: string[],
  siteIn: (language: string) => SiteModel,
): SiteModel {
  const name = ((written.services ?? []) as { id: string; name: unknown }[]).find((s) => s.id === id)?.name;
  if (!name || typeof name !== 'object') return written;
  const mainKey = languageKey(languages[0]!);
  let templates = written.templates as { id: string; path: Path }[];
  let pages = written.pages as { path: Path }[];
  for (const tag of languages.slice(1)) {
    const key = languageKey(tag);
    const words = (name as Record<string, unknown>)[key];
    if (typeof words !== 'string' || !words.trim()) continue;
    const slug = slugFrom(words, tag);
    const shape = townPageShape(siteIn(tag));
    if (shape?.startsWith(`/${key}/`))
      templates = templates.map((t) =>
        t.id === id ? { ...t, path: withEntry(t.path, mainKey, key, shape.replace('{service}', slug)) } : t,
      );
    pages = pages.map((p) =>
      mainOf(p.path, mainKey) === `/${id}` ? { ...p, path: withEntry(p.path, mainKey, key, `/${key}/${slug}`) } : p,
    );
  }
  return { ...written, templates, pages } as SiteModel;
}
