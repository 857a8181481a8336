// The site's parts, as the people who keep the site think of them, and where each lives in site.json.
export interface Section {
  id: string;
  label: string;
  /** JSON pointer of the part in site.json. */
  pointer: string;
  /** A list of items (towns, pages…), each edited on its own. */
  list?: {
    itemLabel: (item: Record<string, unknown>, index: number) => string;
    noun: string;
    /** A second, smaller line under an item's name where names alone can look alike ("Landscaping …" pages): its address. */
    itemNote?: (item: Record<string, unknown>) => string;
  };
  /** Items hold a list of blocks (pages and town page templates). */
  blocks?: boolean;
  /** A second part shown on the same screen (the site-wide settings under Business). */
  alsoPointer?: string;
}

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);

export const SECTIONS: Section[] = [
  { id: 'business', label: 'Business', pointer: '/business', alsoPointer: '/site' },
  {
    id: 'towns',
    label: 'Towns',
    pointer: '/towns',
    list: { noun: 'town', itemLabel: (t, i) => text(t.name, `Town ${i + 1}`) },
  },
  {
    id: 'services',
    label: 'Services',
    pointer: '/services',
    list: { noun: 'service', itemLabel: (s, i) => text(s.name, text(s.id, `Service ${i + 1}`)) },
  },
  {
    id: 'pages',
    label: 'Pages',
    pointer: '/pages',
    blocks: true,
    list: {
      noun: 'page',
      itemLabel: (p, i) => text(p.title, `Page ${i + 1}`).split(/ [|·–-] /)[0],
      itemNote: (p) => text(p.path, ''),
    },
  },
  {
    id: 'templates',
    label: 'Town page templates',
    pointer: '/templates',
    blocks: true,
    list: { noun: 'template', itemLabel: (t, i) => text(t.id, `Template ${i + 1}`), itemNote: (t) => text(t.path, '') },
  },
  {
    id: 'blog',
    label: 'Blog',
    pointer: '/collections/posts',
    list: { noun: 'post', itemLabel: (p, i) => text(p.title, `Post ${i + 1}`) },
  },
  {
    id: 'portfolio',
    label: 'Portfolio',
    pointer: '/collections/projects',
    list: { noun: 'project', itemLabel: (p, i) => text(p.title, `Project ${i + 1}`) },
  },
  { id: 'pictures', label: 'Pictures', pointer: '/pictures' },
  {
    id: 'reviews',
    label: 'Reviews',
    pointer: '/collections/testimonials',
    list: { noun: 'review', itemLabel: (r, i) => text(r.author ?? r.name, `Review ${i + 1}`) },
  },
  { id: 'menus', label: 'Menus', pointer: '/navigation' },
  { id: 'theme', label: 'Theme', pointer: '/theme' },
  { id: 'wording', label: 'Wording', pointer: '/labels' },
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
