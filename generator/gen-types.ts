// Writes the schema from its parts (generator/schema/assemble.ts): schema/site.schema.json in English,
// schema/site-languages.schema.json, the same with each text writable as its translations (for VS Code
// on a site of several languages: schema/with-translations.ts),
// schema/generated/words.<language>.json, the schema's words in each other editor language by place
// (schema/words-by-place.ts), schema/generated/site.ts, the
// types every layer uses, and schema/generated/not-text.json, the fields marked as never words. `--check` compares instead of writing and exits 1 when a file is stale (npm test).
import { compile } from 'json-schema-to-typescript';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { writeOrCheck } from './generated-file';
import { projectRoot } from './paths';
import { assembleSchema } from './schema/assemble';
import { withTranslations } from './schema/with-translations';
import { notTextKeys } from './schema/not-text-keys';
import { readSchemaParts } from './schema/read-parts';
import { schemaWordsOf } from '../schema/words-by-place';
import { OTHER_LANGUAGES } from '../shared/site/languages/languages';

const schemaPath = path.join(projectRoot, 'schema/site.schema.json');
const FROM = 'the schema parts (schema/parts/, src/blocks/<Type>/schema.json and their words files beside them)';
const banner = `/* DO NOT EDIT. Generated from ${FROM} by \`npm run gen:types\`. */`;

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

export async function generateTypes(schema: { title?: unknown }): Promise<string> {
  return compile({ ...(typesOnly(schema) as object), title: String(schema.title) }, 'SiteModel', {
    bannerComment: banner,
    additionalProperties: false,
    ignoreMinAndMaxItems: true,
    unreachableDefinitions: true,
    style: { singleQuote: true },
    cwd: path.dirname(schemaPath),
  });
}

/** JSON as Prettier writes it (the project's style, so `npm run format` leaves generated files alone). */
async function asJson(value: unknown, file: string): Promise<string> {
  const options = await resolveConfig(path.join(projectRoot, file));
  return format(JSON.stringify(value), { ...options, parser: 'json', filepath: file });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const schemas = assembleSchema(readSchemaParts());
  const english = schemas.en;
  const command = 'npm run gen:types';
  await writeOrCheck('schema/site.schema.json', await asJson(english, 'schema/site.schema.json'), command, FROM);
  const languages = 'schema/site-languages.schema.json';
  await writeOrCheck(languages, await asJson(withTranslations(english), languages), command, FROM);
  for (const language of OTHER_LANGUAGES) {
    const words = `schema/generated/words.${language}.json`;
    await writeOrCheck(words, await asJson(Object.fromEntries(schemaWordsOf(schemas[language])), words), command, FROM);
  }
  await writeOrCheck('schema/generated/site.ts', await generateTypes(english), command, FROM);
  const notText = 'schema/generated/not-text.json';
  await writeOrCheck(notText, await asJson(notTextKeys(english), notText), command, FROM);
}
