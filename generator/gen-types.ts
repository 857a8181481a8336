// Writes schema/generated/site.ts from schema/site.schema.json, after writing into the schema the
// English pack's words as the defaults of Labels and of Locale's words (shared/site/languages/en.ts is
// their one source; the schema carries them for the editor and VS Code).
// `--check` compares instead of writing and exits 1 when either file is stale (run by npm test).
import { readFile, writeFile } from 'node:fs/promises';
import { applyEdits, modify } from 'jsonc-parser';
import { compile } from 'json-schema-to-typescript';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { writeOrCheck } from './generated-file';
import { projectRoot } from './paths';
import { en } from '../shared/site/languages/en';

const schemaPath = path.join(projectRoot, 'schema/site.schema.json');
const banner = `/* DO NOT EDIT. Generated from schema/site.schema.json by \`npm run gen:types\`. */`;

// json-schema-to-typescript names a type after its `title` ("Hero banner" → HeroBanner) and makes a
// copy of a referenced type (Image1, Image2…) when a $ref has words beside it. Those words are for
// people, so the types are made from the schema without them and keep the names of their $defs.
function typesOnly(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(typesOnly);
  if (!node || typeof node !== 'object') return node;
  if ('$ref' in node) return { $ref: node.$ref };
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => key !== 'title')
      .map(([key, value]) => [
        key,
        key === 'properties'
          ? Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, typesOnly(v)]))
          : typesOnly(value),
      ]),
  );
}

type Defaults = Record<string, string | number>;

/** The English pack's words, by the definition of the schema whose defaults they are. */
const ENGLISH_DEFAULTS: Record<'Labels' | 'Locale', Defaults> = {
  Labels: en.labels,
  Locale: { ...en.locale, hourCycle: en.formats.hourCycle },
};

/**
 * The schema's text with the English pack's words as its defaults, each changed in place (the rest of
 * the file as it was), and the defaults that differed, as "Labels.quoteButton".
 */
export function withEnglishDefaults(text: string): { text: string; changed: string[] } {
  const schema = JSON.parse(text) as { $defs: Record<string, { properties: Record<string, { default?: unknown }> }> };
  const changed: string[] = [];
  for (const [definition, defaults] of Object.entries(ENGLISH_DEFAULTS)) {
    const { properties } = schema.$defs[definition]!;
    for (const [key, value] of Object.entries(defaults)) {
      if (!properties[key])
        throw new Error(
          `shared/site/languages/en.ts has "${key}", which schema/site.schema.json's $defs/${definition} does not: add it there with its title and description.`,
        );
      if (properties[key].default === value) continue;
      changed.push(`${definition}.${key}`);
      const edits = modify(text, ['$defs', definition, 'properties', key, 'default'], value, {
        formattingOptions: { insertSpaces: true, tabSize: 2 },
      });
      text = applyEdits(text, edits);
    }
  }
  return { text, changed };
}

export async function generateTypes(schemaText: string): Promise<string> {
  const schema = JSON.parse(schemaText);
  return compile({ ...(typesOnly(schema) as object), title: schema.title }, 'SiteModel', {
    bannerComment: banner,
    additionalProperties: false,
    ignoreMinAndMaxItems: true,
    unreachableDefinitions: true,
    style: { singleQuote: true },
    cwd: path.dirname(schemaPath),
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { text, changed } = withEnglishDefaults(await readFile(schemaPath, 'utf8'));
  if (changed.length && process.argv.includes('--check')) {
    console.error(
      `schema/site.schema.json's defaults differ from the English pack, shared/site/languages/en.ts, their source: ${changed.join(', ')}. Change a word in en.ts (and the other packs), then run \`npm run gen:types\`, which writes it into the schema.`,
    );
    process.exit(1);
  }
  if (changed.length) {
    await writeFile(schemaPath, text);
    console.log(`wrote the English pack's words into schema/site.schema.json: ${changed.join(', ')}`);
  }
  await writeOrCheck(
    'schema/generated/site.ts',
    await generateTypes(text),
    'npm run gen:types',
    'schema/site.schema.json',
  );
}
