// The site's icons, from the Lucide set (lucide-static: one plain SVG file per icon, named as
// lucide.dev/icons names it, no code). site.json names an icon by its Lucide name (schema $defs/Icon)
// and the engine draws its own (phone, menu, chevrons...) from the same set. The build checks every
// name site.json gives (a misspelt one is a problem, with the closest names) and draws just the icons
// the site uses into one sprite, `/assets/icons.<hash>.svg`: each icon once, as a <symbol>, which the
// pages point at (src/ui/Icon.tsx), cached for a year like the other hashed assets.
// The icons in use: the layout's (src/renderer/layout/icons.ts) and each block's on any page
// (`icons` in its block.ts: its own and those site.json names for it).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteModel } from '../../schema/generated/site';
import { blocks } from '../../src/blocks/index';
import { iconsOf } from '../../src/blocks/definition';
import { layoutIcons } from '../../src/renderer/layout/icons';
import { catalogue } from '../errors/catalogue';
import { closest } from '../errors/did-you-mean';
import type { Problem } from '../errors/problem';
import type { Route } from '../model/route';
import { escapePointer } from '../model/walk';
import { projectRoot } from '../paths';

const lucideDir = path.join(projectRoot, 'node_modules/lucide-static');

let known: ReadonlySet<string> | undefined;
/** Every Lucide icon name (with the older names Lucide still answers to, such as "home" for "house"). */
export function lucideNames(): ReadonlySet<string> {
  known ??= new Set(
    readdirSync(path.join(lucideDir, 'icons'))
      .filter((file) => file.endsWith('.svg'))
      .map((file) => file.slice(0, -'.svg'.length)),
  );
  return known;
}

let tags: Record<string, string[]> | undefined;
/** Icons whose name or Lucide tags hold the word ("tree" → tree-deciduous, trees...): the hint when no name is spelt close. */
export function iconsAbout(word: string, limit = 8): string[] {
  tags ??= existsSync(path.join(lucideDir, 'tags.json'))
    ? (JSON.parse(readFileSync(path.join(lucideDir, 'tags.json'), 'utf8')) as Record<string, string[]>)
    : {};
  const stem = (w: string) => w.toLowerCase().replace(/s$/, '');
  const wanted = stem(word);
  if (wanted.length < 3) return [];
  const byName = [...lucideNames()].filter((name) => name.split('-').some((part) => stem(part) === wanted));
  const byTag = Object.entries(tags)
    .filter(([name, words]) => !byName.includes(name) && words.some((w) => stem(w) === wanted))
    .map(([name]) => name);
  // Names that start with the word first ("tree-pine" before "list-tree"), shorter first.
  const rank = (name: string) => (stem(name.split('-')[0]!) === wanted ? 0 : 100) + name.length;
  return [...byName.sort((a, b) => rank(a) - rank(b)), ...byTag].slice(0, limit);
}

/** Problems with the icon names of site.json: each `icon` (schema $defs/Icon, the only values of that name) must name a Lucide icon. */
export function iconProblems(model: SiteModel): Problem[] {
  const problems: Problem[] = [];
  const visit = (value: unknown, pointer: string): void => {
    if (Array.isArray(value)) return value.forEach((item, i) => visit(item, `${pointer}/${i}`));
    if (!value || typeof value !== 'object') return;
    for (const [key, item] of Object.entries(value)) {
      if (key === 'icon' && typeof item === 'string' && !lucideNames().has(item)) {
        const spelt = closest(item, lucideNames());
        problems.push({
          pointer: `${pointer}/icon`,
          ...catalogue.unknownIcon(item, [...lucideNames()], spelt ? [] : iconsAbout(item)),
        });
      } else visit(item, `${pointer}/${escapePointer(key)}`);
    }
  };
  visit(model, '');
  return problems;
}

/** The icons the site draws: its layout's and its pages' blocks', known to Lucide, in name order. */
export function iconsInUse(model: SiteModel, routes: Route[]): string[] {
  const names = new Set(layoutIcons(model.business));
  for (const route of routes)
    for (const block of route.blocks) for (const name of iconsOf(blocks, block)) names.add(name);
  return [...names].filter((name) => lucideNames().has(name)).sort();
}

/** One icon's drawing: the elements inside its <svg>, on one line. */
function drawing(name: string): string {
  const svg = readFileSync(path.join(lucideDir, 'icons', `${name}.svg`), 'utf8');
  const inner = /<svg\b[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1];
  if (inner === undefined) throw new Error(`lucide-static's ${name}.svg has no <svg> element.`);
  return inner
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\s*\/>/g, '/>')
    .replace(/>\s+</g, '><')
    .trim();
}

export interface IconSprite {
  /** The icons it holds, in name order. */
  names: string[];
  /** Where pages find it (chrome.icons): `/assets/icons.<hash>.svg`. */
  href: string;
  bytes: Buffer;
}

const sprites = new Map<string, IconSprite>();
/** The sprite of these icons: each drawn once, as a symbol whose id is its name. */
export function iconSprite(names: readonly string[]): IconSprite {
  const sorted = [...new Set(names)].sort();
  const key = sorted.join(' ');
  let sprite = sprites.get(key);
  if (!sprite) {
    const symbols = sorted.map((name) => `<symbol id="${name}" viewBox="0 0 24 24">${drawing(name)}</symbol>`);
    const bytes = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`);
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
    sprite = { names: sorted, href: `/assets/icons.${hash}.svg`, bytes };
    sprites.set(key, sprite);
  }
  return sprite;
}

/** The site's sprite (the icons in use). */
export const siteIconSprite = (model: SiteModel, routes: Route[]): IconSprite => iconSprite(iconsInUse(model, routes));

/** Writes the sprite where its href points, under `outDir`. */
export async function writeIconSprite(sprite: IconSprite, outDir: string): Promise<void> {
  const file = path.join(outDir, sprite.href);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, sprite.bytes);
}
