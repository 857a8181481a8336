// The site's schema, put together from its parts, so that a block is its folder: each block's
// src/blocks/<Type>/schema.json holds its own fields, and schema/parts/ the site-level ones (root.json,
// with `{ "$part": "business.json" }` where a part has a file of its own; defs/<Name>.json, the shared
// definitions; block.json, what every block has and the union of all blocks). Each part's words in
// every editor language are in a file beside it in the part's own shape (X.json → X.de.json,
// read-parts.ts); a word missing there, or one for a field the English lacks, is named with its file.
// Assembling adds each block's `type`, `id` and `towns` and keeps `additionalProperties: false` (so a
// mistyped key is still "Unknown property … Did you mean"), writes the English pack's words as the
// defaults of Labels and Locale (shared/site/languages/en.ts is their one source), gives every text
// without a maximum length the line's (text-limits.ts), and gives the schema twice: in English
// (schema/site.schema.json) and in each editor language (the editor's views of its words).
import { schemaChildren, setAt, type SchemaNode } from './schema-nodes';
import { withTextLimits } from './text-limits';
import { LANGUAGES, OTHER_LANGUAGES, type Language, type OtherLanguage } from '../../shared/site/languages/languages';

/** The languages whose words sit beside the English ones (read-parts.ts puts them there from their files). */
const WORD_LANGUAGES = OTHER_LANGUAGES;
/** The keywords that are words for people, which a language gives its own of. */
const WORD_KEYS = ['title', 'description', 'examples', 'errorMessage', 'enumTitles'] as const;
/** The words a language must give wherever English has them: what a field is called and what it asks. */
const REQUIRED_WORDS = ['title', 'description', 'errorMessage'] as const;

export interface SchemaParts {
  /** What did not fit while the parts were read (words for a field the English does not have). */
  problems: string[];
  root: SchemaNode;
  /** Parts by file name ("business.json"), for root.json's `$part`s. */
  parts: Record<string, SchemaNode>;
  /** Shared definitions by name, from schema/parts/defs/. */
  defs: Record<string, SchemaNode>;
  block: { union: SchemaNode; base: Record<string, SchemaNode> };
  /** Each block's own fields by its type (its folder's name). */
  blocks: Record<string, SchemaNode>;
  /** Defaults written into definitions' properties: { Labels: { quoteButton: "Get a Free Quote" } }. */
  defaults: Record<string, Record<string, unknown>>;
}

/** The schema in English, and in each language (the editor's view of it). */
export type AssembledSchema = Record<Language, SchemaNode>;

/** Where each part comes from, for problems: the file a person opens to mend it. */
const partFile = {
  root: 'schema/parts/root.json',
  part: (file: string) => `schema/parts/${file}`,
  def: (name: string) => `schema/parts/defs/${name}.json`,
  block: (type: string) => `src/blocks/${type}/schema.json`,
  union: 'schema/parts/block.json',
};

/** Throws one error naming every problem, each with its file and field, when the parts do not fit. */
export function assembleSchema(parts: SchemaParts): AssembledSchema {
  const problems: string[] = [...parts.problems];
  const sources = new Map<SchemaNode, string>();
  const from = <T extends SchemaNode>(node: T, file: string): T => {
    sources.set(node, file);
    return node;
  };

  const properties: Record<string, SchemaNode> = {};
  for (const [key, value] of Object.entries(parts.root.properties as Record<string, SchemaNode>)) {
    const file = typeof value.$part === 'string' ? value.$part : undefined;
    if (file && !parts.parts[file])
      problems.push(`${partFile.root}: the part “${key}” names ${file}, which is not in schema/parts/.`);
    properties[key] = file ? from(parts.parts[file] ?? {}, partFile.part(file)) : value;
  }
  const $defs: Record<string, SchemaNode> = {};
  for (const [name, def] of Object.entries(parts.defs))
    $defs[name] = from(withDefaults(def, parts.defaults[name], name, problems), partFile.def(name));
  for (const name of Object.keys(parts.defaults))
    if (!parts.defs[name])
      problems.push(`Defaults are given for ${name}, which ${partFile.def(name)} does not define.`);
  for (const [type, own] of Object.entries(parts.blocks)) {
    if ($defs[type])
      problems.push(
        `${partFile.block(type)}: the block type ${type} has the name of ${partFile.def(type)}; rename the folder.`,
      );
    $defs[type] = from(blockDefinition(type, own, parts.block.base), partFile.block(type));
  }
  $defs.Block = from(
    { ...parts.block.union, oneOf: Object.keys(parts.blocks).map((type) => ({ $ref: `#/$defs/${type}` })) },
    partFile.union,
  );
  const whole: SchemaNode = from({ ...parts.root, properties, $defs }, partFile.root);
  for (const [name, base] of Object.entries(parts.block.base)) sources.set(base, `${partFile.union} (base.${name})`);

  const schemas = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      withTextLimits(inLanguage(whole, language === 'en' ? undefined : language, sources, problems)),
    ]),
  ) as AssembledSchema;
  if (problems.length)
    throw new Error(`The schema's parts do not fit together:\n- ${[...new Set(problems)].join('\n- ')}`);
  return schemas;
}

