// Reads the schema's parts from their files: schema/parts/ and each block folder's schema.json, in name
// order (the order of the assembled schema's definitions and of its union of blocks). Each part's words
// in another language are in a file beside it in the part's own shape, words only (X.json → X.de.json):
// they are put beside the English words of each node (`"de": { "title": … }`) for the assembly.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { en } from '../../shared/site/languages/en';
import { blockFoldersWith, projectRoot } from '../paths';
import type { SchemaParts } from './assemble';
import { schemaChildren, setAt, type SchemaNode } from './schema-nodes';
import { OTHER_LANGUAGES, type OtherLanguage } from '../../shared/site/languages/languages';

const PARTS = 'schema/parts';
const BLOCKS = 'src/blocks';

function readJson(file: string): SchemaNode {
  const text = readFileSync(path.join(projectRoot, file), 'utf8');
  try {
    return JSON.parse(text) as SchemaNode;
  } catch (error) {
    throw new Error(
      `${file} is not valid JSON (${(error as Error).message}); mend it, then run \`npm run gen:types\` again.`,
      { cause: error },
    );
  }
}

/** A part's files: X.json, not the words beside it (X.de.json). */
const jsonFiles = (folder: string) =>
  readdirSync(path.join(projectRoot, folder))
    .filter((name) => /^[^.]+\.json$/.test(name))
    .sort();

/** The words file of a part in `language`, beside it. */
const wordsFile = (file: string, language: OtherLanguage) => file.replace(/\.json$/, `.${language}.json`);

/**
 * The node with its words in `language` (the words file's node at the same place) beside its English
 * words, all the way down. Words for a field the English part does not have are a problem, named.
 */
export function withWords(
  node: SchemaNode,
  words: SchemaNode | undefined,
  language: OtherLanguage,
  where: string,
  problems: string[],
): SchemaNode {
  if (!words) return node;
  const children = schemaChildren(node);
  const leadsToChild = (key: string) => children.some(([p]) => p[0] === key);
  const own = Object.fromEntries(Object.entries(words).filter(([key]) => !leadsToChild(key) && !CHILD_KEYS.has(key)));
  const out: SchemaNode = Object.keys(own).length ? { ...node, [language]: own } : { ...node };
  for (const [key, value] of Object.entries(words)) {
    if (!CHILD_KEYS.has(key)) continue;
    if (!leadsToChild(key)) problems.push(`${where}: words for “${key}”, which the English part does not have.`);
    else if (children.some(([p]) => p[0] === key && p.length === 2))
      for (const name of Object.keys(value as object))
        if (!children.some(([p]) => p[0] === key && p[1] === name))
          problems.push(`${where}: words for the field “${name}”, which the English part does not have; remove them.`);
  }
  for (const [pathTo, child] of children) {
    const mine = pathTo.reduce<unknown>((at, step) => (at as Record<string, unknown> | undefined)?.[step], words);
    setAt(out, pathTo, withWords(child, mine as SchemaNode | undefined, language, where, problems));
  }
  return out;
}
/** Keywords that hold schema nodes (schema-nodes.ts): in a words file, the way to a field's words. */
const CHILD_KEYS = new Set([
  'items',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'oneOf',
  'anyOf',
  'allOf',
  'prefixItems',
  'properties',
  'patternProperties',
  '$defs',
  'dependentSchemas',
]);

/** A part as read, with its words in every other language beside it (its words files, when there). */
function readPart(file: string, problems: string[]): SchemaNode {
  let node = readJson(file);
  for (const language of OTHER_LANGUAGES) {
    const words = wordsFile(file, language);
    if (existsSync(path.join(projectRoot, words))) node = withWords(node, readJson(words), language, words, problems);
  }
  return node;
}

/** block.json: the union of blocks and what every block has, each with its words beside it. */
function readBlockPart(file: string, problems: string[]): SchemaParts['block'] {
  const { union, base } = readJson(file) as unknown as SchemaParts['block'];
  let block = { union, base };
  for (const language of OTHER_LANGUAGES) {
    const words = wordsFile(file, language);
    if (!existsSync(path.join(projectRoot, words))) continue;
    const mine = readJson(words) as { union?: SchemaNode; base?: Record<string, SchemaNode> };
    for (const name of Object.keys(mine.base ?? {}))
      if (!block.base[name]) problems.push(`${words}: words for “${name}”, which ${file} does not have; remove them.`);
    block = {
      union: withWords(block.union, mine.union, language, words, problems),
      base: Object.fromEntries(
        Object.entries(block.base).map(([name, node]) => [
          name,
          withWords(node, mine.base?.[name], language, words, problems),
        ]),
      ),
    };
  }
  return block;
}

/** Block folders with a schema.json: the block types. */
export const blockTypes = (): string[] => blockFoldersWith('schema.json');

export function readSchemaParts(): SchemaParts {
  const problems: string[] = [];
  // block.json is two parts in one file: the union of blocks, and what every block has (each a field).
  const blockFile = `${PARTS}/block.json`;
  const block = readBlockPart(blockFile, problems);
  return {
    problems,
    root: readPart(`${PARTS}/root.json`, problems),
    parts: Object.fromEntries(
      jsonFiles(PARTS)
        .filter((name) => name !== 'root.json' && name !== 'block.json')
        .map((name) => [name, readPart(`${PARTS}/${name}`, problems)]),
    ),
    defs: Object.fromEntries(
      jsonFiles(`${PARTS}/defs`).map((name) => [
        name.replace(/\.json$/, ''),
        readPart(`${PARTS}/defs/${name}`, problems),
      ]),
    ),
    block,
    blocks: Object.fromEntries(blockTypes().map((type) => [type, readPart(`${BLOCKS}/${type}/schema.json`, problems)])),
    // The English pack's words are the schema's defaults, for the editor and VS Code.
    defaults: { Labels: en.labels, Locale: { ...en.locale, hourCycle: en.formats.hourCycle } },
  };
}
