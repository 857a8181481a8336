// Writes schema/generated/site.ts from schema/site.schema.json.
// `--check` compares instead of writing and exits 1 when the committed file is stale (run by npm test).
import { readFile } from 'node:fs/promises';
import { compile } from 'json-schema-to-typescript';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { writeOrCheck } from './generated-file';
import { projectRoot } from './paths';

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

export async function generateTypes(): Promise<string> {
  const schema = JSON.parse(await readFile(schemaPath, 'utf8'));
  return compile({ ...(typesOnly(schema) as object), title: schema.title }, 'SiteModel', {
    bannerComment: banner,
    additionalProperties: false,
    ignoreMinAndMaxItems: true,
    unreachableDefinitions: true,
    style: { singleQuote: true },
    cwd: path.dirname(schemaPath),
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]))
  await writeOrCheck('schema/generated/site.ts', await generateTypes(), 'npm run gen:types', 'schema/site.schema.json');
