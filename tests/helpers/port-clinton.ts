// Port Clinton's own words for its town pages, as a writer who knows the town would put them: typed
// into the Add town wizard by add-town.spec, written into a copy of site.json by publish.spec (a town
// without them is a near copy of its templates, and the doctor stops its publish).
import type { RJSFSchema } from '@rjsf/utils';
import { overrideFields, type TemplateLike } from '../../editor/app/src/override-fields';

/** A number of the page's own, so two services' words differ beyond the service's name (the near-copy guard reads sentences with names set aside). */
const pageNumber = (page: string) => [...page].reduce((n, c) => n * 31 + c.charCodeAt(0), 7) % 997;

/** Words of Port Clinton's own for a field of a page (by its label's last part, the field's own name: "Top line"): what that service is like there, short enough for a page title (120 characters). */
export const ownWords = (page: string, field: string, i: number) =>
  `${['Marina lots', 'Catawba Road cottages', 'Lakeshore rentals', 'Downtown porches', 'Jet Express season homes'][i % 5]} need ${page.replace(/-/g, ' ')} for Port Clinton: ${field.split(' › ').at(-1)!.toLowerCase()} around ferry weekends, visit ${i + 2}, job ${pageNumber(page)}.`;

/** Port Clinton's facts and card, as docs/editing.md's recipe 4.3 adds a town by hand (its pages: portClintonPages). */
export const PORT_CLINTON = {
  slug: 'port-clinton',
  name: 'Port Clinton',
  state: 'OH',
  county: 'Ottawa',
  postalCode: '43452',
  character: 'lakeside resort town and marina',
  areaCard: {
    specialty: 'Lake Cottages & Marina Homes',
    description:
      'Cottages, marina homes and summer rentals along the Lake Erie shore, cared for so they look ready when the season starts.',
    features: [
      'Spring opening and fall closing visits',
      'Wind- and salt-tolerant plantings',
      'Storm cleanup after lake squalls',
      'Care while you are away',
    ],
  },
};

type Overrides = Record<string, unknown>;

function put(target: Overrides, at: string[], value: unknown): void {
  const [head, ...rest] = at as [string, ...string[]];
  if (!rest.length) {
    target[head] = value;
    return;
  }
  put((target[head] ??= {}) as Overrides, rest, value);
}

/** A `pages` entry for Port Clinton: every text of every template it gets in its own words, then `fixed` on top. */
export function portClintonPages(
  templates: (TemplateLike & { towns?: unknown })[],
  schema: RJSFSchema,
  fixed: Record<string, Overrides> = {},
): Record<string, Overrides> {
  const pages: Record<string, Overrides> = {};
  for (const template of templates.filter((t) => t.towns === 'all')) {
    const page: Overrides = {};
    overrideFields(template, schema, 'port-clinton').forEach((field, i) => {
      const words = ownWords(template.id, field.label, i);
      put(page, field.at, Array.isArray(field.templateValue) ? [words] : words);
    });
    pages[template.id] = page;
  }
  for (const [id, own] of Object.entries(fixed))
    pages[id] = { ...pages[id], ...own, blocks: { ...(pages[id]?.blocks as Overrides), ...(own.blocks as Overrides) } };
  return pages;
}
