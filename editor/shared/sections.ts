// The site's parts, as the people who keep the site think of them, and where each lives in site.json.
// Their names are the editor's words (i18n: sections.<id>, nouns.<noun>), read when shown.
import { t } from './i18n';
import { humanize } from './schema-view';

export interface Section {
  id: string;
  /** Its name in the editor's language. */
  readonly label: string;
  /** JSON pointer of the part in site.json. */
  pointer: string;
  /** A list of items (towns, pages…), each edited on its own. */
  list?: {
    /** Its name; given the whole site, by what names it there (a template by its service's name). */
    itemLabel: (item: Record<string, unknown>, index: number, model?: unknown) => string;
    /** What one item is (a key of nouns.* in the language files; also what code tells items apart by). */
    noun: Noun;
    /** A second, smaller line under an item's name where names alone can look alike ("Landscaping …" pages): its address. */
    itemNote?: (item: Record<string, unknown>, model?: unknown) => string;
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

type Named = { id?: string; slug?: string; name?: string; towns?: unknown };
const listAt = (model: unknown, ...path: string[]): Named[] => {
  const list = path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], model);
  return Array.isArray(list) ? (list as Named[]) : [];
};

/**
 * A town page template by the service its pages sell ("Gutter Cleaning"), the blog's by its posts, never
 * by its short name ("gutter-cleaning"); without the site, that short name in words ("Gutter cleaning").
 */
export function templateName(template: Record<string, unknown>, index: number, model?: unknown): string {
  if (template.each === 'post') return t('nouns.template.posts');
  const service = listAt(model, 'services').find((s) => s.id === template.service)?.name;
  return text(
    service,
    typeof template.id === 'string' && template.id ? humanize(template.id) : numbered('template', index),
  );
}

/** A template's address as one of its pages has it ("e.g. /landscaping-in-huron"), not its pattern with fill-ins. */
function exampleAddress(template: Record<string, unknown>, model?: unknown): string {
  const path = text(template.path, '');
  const towns = listAt(model, 'towns').filter(
    (town) => !Array.isArray(template.towns) || template.towns.includes(town.slug),
  );
  const town = towns[0]?.slug;
  const post = listAt(model, 'collections', 'posts')[0]?.slug;
  const fills: Record<string, string | undefined> = { townSlug: town, slug: post };
  const filled = path.replace(/\{([A-Za-z]+)\}/g, (whole, name: string) => fills[name] ?? whole);
  // A pattern that cannot be filled yet (no town, no post) has no address to show.
  return path && !/\{[A-Za-z]+\}/.test(filled) ? t('sections.addressExample', { address: filled }) : '';
}

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
      itemLabel: templateName,
      itemNote: exampleAddress,
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
