// Where a picture is used in site.json: every string value that is exactly its file name (an Image's
// `src`, the logo's files). Pure, so the editor's server (delete, rename) and its app (the library,
// from the draft) count uses by the same rule.
import { pointerOf } from './pointer';
import { t } from './i18n';

export interface PictureUse {
  /** JSON pointer of the string that names the picture. */
  pointer: string;
  /** Where it is, in words: "Page “Home” › block 1 (Hero)". */
  where: string;
  /** The alt text beside it (an Image's `alt`); undefined for the logo's files, which have none. */
  alt?: string;
  /** Pointer of that alt text, when the use has one. */
  altPointer?: string;
}

type Json = Record<string, unknown>;

/** Every use of every file name in `names`, by name. */
export function picturesInUse(model: unknown, names: Iterable<string>): Map<string, PictureUse[]> {
  const uses = new Map<string, PictureUse[]>([...names].map((name) => [name, []]));
  const visit = (value: unknown, segments: string[], parent?: Json) => {
    if (typeof value === 'string') {
      const list = uses.get(value);
      if (!list) return;
      const key = segments[segments.length - 1];
      const hasAlt = key === 'src' && parent && 'alt' in parent;
      const base = pointerOf(segments.slice(0, -1));
      list.push({
        pointer: pointerOf(segments),
        where: describe(model, segments),
        ...(hasAlt ? { alt: String(parent.alt ?? ''), altPointer: `${base}/alt` } : {}),
      });
    } else if (Array.isArray(value)) value.forEach((v, i) => visit(v, [...segments, String(i)]));
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) visit(v, [...segments, k], value as Json);
  };
  visit(model, []);
  return uses;
}

export const usesOf = (model: unknown, name: string) => picturesInUse(model, [name]).get(name)!;

/** How many pages (or other parts) a picture appears on: uses in one page or post count once. */
export function placesOf(uses: PictureUse[]): number {
  return new Set(uses.map((u) => u.where.split(' › ')[0])).size;
}

/** The lists whose items are named, each with its noun (pictureUses.<list>) and how an item is called. */
const NAMES: Record<string, { label: (item: Json) => unknown }> = {
  pages: { label: (p) => String(p.title ?? '').split(/ [|·–-] /)[0] || p.path },
  templates: { label: (t) => t.id },
  posts: { label: (p) => p.title },
  projects: { label: (p) => p.title },
  testimonials: { label: (r) => r.author ?? r.name },
  towns: { label: (t) => t.name },
  services: { label: (s) => s.name },
};

/** "Page “Home” › block 1 (Hero)", "Business › logo", "Site › default image". */
function describe(model: unknown, segments: string[]): string {
  const parts: string[] = [];
  let node: unknown = model;
  for (let i = 0; i < segments.length - 1; i++) {
    const segment = segments[i];
    const next = (node as Json)?.[segment];
    const list = NAMES[segment];
    if (list && Array.isArray(next) && segments[i + 1] !== undefined) {
      const item = next[Number(segments[i + 1])] as Json | undefined;
      parts.push(
        t('pictureUses.item', {
          noun: t(`pictureUses.${segment}` as 'pictureUses.pages'),
          name: String((item && list.label(item)) ?? Number(segments[i + 1]) + 1),
        }),
      );
      node = item;
      i++;
      continue;
    }
    if (segment === 'blocks' && Array.isArray(next)) {
      const block = next[Number(segments[i + 1])] as Json | undefined;
      parts.push(
        t('pictureUses.block', {
          place: Number(segments[i + 1]) + 1,
          type: String(block?.type ?? t('pictureUses.aBlock')),
        }),
      );
      node = block;
      i++;
      continue;
    }
    if (i === 0) parts.push(segment.charAt(0).toUpperCase() + segment.slice(1));
    node = next;
  }
  if (!parts.length) parts.push('site.json');
  const field = segments[segments.length - 1] === 'src' ? segments[segments.length - 2] : segments[segments.length - 1];
  if (field && !/^\d+$/.test(field) && parts.length === 1) parts.push(field);
  return parts.join(' › ');
}
