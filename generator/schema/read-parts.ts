// Reads the schema's parts from their files: schema/parts/ and each block folder's schema.json, in name
// order (the order of the assembled schema's definitions and of its union of blocks).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { en } from '../../shared/site/languages/en';
import { blockFoldersWith, projectRoot } from '../paths';
import type { SchemaParts } from './assemble';
import type { SchemaNode } from './schema-nodes';

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

const jsonFiles = (folder: string) =>
  readdirSync(path.join(projectRoot, folder))
    .filter((name) => name.endsWith('.json'))
    .sort();

/** Block folders with a schema.json: the block types. */
export const blockTypes = (): string[] => blockFoldersWith('schema.json');

export function readSchemaParts(): SchemaParts {
  const block = readJson(`${PARTS}/block.json`) as unknown as SchemaParts['block'];
  return {
    root: readJson(`${PARTS}/root.json`),
    parts: Object.fromEntries(
      jsonFiles(PARTS)
        .filter((name) => name !== 'root.json' && name !== 'block.json')
        .map((name) => [name, readJson(`${PARTS}/${name}`)]),
    ),
    defs: Object.fromEntries(
      jsonFiles(`${PARTS}/defs`).map((name) => [name.replace(/\.json$/, ''), readJson(`${PARTS}/defs/${name}`)]),
    ),
    block,
    blocks: Object.fromEntries(blockTypes().map((type) => [type, readJson(`${BLOCKS}/${type}/schema.json`)])),
    // The English pack's words are the schema's defaults, for the editor and VS Code.
    defaults: { Labels: en.labels, Locale: { ...en.locale, hourCycle: en.formats.hourCycle } },
  };
}
