// The site's two self-hosted typefaces (theme.fonts: heading and body, default Fraunces and Inter),
// each from its installed @fontsource-variable package, cut at build time to what its pages use.
// The packages ship variable fonts covering every weight from 100 to 900 and a wide Latin character
// set; the pages use the body font from 400 to 700 and the heading font (headings only) at 650. The
// cut (harfbuzz, through subset-font) keeps:
// - the body font's weight axis from 400 to 700, and the characters of ISO Latin-1 (the accented
//   letters a visitor may type into the form) plus every other character the site itself shows;
// - the heading font fixed at 650, with ASCII plus every other character the site shows: headings
//   are the site's own text, known at build time.
// When both roles name one family, its one body cut serves both (650 is within 400–700).
// For Inter and Fraunces, 87 KB of woff2 become about 40 KB, which the first render shares the
// network with. Characters the site shows: everything in its data and in the browser code that
// draws it (assets.ts); a test checks that every character of every built page is in the fonts' sets.
// Cut files are cached by content in node_modules/.cache, so a rebuild does not cut them again.
// A style that asks the heading font for another weight gets 650: tests/e2e/performance.spec.ts
// checks the weight of all text drawn in it.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import { projectRoot } from './paths';
import { catalogue } from './errors/catalogue';
import type { Problem } from './errors/problem';

/** A font ready to publish: its CSS family and font-weight descriptor, its package's file name, the characters kept, its bytes. */
export interface CutFont {
  family: string;
  weights: string;
  fileName: string;
  characters: string;
  bytes: Buffer;
}

type WeightAxis = number | { min: number; max: number };

/** The family names the site uses by default, and the weights each role draws. */
export const DEFAULT_FONTS = { heading: 'Fraunces', body: 'Inter' };
const ROLE_WEIGHTS = { body: { min: 400, max: 700 }, heading: 650 } as const;
/** Fallback stacks while the font loads (or if it does not), by the package's category. */
const FALLBACKS: Record<string, string> = {
  'sans-serif': "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  serif: "Georgia, 'Times New Roman', serif",
  monospace: 'ui-monospace, Menlo, Consolas, monospace',
};

/** An installed @fontsource-variable package, as its metadata.json describes it. */
export interface FontPackage {
  family: string;
  cssFamily: string;
  category: string;
  file: string;
  wght: { min: number; max: number };
}

const packagesDir = path.join(projectRoot, 'node_modules/@fontsource-variable');

/** The installed package of a family ("Inter" → @fontsource-variable/inter), or undefined. */
export function fontPackage(family: string): FontPackage | undefined {
  const id = family.toLowerCase().trim().replace(/\s+/g, '-');
  try {
    const meta = JSON.parse(readFileSync(path.join(packagesDir, id, 'metadata.json'), 'utf8'));
    const wght = meta.variable?.wght;
    if (!wght) return undefined;
    return {
      family: meta.family,
      cssFamily: `${meta.family} Variable`,
      category: meta.category,
      file: `@fontsource-variable/${id}/files/${id}-latin-wght-normal.woff2`,
      wght: { min: Number(wght.min), max: Number(wght.max) },
    };
  } catch {
    return undefined;
  }
}

/** Families of every installed @fontsource-variable package, for messages. */
export const installedFamilies = (): string[] =>
  (existsSync(packagesDir) ? readdirSync(packagesDir) : [])
    .map((id) => fontPackage(id)?.family)
    .filter((f): f is string => !!f);

const covers = (wght: FontPackage['wght'], needs: WeightAxis) =>
  typeof needs === 'number' ? wght.min <= needs && needs <= wght.max : wght.min <= needs.min && needs.max <= wght.max;

/** Problems with theme.fonts: a family not installed, or without the weights its role draws. */
export function fontProblems(fonts: Partial<typeof DEFAULT_FONTS> = {}): Problem[] {
  return (['heading', 'body'] as const).flatMap((role) => {
    const family = fonts[role] ?? DEFAULT_FONTS[role];
    const pkg = fontPackage(family);
    const pointer = `/theme/fonts/${role}`;
    if (!pkg) return [{ pointer, ...catalogue.fontNotInstalled(family, installedFamilies()) }];
    const needs = ROLE_WEIGHTS[role];
    return covers(pkg.wght, needs)
      ? []
      : [{ pointer, ...catalogue.fontWeightsMissing(family, weightsOf(needs), weightsOf(pkg.wght)) }];
  });
}

