// The site's sprite holds the icons its layout and blocks declare (src/renderer/layout/icons.ts,
// `icons` in each block.ts). This reads the code of each block and of the layout, with the site modules
// they import, and fails when an icon it can draw is not declared (it would point at no symbol), or
// when a name is not one of Lucide's.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blocks } from '../../../src/blocks';
import { iconsOf } from '../../../src/blocks/definition';
import type { Block } from '../../../schema/generated/site';
import type { BlockType } from '../../../src/page-data';
import { layoutIcons } from '../../../src/renderer/layout/icons';
import { lucideNames } from '../../../generator/assets/icons';
import { sampleChrome } from '../../helpers/sample-chrome';

const root = path.resolve(__dirname, '../../..');

function resolveImport(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ext) => base + ext)
    .find((file) => existsSync(file) && !file.endsWith('/'));
}

/**
 * The icon names written in the code of these files and the site modules they import: `<Icon name="x"`
 * and each name a choice in `<Icon name={open ? 'x' : 'menu'}`; names from data (`item.icon`) are the block's own.
 */
function iconsDrawnFrom(files: string[]): string[] {
  const seen = new Set<string>();
  const found = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, literal, expression] of source.matchAll(/<Icon\s+name=(?:"([^"]+)"|\{([^}]*)\})/g)) {
      if (literal) found.add(literal);
      else for (const [, choice] of expression!.matchAll(/[?:]\s*'([^']+)'/g)) found.add(choice!);
    }
    for (const [, names, spec] of source.matchAll(/^import\s(?!type\b)([^;]*?)from\s+'(\.[^']+)'/gm)) {
      // Only what draws: a component (capitalised); `buttonStyles` from ButtonLink draws no icon.
      if (!/\b[A-Z]\w*\b/.test(names!.replace(/\btype\s+\w+/g, ''))) continue;
      const target = resolveImport(file, spec!);
      // The block registry and the other blocks are not drawn by a block (a block imports none).
      if (target && /\.tsx?$/.test(target) && !target.includes(`${path.sep}blocks${path.sep}index.ts`)) visit(target);
    }
  };
  files.forEach(visit);
  return [...found].sort();
}

const blockTypes = Object.keys(blocks) as BlockType[];
/** A block of this type as the declaration sees it: its `icons` for a block without site.json icons. */
const declared = (type: BlockType) => {
  const rule = blocks[type].icons;
  return typeof rule === 'function' ? [] : [...(rule ?? [])];
};

describe('the icons the code draws are declared for the sprite', () => {
  for (const type of blockTypes) {
    it(`${type}: its block.ts declares exactly the icons its code draws`, () => {
      const drawn = iconsDrawnFrom([path.join(root, 'src/blocks', type, 'index.tsx')]);
      expect([...new Set(declared(type))].sort(), `\`icons\` in src/blocks/${type}/block.ts`).toEqual(drawn);
    });
  }

  it("the layout's list holds every icon the header, menus, footer and mobile bar draw", () => {
    const layoutDir = path.join(root, 'src/renderer/layout');
    const files = readdirSync(layoutDir)
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => path.join(layoutDir, file));
    const drawn = iconsDrawnFrom(files);
    expect(drawn).toEqual(expect.arrayContaining(['phone', 'menu', 'x', 'chevron-down']));
    expect([...layoutIcons(sampleChrome.business)].sort()).toEqual(drawn);
    // Without a social page the outside-link icon is not drawn, so not shipped.
    expect(layoutIcons({ social: undefined })).not.toContain('external-link');
  });

  it('the scan finds icons where they are (a shared piece, a choice, a name from data left out)', () => {
    expect(iconsDrawnFrom([path.join(root, 'src/blocks/Article/index.tsx')])).toEqual(['calendar', 'clock', 'user']);
    expect(iconsDrawnFrom([path.join(root, 'src/blocks/ContactForm/index.tsx')])).toEqual(
      expect.arrayContaining(['check', 'circle-alert']),
    );
    expect(iconsDrawnFrom([path.join(root, 'src/blocks/WhyChoose/index.tsx')])).toEqual([]);
  });

  it('every icon the engine draws is a Lucide icon', () => {
    const names = [...layoutIcons(sampleChrome.business), ...blockTypes.flatMap(declared)];
    expect(names.filter((name) => !lucideNames().has(name))).toEqual([]);
  });

  it('blocks whose icons come from site.json declare those', () => {
    const why = { type: 'WhyChoose', heading: 'h', items: [{ icon: 'zap', title: 't', description: 'd' }] };
    expect(iconsOf(blocks, why as Block)).toEqual(['zap']);
    const cards = {
      type: 'SpecialtyCards',
      heading: 'h',
      icon: 'droplets',
      items: [
        { title: 'a', description: 'd' },
        { title: 'b', description: 'd', icon: 'wrench' },
      ],
    };
    expect(iconsOf(blocks, cards as Block)).toEqual(['droplets', 'wrench']);
    expect(iconsOf(blocks, { ...cards, icon: undefined } as Block)).toEqual(['circle-check', 'wrench']);
    expect(iconsOf(blocks, { type: 'RichText', sections: [] } as unknown as Block)).toEqual([]);
  });
});
