// The texts of a town page template a town may replace with its own: the page's title and
// description, and the words of blocks with an id (a text, or a list of texts such as paragraphs).
// Where each lives in a town's override: towns/<i>/pages/<template>/<at…>.
import type { RJSFSchema } from '@rjsf/utils';
import { humanize } from '../../shared/schema-view';
import { blockName, fillInsNamed } from '../../shared/field-names';
import { t } from '../../shared/i18n';

export type TemplateLike = {
  id: string;
  title?: string;
  description?: string;
  blocks?: (Record<string, unknown> & { id?: string; type: string })[];
};
export interface OverrideField {
  label: string;
  templateValue: string | string[];
  at: string[];
}

/** Names of things (ids, town lists, addresses), never words a visitor reads. */
const NAMES = new Set([
  'type',
  'id',
  'towns',
  'ids',
  'fallbackIds',
  'template',
  'service',
  'post',
  'href',
  'src',
  'icon',
]);
type Defs = Record<string, RJSFSchema>;

/** A block property's schema, its $ref's definition merged in (for its title and kind). */
function propertyOf(defs: Defs, blockType: string, key: string): RJSFSchema {
  const property = (defs[blockType]?.properties?.[key] ?? {}) as RJSFSchema;
  return property.$ref ? { ...defs[property.$ref.replace('#/$defs/', '')], ...property } : property;
}

/** A property whose schema allows free words: not a choice of values (size, side, variant). */
function isWords(defs: Defs, blockType: string, key: string): boolean {
  const property = propertyOf(defs, blockType, key);
  return !property.enum && property.const === undefined;
}

/** "Hero banner: Landscaping in Huron › Top line": the block by its kind and heading, and its field by its title, as placeOf says a place. */
const labelOf = (schema: RJSFSchema, block: Record<string, unknown> & { type: string }, key: string, town?: string) =>
  [
    blockName(schema, block, (text) => fillInsNamed(text, town)),
    propertyOf((schema.$defs ?? {}) as Defs, block.type, key).title ?? humanize(key),
  ].join(' › ');

const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string');

/**
 * The fields for one town (by its address name; `townName` reads the blocks' {town} as it): blocks limited
 * to other towns are never shown on its page, so not offered.
 */
export function overrideFields(
  template: TemplateLike,
  schema: RJSFSchema,
  town: string,
  townName?: string,
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
              (typeof value === 'string' || isTextList(value)) && !NAMES.has(key) && isWords(defs, block.type, key),
          )
          .map(([key, value]) => ({
            label: labelOf(schema, block, key, townName),
            templateValue: value as string | string[],
            at: ['blocks', block.id!, key],
          })),
      ),
  ];
}
