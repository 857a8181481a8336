// The site's parts, as the people who keep the site think of them, and where each lives in site.json.
// Their names are the editor's words (i18n: sections.<id>, nouns.<noun>), read when shown.
import { t } from './i18n';

export interface Section {
  id: string;
  /** Its name in the editor's language. */
  readonly label: string;
  /** JSON pointer of the part in site.json. */
  pointer: string;
  /** A list of items (towns, pages…), each edited on its own. */
  list?: {
    itemLabel: (item: Record<string, unknown>, index: number) => string;
    /** What one item is (a key of nouns.* in the language files; also what code tells items apart by). */
    noun: Noun;
    /** A second, smaller line under an item's name where names alone can look alike ("Landscaping …" pages): its address. */
    itemNote?: (item: Record<string, unknown>) => string;
  };
  /** Items hold a list of blocks (pages and town page templates). */
  blocks?: boolean;
  /** A second part shown on the same screen (the site-wide settings under Business). */
  alsoPointer?: string;
}

export type Noun = 'town' | 'service' | 'page' | 'template' | 'post' | 'project' | 'review';

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);
/** "Town 3": an item without a name yet, by its place. */
const numbered = (noun: Noun, index: number) => t(`nouns.${noun}.numbered`, { place: index + 1 });

/** A part whose name is read in the editor's language each time it is shown. */
const part = (id: string, rest: Omit<Section, 'id' | 'label'>): Section =>
  Object.defineProperty({ id, ...rest }, 'label', {
    enumerable: true,
    get: () => t(`sections.${id}` as 'sections.business'),
  }) as Section;

export const SECTIONS: Section[] = [
  part('business', { pointer: '/business', alsoPointer: '/site' }),
  part('towns', {
    pointer: '/towns',
    list: { noun: 'town', itemLabel: (town, i) => text(town.name, numbered('town', i)) },
  }),
  part('services', {
    pointer: '/services',
    list: { noun: 'service', itemLabel: (s, i) => text(s.name, text(s.id, numbered('service', i))) },
  }),
  part('pages', {
    pointer: '/pages',
    blocks: true,
    list: {
      noun: 'page',
      itemLabel: (p, i) => text(p.title, numbered('page', i)).split(/ [|·–-] /)[0],
      itemNote: (p) => text(p.path, ''),
    },
  }),
  part('templates', {
    pointer: '/templates',
    blocks: true,
    list: {
      noun: 'template',
      itemLabel: (template, i) => text(template.id, numbered('template', i)),
      itemNote: (template) => text(template.path, ''),
    },
  }),
  part('blog', {
    pointer: '/collections/posts',
    list: { noun: 'post', itemLabel: (p, i) => text(p.title, numbered('post', i)) },
  }),
  part('portfolio', {
    pointer: '/collections/projects',
    list: { noun: 'project', itemLabel: (p, i) => text(p.title, numbered('project', i)) },
  }),
  part('pictures', { pointer: '/pictures' }),
  part('reviews', {
    pointer: '/collections/testimonials',
    list: { noun: 'review', itemLabel: (r, i) => text(r.author ?? r.name, numbered('review', i)) },
  }),
  part('menus', { pointer: '/navigation' }),
  part('theme', { pointer: '/theme' }),
  part('wording', { pointer: '/labels' }),
  // The quote request form's boxes, consent box and photo upload (site.json's contactForm).
  part('contactForm', { pointer: '/contactForm' }),
];

/** The section a pointer belongs to, e.g. /pages/0/blocks/2/heading → Pages. */
export function sectionOf(pointer: string): Section {
  return (
    SECTIONS.find(
      (s) =>
        pointer === s.pointer ||
        pointer.startsWith(`${s.pointer}/`) ||
        (s.alsoPointer && (pointer === s.alsoPointer || pointer.startsWith(`${s.alsoPointer}/`))),
    ) ?? SECTIONS[0]
  );
}
