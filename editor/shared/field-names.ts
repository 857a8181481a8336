// A site.json pointer in the words of the people who keep the site: "Town page template “lawn-care”
// › Block 2 (Big photo with heading) › Heading" rather than /templates/3/blocks/1/heading. Blocks and
// fields are named by the schema's titles, the same names the block chooser and the forms show.
import type { RJSFSchema } from '@rjsf/utils';
import { getAt, pointerOf, segmentsOf } from './pointer';
import { blockTitle, humanize, schemaAt } from './schema-view';
import { sectionOf } from './sections';
import { t } from './i18n';

export type FieldKind = 'template' | 'town' | 'page' | 'label' | 'fact' | 'other';

export function describeField(
  model: unknown,
  schema: RJSFSchema,
  pointer: string,
): { where: string; name: string; kind: FieldKind } {
  const [part, index, ...rest] = segmentsOf(pointer);
  const item = getAt(model, `/${part}/${index}`) as Record<string, unknown> | undefined;
  const plainName = (key: string) =>
    item && typeof item[key] === 'string' ? String(item[key]).split(/ [|·–-] /)[0]! : undefined;
  const named = (key: string) => {
    const name = plainName(key);
    return name === undefined ? `${Number(index) + 1}` : t('common.quoted', { name });
  };
  const last =
    segmentsOf(pointer)
      .filter((s) => !/^\d+$/.test(s))
      .pop() ?? '';
  // Inside an item of a list (a page, a town), its fields from there on; elsewhere from the part's own
  // fields. The item itself is named by `where` alone; a whole part by its title.
  const inItem = index !== undefined && /^\d+$/.test(index);
  const name =
    fieldNames(model, schema, pointer, inItem ? 2 : 1).join(' › ') ||
    (inItem ? '' : fieldNames(model, schema, pointer, 0).join(' › ') || humanize(last));
  switch (part) {
    case 'templates':
      return {
        where: t(item?.each === 'post' ? 'fields.postTemplate' : 'fields.townTemplate', { name: named('id') }),
        name,
        kind: 'template',
      };
    case 'pages':
      return { where: t('fields.page', { name: named('title') }), name, kind: 'page' };
    case 'towns':
      if (rest[0] === 'pages') {
        const townBlock = rest[2] === 'blocks' ? `${t('fields.townBlock', { id: rest[3] })} › ` : '';
        return {
          where: t('fields.townOwnText', { town: plainName('name') ?? named('name'), template: rest[1] }),
          name: rest.length > 2 ? `${townBlock}${humanize(last)}` : '',
          kind: 'town',
        };
      }
      return { where: t('fields.town', { name: named('name') }), name, kind: 'other' };
    case 'labels':
      return { where: t('sections.wording'), name: humanize(index ?? last), kind: 'label' };
    case 'business':
      return { where: t('sections.business'), name, kind: 'fact' };
    default:
      return { where: sectionOf(pointer).label, name, kind: 'other' };
  }
}

/** Where a pointer is, in one line: "Page “About” › Block 3 (Text with picture) › Paragraph 2". */
export function placeOf(model: unknown, schema: RJSFSchema, pointer: string): string {
  const { where, name } = describeField(model, schema, pointer);
  return name ? `${where} › ${name}` : where;
}

/**
 * The fields along a pointer from its `from`-th segment, by their titles: "Opening hours › Saturday ›
 * Opens at". An item of a list is named by its title and place ("Paragraph 2", "Block 3 (Reviews)")
 * in place of the list's name.
 */
function fieldNames(model: unknown, schema: RJSFSchema, pointer: string, from: number): string[] {
  const segments = segmentsOf(pointer);
  const names: string[] = [];
  for (let i = from; i < segments.length; i++) {
    const here = pointerOf(segments.slice(0, i + 1));
    const title = schemaAt(schema, here, model).title;
    if (!/^\d+$/.test(segments[i])) {
      names.push(typeof title === 'string' && title ? title : humanize(segments[i]));
      continue;
    }
    const place = Number(segments[i]) + 1;
    const value = getAt(model, here) as { type?: unknown } | undefined;
    const list = names.pop();
    if (segments[i - 1] === 'blocks')
      names.push(
        typeof value?.type === 'string'
          ? t('fields.blockOfType', { place, type: blockTitle(schema, value.type) })
          : t('fields.block', { place }),
      );
    else names.push(typeof title === 'string' && title ? `${title} ${place}` : `${list ?? t('common.item')} ${place}`);
  }
  return names;
}
