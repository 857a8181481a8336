// On the first page the browser hydrates only interactive blocks (`interactive` in each block's
// block.ts); the others keep the server's HTML and get no React handlers at all (hydrate-blocks.ts).
// This reads each block's source, with the site
// modules it imports, and fails when a block has behaviour of its own but is not declared interactive.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blocks } from '../../../src/blocks';
import type { BlockType, ResolvedBlock } from '../../../src/page-data';
import { isInteractive } from '../../../src/blocks/definition';
import { blockLoader } from '../../../src/renderer/hydrate-blocks';

const root = path.resolve(__dirname, '../../..');
/** State, effects, refs or event handlers: what a block left as served would lose. */
const BEHAVIOUR =
  /\buse(State|Reducer|Effect|LayoutEffect|Ref|Transition|ActionState|Optimistic|SyncExternalStore)\b|\son[A-Z][A-Za-z]*=\{/;
/** Modules whose behaviour a block left as served does not lose. */
const SAME_WITHOUT_REACT = new Set([
  'src/ui/Picture.tsx', // its effect starts picture-states.ts, which the first script starts for every picture served
  'src/ui/ToggleButtons.tsx', // handlers only when a block passes onSelect, and such a block has state of its own
]);

function resolveImport(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ext) => base + ext)
    .find((file) => existsSync(file) && !file.endsWith('/'));
}

/** Site files (relative to the project) reached from a block's component through relative imports, with behaviour. */
function behaviourIn(type: string): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    const name = path.relative(root, file);
    if (!SAME_WITHOUT_REACT.has(name) && BEHAVIOUR.test(source)) found.push(name);
    for (const [, spec] of source.matchAll(/^import\s(?!type\b)[^;]*?from\s+'(\.[^']+)'/gm)) {
      const target = resolveImport(file, spec);
      if (target && /\.tsx?$/.test(target)) visit(target);
    }
  };
  visit(path.join(root, 'src/blocks', type, 'index.tsx'));
  return found;
}

describe('blocks kept as served on the first page', () => {
  for (const type of Object.keys(blocks) as BlockType[]) {
    it(`${type}: declared interactive exactly when its code has behaviour`, () => {
      const found = behaviourIn(type);
      if (found.length)
        expect(
          blocks[type].interactive,
          `${type} has behaviour (${found.join(', ')}): declare it interactive in src/blocks/${type}/block.ts`,
        ).toBeDefined();
      else
        expect(
          blocks[type].interactive,
          `${type} has no behaviour: take \`interactive\` out of src/blocks/${type}/block.ts`,
        ).toBeUndefined();
    });
  }

  it('the scan finds behaviour where it is (the form, the map, the portfolio filter, the cookie choice)', () => {
    expect(behaviourIn('ContactForm').length).toBeGreaterThan(0);
    expect(behaviourIn('Map')).toContain('src/blocks/Map/ClickToLoadMap.tsx');
    expect(behaviourIn('RichText')).toContain('src/ui/ConsentSettings.tsx');
    expect(behaviourIn('Hero')).toEqual([]);
  });

  it('a RichText block is interactive only with a "Last updated" date or a section offering the cookie choice', () => {
    const rich = (consentChoice: boolean, lastUpdated?: boolean) =>
      ({
        block: { type: 'RichText', lastUpdated, sections: [{ heading: 'Cookies', paragraphs: ['p'], consentChoice }] },
        data: undefined,
      }) as unknown as ResolvedBlock;
    expect(isInteractive(blocks, rich(true))).toBe(true);
    expect(isInteractive(blocks, rich(false, true))).toBe(true);
    expect(isInteractive(blocks, rich(false))).toBe(false);
  });

  it('loading the first page loads only its interactive blocks and marks the others as kept; a later page loads all', async () => {
    const first = [
      { block: { type: 'Stats', items: [] }, data: undefined },
      { block: { type: 'Map', heading: 'Areas' }, data: { towns: [] } },
    ] as unknown as ResolvedBlock[];
    const loaded = blockLoader(blocks);
    await loaded.load(first, { serverHtml: true });
    expect(first.map(loaded.keepsServerHtml)).toEqual([true, false]);
    expect(loaded.component('Map')).toBeTypeOf('function');
    expect(loaded.component('Stats')).toBeUndefined();

    const later = first.map((item) => ({ ...item })) as ResolvedBlock[]; // the same blocks, fetched again
    await loaded.load(later);
    expect(later.map(loaded.keepsServerHtml)).toEqual([false, false]);
    expect(loaded.component('Stats')).toBeTypeOf('function');
  });
});
