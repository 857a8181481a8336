// Writes schema/generated/site.ts from schema/site.schema.json.
// `--check` compares instead of writing and exits 1 when the committed file is stale (run by npm test).
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { compile } from 'json-schema-to-typescript';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const schemaPath = path.join(root, 'schema/site.schema.json');
const outPath = path.join(root, 'schema/generated/site.ts');
const banner = `/* DO NOT EDIT. Generated from schema/site.schema.json by \`npm run gen:types\`. */`;

export async function generateTypes(): Promise<string> {
  const schema = JSON.parse(await readFile(schemaPath, 'utf8'));
  return compile(schema, 'SiteModel', {
    bannerComment: banner,
    additionalProperties: false,
    ignoreMinAndMaxItems: true,
    unreachableDefinitions: true,
    style: { singleQuote: true },
    cwd: path.dirname(schemaPath),
  });
}

async function main() {
  const generated = await generateTypes();
  if (process.argv.includes('--check')) {
    const current = await readFile(outPath, 'utf8').catch(() => '');
    if (current !== generated) {
      console.error('schema/generated/site.ts is out of date with schema/site.schema.json. Run `npm run gen:types` and commit the result.');
      process.exit(1);
    }
    console.log('schema/generated/site.ts is up to date.');
    return;
  }
  await mkdir(path.dirname(outPath), { recursive: true });
  await writeFile(outPath, generated);
  console.log(`wrote ${path.relative(root, outPath)}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
