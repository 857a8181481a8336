// Icons come from Lucide by name (generator/assets/icons.ts): site.json's names are checked against the set,
// with the closest names for a misspelt one, and the sprite draws just the icons in use, each once.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import schema from '../../../schema/site.schema.json' with { type: 'json' };
import type { SiteModel } from '../../../schema/generated/site';
import { iconProblems, iconSprite, iconsAbout, iconsInUse, lucideNames } from '../../../generator/assets/icons';
import { projectRoot } from '../../../generator/paths';
import { loadSite } from '../../../generator/check/load';
import { validate } from '../../../generator/check/validate';
import { DEFAULT_CARD_ICON } from '../../../src/blocks/SpecialtyCards/block-icons';
import { layoutIcons } from '../../../src/renderer/layout/icons';

const imagesDir = path.join(projectRoot, 'assets/images');
const loaded = await loadSite(path.join(projectRoot, 'site.json'));
const site = validate(loaded, imagesDir);

/** The default site with one WhyChoose reason's icon (in a page pattern) replaced. */
function withReasonIcon(icon: string) {
  const model = structuredClone(loaded.raw) as SiteModel;
  const t = model.templates.findIndex((template) => template.blocks.some((b) => b.type === 'WhyChoose'));
  const b = model.templates[t]!.blocks.findIndex((block) => block.type === 'WhyChoose');
  const block = model.templates[t]!.blocks[b] as Extract<
    SiteModel['templates'][number]['blocks'][number],
    { type: 'WhyChoose' }
  >;
  block.items[0]!.icon = icon;
  return { model, pointer: `/templates/${t}/blocks/${b}/items/0/icon` };
}

describe('Lucide names', () => {
  it('knows the icons by the names lucide.dev shows, and the older names Lucide still answers to', () => {
    for (const name of ['leaf', 'zap', 'droplets', 'shield-check', 'circle-check', 'wrench', 'house', 'home'])
      expect(lucideNames().has(name), name).toBe(true);
    expect(lucideNames().size).toBeGreaterThan(1500);
    expect(lucideNames().has('tree')).toBe(false);
  });

  it('finds no problem in the default site or the examples', async () => {
    expect(iconProblems(site.model)).toEqual([]);
    for (const example of ['plumber-leeds', 'pool-spa-sarasota']) {
      const file = path.join(projectRoot, 'examples', example, 'site.json');
      const { model } = validate(await loadSite(file), path.join(projectRoot, 'examples', example, 'images'));
      expect(iconProblems(model), example).toEqual([]);
    }
  });

  it('a misspelt name is a problem at its place, with the closest Lucide name', () => {
    const { model, pointer } = withReasonIcon('shield-chek');
    expect(iconProblems(model)).toEqual([
      {
        pointer,
        code: 'E-ICON-UNKNOWN',
        message: 'No Lucide icon is named "shield-chek".',
        hint: expect.stringMatching(/^Did you mean "shield-check"\? Find the icon on lucide\.dev\/icons/),
      },
    ]);
  });

  it('a name spelt like none gets the icons about that word, from their names and Lucide tags', () => {
    const { model } = withReasonIcon('plumbing');
    const [problem] = iconProblems(model);
    expect(problem!.hint).toContain('Icons about "plumbing": faucet');
    expect(iconsAbout('tree')).toEqual(expect.arrayContaining(['trees', 'tree-pine', 'tree-deciduous']));
  });

  it('is one of the checks `npm run check` makes', () => {
    const { model, pointer } = withReasonIcon('lef');
    const problems = validate({ ...loaded, raw: model }, imagesDir).problems;
    expect(problems.map((p) => [p.pointer, p.code])).toEqual([[pointer, 'E-ICON-UNKNOWN']]);
    expect(problems[0]!.hint).toMatch(/^Did you mean "leaf"\? /);
  });
});

describe('the schema', () => {
  const defs = schema.$defs as Record<string, unknown>;
  /** Every place in the schema that refers to $defs/Icon, and every property named "icon". */
  function places(node: unknown, at: string, out: { at: string; ref: boolean; key: string }[] = []) {
    if (Array.isArray(node)) node.forEach((n, i) => places(n, `${at}/${i}`, out));
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'properties')
          for (const [name, sub] of Object.entries(value as Record<string, { $ref?: string }>))
            out.push({ at: `${at}/properties/${name}`, key: name, ref: sub.$ref === '#/$defs/Icon' });
        places(value, `${at}/${key}`, out);
      }
    }
    return out;
  }
  const all = places(schema, '');

  it('an icon is a property named "icon" and every property of that name is an icon (the check finds them by name)', () => {
    const refs = all.filter((p) => p.ref);
    expect(refs.length).toBeGreaterThanOrEqual(3);
    expect(refs.filter((p) => p.key !== 'icon')).toEqual([]);
    expect(all.filter((p) => p.key === 'icon' && !p.ref)).toEqual([]);
  });

  it('takes a Lucide name in words, with examples, and says where the names are', () => {
    const icon = defs.Icon as { type: string; description: string; examples: string[]; pattern: string };
    expect(icon.type).toBe('string');
    expect(icon.description).toContain('lucide.dev/icons');
    expect(icon.examples).toEqual(expect.arrayContaining(['leaf', 'zap', 'droplets', 'shield-check']));
    for (const example of icon.examples) {
      expect(lucideNames().has(example), example).toBe(true);
      expect(example).toMatch(new RegExp(icon.pattern));
    }
    expect('Shield Check').not.toMatch(new RegExp(icon.pattern));
  });

  it("SpecialtyCards' card icon defaults to one of no particular trade, the same in schema and code", () => {
    const cards = defs.SpecialtyCards as { properties: { icon: { default: string } } };
    expect(cards.properties.icon.default).toBe(DEFAULT_CARD_ICON);
    expect(DEFAULT_CARD_ICON).toBe('circle-check');
  });
});

describe('the sprite', () => {
  it('draws each icon once, as a symbol named after it with Lucide’s own drawing', () => {
    const sprite = iconSprite(['leaf', 'zap', 'leaf']);
    const text = sprite.bytes.toString();
    expect(sprite.names).toEqual(['leaf', 'zap']);
    expect([...text.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map((m) => m[1])).toEqual(['leaf', 'zap']);
    const lucide = readFileSync(path.join(projectRoot, 'node_modules/lucide-static/icons/zap.svg'), 'utf8');
    const d = /<path d="([^"]+)"/.exec(lucide)![1]!;
    expect(text).toContain(`<path d="${d}"/>`);
    expect(text).not.toMatch(/<!--|class=|stroke-width/); // drawn by the page's <svg>: currentColor, Lucide's width
    expect(sprite.href).toMatch(/^\/assets\/icons\.[0-9a-f]{10}\.svg$/);
    expect(iconSprite(['zap', 'leaf']).href).toBe(sprite.href);
    expect(iconSprite(['leaf']).href).not.toBe(sprite.href);
  });

  it("holds the default site's icons: the layout's, its blocks' and those site.json names, no others", () => {
    const names = iconsInUse(site.model, site.routes);
    expect(names).toEqual(expect.arrayContaining([...layoutIcons(site.model.business), 'leaf', 'star']));
    expect(names).not.toContain('zap');
    expect(names.length).toBeLessThan(40);
  });
});
