// The texts of a town page template a town may replace with its own: the page's title and
// description, and the words of blocks with an id (a text, or a list of texts such as paragraphs).
// Where each lives in a town's override: towns/<i>/pages/<template>/<at…>.
import type { RJSFSchema } from '@rjsf/utils';
import { humanize, schemaAt } from '../../shared/schema-view';
import { blockName, fillInsNamed } from '../../shared/field-names';
import { t } from '../../shared/i18n';
import { NOT_TEXT } from '../../../shared/site/not-text';
import { fill, siteVars, townVars, type Vars } from '../../../shared/site/placeholders';
import type { SiteModel, Town } from '../../../schema/generated/site';

export type TemplateLike = {
  id: string;
  title?: string;
  description?: string;
  blocks?: (Record<string, unknown> & { id?: string; type: string })[];
  service?: string;
};
export interface OverrideField {
  label: string;
  templateValue: string | string[];
  at: string[];
}

type Defs = Record<string, RJSFSchema>;

/** A block property's schema, its $ref's definition merged in (for its kind: a choice or words). */
function propertyOf(defs: Defs, blockType: string, key: string): RJSFSchema {
  const property = (defs[blockType]?.properties?.[key] ?? {}) as RJSFSchema;
  return property.$ref ? { ...defs[property.$ref.replace('#/$defs/', '')], ...property } : property;
}

/** A property whose schema allows free words: not a choice of values (size, side, variant). */
function isWords(defs: Defs, blockType: string, key: string): boolean {
  const property = propertyOf(defs, blockType, key);
  return !property.enum && property.const === undefined;
}

/**
 * A field's title as the form and the problem list show it (the prepared schema: the property's own
 * title, else its name in words), so one field has one name everywhere ("Text" in a call-to-action band).
 */
const titleOf = (schema: RJSFSchema, blockType: string, key: string): string => {
  const defs = (schemaAt(schema, '').$defs ?? {}) as Defs;
  const title = (defs[blockType]?.properties?.[key] as RJSFSchema | undefined)?.title;
  return typeof title === 'string' && title ? title : humanize(key);
};

/**
 * The town's facts for the template's fill-ins ({town}, {state}, {phone}…), as its page will show them.
 * A draft still being written may lack a fact siteVars reads (the opening hours): the town's own facts then.
 */
export function townFacts(model: unknown, town: object, template: TemplateLike): Vars {
  const site = model as SiteModel;
  const service = site.services?.find((s) => s.id === template.service);
  let business: Vars = {};
  try {
    business = siteVars(site);
  } catch {
    // An unfinished business section: its fill-ins stay named as chips (fillInsNamed) until it is complete.
  }
  return { ...business, ...townVars(town as Town, service) };
}

/** A template's text as the town's page reads it: its fill-ins filled, any left named in words ("Phone"). */
export const filledFor = (text: string, town: string | Vars | undefined): string =>
  typeof town === 'object' ? fillInsNamed(fill(text, town), town.town) : fillInsNamed(text, town);

/** "Hero banner: Landscaping in Huron › Top line": the block by its kind and heading, and its field by its title, as placeOf says a place. */
const labelOf = (
  schema: RJSFSchema,
  block: Record<string, unknown> & { type: string },
  key: string,
  town?: string | Vars,
) => [blockName(schema, block, (text) => filledFor(text, town)), titleOf(schema, block.type, key)].join(' › ');

const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string');

/**
 * The fields for one town (by its address name; `town` reads the blocks' fill-ins: its name, or all its
 * facts from townFacts): blocks limited to other towns are never shown on its page, so not offered.
 */
export function overrideFields(
  template: TemplateLike,
  schema: RJSFSchema,
  town: string,
  townName?: string | Vars,
): OverrideField[] {
  const defs = (schema.$defs ?? {}) as Defs;
  return [
    { label: t('overrides.pageTitle'), templateValue: template.title ?? '', at: ['title'] },
    { label: t('overrides.pageSummary'), templateValue: template.description ?? '', at: ['description'] },
    ...(template.blocks ?? [])
      .filter((b) => b.id && (!Array.isArray(b.towns) || b.towns.includes(town)))
      .flatMap((block) =>
        Object.entries(block)
          .filter(
            ([key, value]) =>
              (typeof value === 'string' || isTextList(value)) && !NOT_TEXT.has(key) && isWords(defs, block.type, key),
          )
          .map(([key, value]) => ({
            label: labelOf(schema, block, key, townName),
            templateValue: value as string | string[],
            at: ['blocks', block.id!, key],
          })),
      ),
  ];
}