/** The CSS font stacks of the two roles. */
export function fontStacks(fonts: Partial<typeof DEFAULT_FONTS> = {}): { heading: string; body: string } {
  const stack = (role: 'heading' | 'body') => {
    const pkg = fontPackage(fonts[role] ?? DEFAULT_FONTS[role]);
    const fallback = FALLBACKS[pkg?.category ?? ''] ?? FALLBACKS[role === 'heading' ? 'serif' : 'sans-serif'];
    return pkg ? `'${pkg.cssFamily}', ${fallback}` : fallback;
  };
  return { heading: stack('heading'), body: stack('body') };
}

/** The files to cut: the body font at 400–700 plus Latin-1, and the heading font at 650 unless it is the same family. */
function fontsToCut(fonts: Partial<typeof DEFAULT_FONTS>) {
  const body = fontPackage(fonts.body ?? DEFAULT_FONTS.body);
  const heading = fontPackage(fonts.heading ?? DEFAULT_FONTS.heading);
  if (!body || !heading) throw new Error('theme.fonts names a font that is not installed; `npm run check` says which.');
  const cuts: { family: string; file: string; wght: WeightAxis; alsoKeeps?: [number, number] }[] = [
    { family: body.cssFamily, file: body.file, wght: ROLE_WEIGHTS.body, alsoKeeps: [0xa0, 0xff] },
  ];
  if (heading.file !== body.file)
    cuts.push({ family: heading.cssFamily, file: heading.file, wght: ROLE_WEIGHTS.heading });
  return cuts;
}

const range = ([from, to]: [number, number]) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

/** The packages' whole "latin" set (their unicode-range): the dev preview keeps it, as its text changes while the editor types. */
export const PACKAGE_LATIN = (
  [
    [0x20, 0xff],
    [0x131, 0x131],
    [0x152, 0x153],
    [0x2bb, 0x2bc],
    [0x2c6, 0x2c6],
    [0x2da, 0x2da],
    [0x2dc, 0x2dc],
    [0x304, 0x304],
    [0x308, 0x308],
    [0x329, 0x329],
    [0x2000, 0x206f],
    [0x20ac, 0x20ac],
    [0x2122, 0x2122],
    [0x2191, 0x2191],
    [0x2193, 0x2193],
    [0x2212, 0x2212],
    [0x2215, 0x2215],
    [0xfeff, 0xfeff],
    [0xfffd, 0xfffd],
  ] as [number, number][]
)
  .map(range)
  .join('');

/** The characters beyond ASCII in these texts, each once, in code point order. */
export function charactersBeyondAscii(...texts: string[]): string {
  const found = new Set<string>();
  for (const text of texts) for (const char of text) if (char.codePointAt(0)! > 0x7e) found.add(char);
  return [...found].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!).join('');
}

/** The CSS font-weight descriptor of a cut file: its range, or its one weight. */
const weightsOf = (wght: WeightAxis) => (typeof wght === 'number' ? String(wght) : `${wght.min} ${wght.max}`);

/** Each font cut to its weights and characters, with `shown` (the site's characters beyond ASCII); from the cache when it was cut before. */
export async function cutFonts(
  cacheDir: string,
  shown: string,
  fonts: Partial<typeof DEFAULT_FONTS> = {},
): Promise<CutFont[]> {
  await mkdir(cacheDir, { recursive: true });
  return Promise.all(
    fontsToCut(fonts).map(async ({ family, file, wght, alsoKeeps }) => {
      const source = await readFile(path.join(projectRoot, 'node_modules', file));
      const text = range([0x20, 0x7e]) + charactersBeyondAscii(alsoKeeps ? range(alsoKeeps) : '', shown);
      const key = createHash('sha256')
        .update(source)
        .update(JSON.stringify(wght))
        .update(text)
        .digest('hex')
        .slice(0, 16);
      const cached = path.join(cacheDir, `font-${key}.woff2`);
      const bytes = await readFile(cached).catch(async () => {
        const cut = await subsetFont(source, text, { targetFormat: 'woff2', variationAxes: { wght } });
        await writeFile(cached, cut);
        return cut;
      });
      return { family, weights: weightsOf(wght), fileName: path.basename(file), characters: text, bytes };
    }),
  );
}
