// Writes the two block registries from the block folders, so a new block is its folder (its schema.json
// joins the schema through gen:types) and its words in the guide: src/blocks/index.ts lists every <Type>/block.ts, src/blocks/builds.ts
// every <Type>/build.ts. Their types still make `tsc` fail when a schema block type has no folder, or
// has data and no resolver. `--check` (npm test) fails when a folder was added without running it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeOrCheck } from './generated-file';
import { blockFoldersWith } from './paths';

const BLOCKS = 'src/blocks';

const banner = (what: string) => `// DO NOT EDIT. Generated from the block folders by \`npm run gen:blocks\`.\n${what}`;

/** One import and one entry per line: a site's browser bundle keeps only its blocks' lines (generator/render/site-blocks.ts). */
function registry(header: string, type: string, typeModule: string, file: string, name: string): string {
  const types = blockFoldersWith(`${file}.ts`);
  return [
    banner(header),
    `import type { ${type} } from './${typeModule}';`,
    ...types.map((t) => `import ${t} from './${t}/${file}';`),
    '',
    `export const ${name}: ${type} = {`,
    ...types.map((t) => `  ${t},`),
    '};',
    '',
  ].join('\n');
}

export const blockRegistry = () =>
  registry(
    `// Each block type's definition (<Type>/block.ts: its component, loaded on demand, and whether it is
// interactive): the server render, the browser's hydration and the editor's preview read it. Typed over
// the schema's block types, so a schema block type without a folder fails \`tsc\`.`,
    'BlockRegistry',
    'definition',
    'block',
    'blocks',
  );

export const buildRegistry = () =>
  registry(
    `// What each block's <Type>/build.ts resolves and checks (generator/pages/resolve.ts and
// generator/check/cross-check.ts read it). Build code only: the browser never imports it. Typed so that a
// block type with data (BlockDataMap, src/page-data.ts) and no resolver fails \`tsc\`.`,
    'BlockBuilds',
    'build-definition',
    'build',
    'builds',
  );

async function main() {
  const command = 'npm run gen:blocks';
  await writeOrCheck(`${BLOCKS}/index.ts`, blockRegistry(), command, 'the block folders');
  await writeOrCheck(`${BLOCKS}/builds.ts`, buildRegistry(), command, 'the block folders');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
