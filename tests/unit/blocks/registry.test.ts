// Every block type of the schema has its definition in the registry (src/blocks/index.ts), and every
// block type that looks data up has its resolver (src/blocks/builds.ts). Both are type errors already
// (the registries are mapped types over the schema's types); this checks the same at run time, from
// the schema's own `Block` union, and that each definition loads a component.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blocks } from '../../../src/blocks';
import { builds } from '../../../src/blocks/builds';

const root = path.resolve(__dirname, '../../..');
const schema = JSON.parse(readFileSync(path.join(root, 'schema/site.schema.json'), 'utf8')) as {
  $defs: Record<string, { oneOf?: { $ref: string }[] }>;
};
const schemaTypes = schema.$defs.Block!.oneOf!.map((option) => option.$ref.replace('#/$defs/', ''));
/** Block types whose data src/page-data.ts declares (BlockDataMap), read from its source. */
const typesSource = readFileSync(path.join(root, 'src/page-data.ts'), 'utf8');
const withData = [
  ...typesSource
    .slice(typesSource.indexOf('interface BlockDataMap'))
    .split('\n}')[0]!
    .matchAll(/^ {2}(\w+):/gm),
].map((m) => m[1]!);

describe('the block registry', () => {
  it('has a definition for every block type of the schema, and no other', () => {
    expect(schemaTypes.length).toBeGreaterThan(25);
    expect(Object.keys(blocks).sort()).toEqual([...schemaTypes].sort());
  });

  it('loads a component for every block type', async () => {
    for (const type of schemaTypes) {
      const { default: component } = await blocks[type as keyof typeof blocks].load();
      expect(component, type).toBeTypeOf('function');
    }
  });

  it('has a resolver for every block type with data, and build entries only for schema block types', () => {
    expect(withData.length).toBeGreaterThan(5);
    for (const type of withData)
      expect((builds as Record<string, { resolve?: unknown }>)[type]?.resolve, type).toBeTypeOf('function');
    for (const type of Object.keys(builds)) expect(schemaTypes, type).toContain(type);
  });
});
