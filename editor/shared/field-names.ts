// A site.json pointer in the words of the people who keep the site: "Town page template “Lawn Care”
// › Block 2 (Hero banner: Lawn care in Huron) › Heading" rather than /templates/3/blocks/1/heading.
// Blocks are named here, once, for every list that names one (the block list, the town texts, the
// problem list, History): by their kind (the schema's title, as the block chooser shows it) and their
// own heading, never by their short name ("hero"). Towns and templates by their names, never their
// address names.
import type { RJSFSchema } from '@rjsf/utils';
import { getAt, pointerOf, segmentsOf } from './pointer';
import { blockTitle, humanize, schemaAt } from './schema-view';
import { sectionOf, templateName } from './sections';
import { isPlaceholder } from '../../shared/site/placeholder-table';
import { placeholderWordsIn } from '../../shared/site/placeholder-words';
import { currentLanguage, t } from './i18n';
import { languageName } from './language-name';
import { isTranslation, languageKey, languagesOf } from '../../shared/site/translations';

type Block = Record<string, unknown>;

const OWN_NAMES = ['heading', 'title'];
const OTHER_WORDS = ['eyebrow', 'intro', 'text'];
const EXCERPT_LENGTH = 60;
const FILL_IN = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

const textAt = (block: Block | undefined, key: string) =>
  typeof block?.[key] === 'string' ? (block[key] as string).trim() : '';

/** The first words of a text, cut at a word with "…" when long (a long text is not a name). */
function excerpt(text: string): string {
  if (text.length <= EXCERPT_LENGTH) return text;
  return `${text.slice(0, EXCERPT_LENGTH).replace(/\s+\S*$/, '')}…`;
}

/** What tells a block from another of its kind: its own heading or title, whole; else the start of its first words. */
export function blockWords(block: Block): string {
  for (const key of OWN_NAMES) if (textAt(block, key)) return textAt(block, key);
  for (const key of OTHER_WORDS) if (textAt(block, key)) return excerpt(textAt(block, key));
  // A block of items only (key figures): its first item's words.
  const first = Array.isArray(block.items) ? (block.items[0] as Block | undefined) : undefined;
  for (const key of ['title', 'label', 'value']) if (textAt(first, key)) return excerpt(textAt(first, key));
  return '';
}

/**
 * A text's fill-ins in words where the value is not known here: "{town}" is the town's name when one is
 * given, else "Town" (the chip's name); the app fills in the business's facts too (placeholder-chips.ts).
 */
export function fillInsNamed(text: string, town?: string): string {
  return text.replace(FILL_IN, (whole, name: string) =>
    name === 'town' && town ? town : isPlaceholder(name) ? placeholderWordsIn(name, currentLanguage()).name : whole,
  );
}

/** "Hero banner: Fall cleanup in Huron"; "Breadcrumb" for a block with no words of its own. `fill` reads its fill-ins. */
export function blockName(schema: RJSFSchema, block: Block, fill: (text: string) => string = fillInsNamed): string {
  const kind = blockTitle(schema, String(block.type));
  const words = fill(blockWords(block));
  return words ? t('fields.blockNamed', { kind, words }) : kind;
}

/** The template a town's own texts are filed under (by its short name), and its name: "Fall Cleanup". */
function townPageTemplate(model: unknown, id: string): { template?: Block; index: number; name: string } {
  const templates = (getAt(model, '/templates') as Block[] | undefined) ?? [];
  const index = templates.findIndex((template) => template.id === id);
  return index < 0
    ? { index, name: humanize(id) }
    : { template: templates[index], index, name: templateName(templates[index]!, index, model) };
}

/**
 * A town's own text of a template's block (blocks/<short name>/<field…>) named as the template's block
 * and its field: "Hero banner: Fall Cleanup in Huron › Heading". The block's fill-ins read as the town's.
 */
function townBlockField(model: unknown, schema: RJSFSchema, templateId: string, field: string[], town?: string) {
  const { template, index } = townPageTemplate(model, templateId);
  const [id, ...inBlock] = field;
  const blocks = Array.isArray(template?.blocks) ? (template.blocks as Block[]) : [];
  const at = blocks.findIndex((b) => b.id === id);
  if (at < 0) return [humanize(id ?? ''), ...inBlock.filter((s) => !/^\d+$/.test(s)).map(humanize)].join(' › ');
  const block = blockName(schema, blocks[at]!, (text) => fillInsNamed(text, town));
  const names = fieldNames(model, schema, pointerOf(['templates', index, 'blocks', at, ...inBlock]), 4);
  return [block, ...names].join(' › ');
}

export type FieldKind = 'template' | 'town' | 'page' | 'label' | 'fact' | 'other';

/** A pointer at one language's entry of a text (`/pages/0/title/es`): the text's pointer and that language. */
function languageEntry(model: unknown, pointer: string): { text: string; language: string } | undefined {
  const languages = languagesOf(model);
  const segments = segmentsOf(pointer);
  const language = languages?.find((tag) => languageKey(tag) === segments.at(-1));
  if (!languages || !language || segments.length < 2) return undefined;
  const text = pointerOf(segments.slice(0, -1));
  const value = getAt(model, text);
  // The site as read has the translation there; a language's view of it, that language's text.
  return typeof value === 'string' || isTranslation(value, new Set(languages.map(languageKey)))
    ? { text, language }
    : undefined;
}

/** A name as the main language writes it: a text's, or a translation's main entry. */
function mainWords(model: unknown, value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  const main = languagesOf(model)?.[0];
  const words = main && (value as Record<string, unknown> | undefined)?.[languageKey(main)];
  return typeof words === 'string' ? words : undefined;
}

export function describeField(
  model: unknown,
  schema: RJSFSchema,
  pointer: string,
): { where: string; name: string; kind: FieldKind } {
  const entry = languageEntry(model, pointer);
  if (entry) {
    const text = describeField(model, schema, entry.text);
    const language = languageName(entry.language, currentLanguage());
    return { ...text, name: text.name ? `${text.name} (${language})` : language };
  }
  const [part, index, ...rest] = segmentsOf(pointer);
  const item = getAt(model, `/${part}/${index}`) as Record<string, unknown> | undefined;
  const plainName = (key: string) => mainWords(model, item?.[key])?.split(/ [|·–-] /)[0];
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
        where:
          item?.each === 'post'
            ? t('fields.postTemplate')
            : t('fields.townTemplate', {
                name: item ? t('common.quoted', { name: templateName(item, Number(index), model) }) : named('id'),
              }),
        name,
        kind: 'template',
      };
    case 'pages':
      return { where: t('fields.page', { name: named('title') }), name, kind: 'page' };
    case 'towns':
      if (rest[0] === 'pages') {
        const town = plainName('name');
        const page = townPageTemplate(model, rest[1] ?? '').name;
        const field =
          rest[2] === 'blocks' && rest.length > 3
            ? townBlockField(model, schema, rest[1]!, rest.slice(3), town)
            : rest.length > 2
              ? fieldNames(model, schema, pointer, 4).join(' › ') || humanize(last)
              : '';
        return {
          where: t('fields.townOwnText', { town: town ?? named('name'), template: page }),
          name: field,
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
          ? t('fields.blockOfType', { place, type: blockName(schema, value as Block) })
          : t('fields.block', { place }),
      );
    else names.push(typeof title === 'string' && title ? `${title} ${place}` : `${list ?? t('common.item')} ${place}`);
  }
  return names;
}