/** A block's definition: its type, name and towns (the same for every block), then its own fields. */
function blockDefinition(type: string, own: SchemaNode, base: Record<string, SchemaNode>): SchemaNode {
  const { properties = {}, required = [], ...rest } = own as { properties?: object; required?: string[] };
  const { title, description, ...more } = rest as SchemaNode;
  const words = Object.fromEntries(WORD_LANGUAGES.flatMap((l) => (more[l] === undefined ? [] : [[l, more[l]]])));
  for (const l of WORD_LANGUAGES) delete more[l];
  return {
    type: 'object',
    title,
    description,
    ...words,
    additionalProperties: false,
    properties: {
      type: { const: type, ...base.type },
      ...Object.fromEntries(Object.entries(base).filter(([k]) => k !== 'type')),
      ...properties,
    },
    required: ['type', ...required],
    ...more,
  };
}

function withDefaults(
  def: SchemaNode,
  defaults: Record<string, unknown> | undefined,
  name: string,
  problems: string[],
): SchemaNode {
  if (!defaults) return def;
  const own = def.properties as Record<string, SchemaNode>;
  const properties: Record<string, SchemaNode> = { ...own };
  for (const [key, value] of Object.entries(defaults)) {
    if (!own[key]) {
      problems.push(
        `shared/site/languages/en.ts has “${key}”, which ${partFile.def(name)} does not: add it there with its title and description, and their words in each language’s file beside it.`,
      );
      continue;
    }
    properties[key] = { ...own[key], default: value };
  }
  return { ...def, properties };
}

/**
 * A copy of the schema in one language: each node's English words, or the words of `language` beside
 * them; the words of every language taken off. Notes a missing or stray word with its file and field.
 */
function inLanguage(
  root: SchemaNode,
  language: OtherLanguage | undefined,
  sources: Map<SchemaNode, string>,
  problems: string[],
): SchemaNode {
  const copy = (node: SchemaNode, file: string, field: string[]): SchemaNode => {
    file = sources.get(node) ?? file;
    if (sources.has(node)) field = [];
    const out: SchemaNode = {};
    for (const [key, value] of Object.entries(node))
      if (!(WORD_LANGUAGES as readonly string[]).includes(key)) out[key] = value;
    if (language) {
      const own = (node[language] ?? {}) as SchemaNode;
      const where = `${file}${field.length ? ` at ${field.join(' › ')}` : ''}`;
      for (const key of REQUIRED_WORDS)
        for (const keyword of missingWords(node[key], own[key]))
          problems.push(
            `${where}: the ${key}${keyword ? ` for ${keyword}` : ''} has no ${languageName(language)}; add it to ${wordsFileOf(where, language)} at the same place.`,
          );
      for (const key of Object.keys(own))
        if (!(WORD_KEYS as readonly string[]).includes(key) || node[key] === undefined)
          problems.push(
            `${wordsFileOf(where, language)}${where.includes(' at ') ? where.slice(where.indexOf(' at ')) : ''}: has a ${key}, which the English does not; remove it or add the English.`,
          );
        else out[key] = own[key];
    }
    for (const [path, child] of schemaChildren(out)) {
      const copied = copy(child, file, [...field, ...path.filter((step) => step !== 'properties')]);
      setAt(out, path, copied);
    }
    return out;
  };
  return copy(root, partFile.root, []);
}

/** "German": a language's name in English, for the person mending the parts. */
const languageName = (language: string) => new Intl.DisplayNames(['en'], { type: 'language' }).of(language) ?? language;
/** The words file beside the part a problem names ("src/blocks/Team/schema.json at …" → "src/blocks/Team/schema.de.json"). */
const wordsFileOf = (where: string, language: string) => where.split(' ')[0]!.replace(/\.json$/, `.${language}.json`);

/** The keywords of an errorMessage (or "" for a title, a description, a one-text errorMessage) that English has and the language does not. */
function missingWords(english: unknown, own: unknown): string[] {
  if (english === undefined) return [];
  if (typeof english === 'string') return own === undefined ? [''] : [];
  const mine = (own && typeof own === 'object' ? own : {}) as Record<string, unknown>;
  return Object.keys(english as object).filter((keyword) => mine[keyword] === undefined);
}
