// The site's two self-hosted typefaces (theme.fonts: heading and body, default Fraunces and Inter),
// each from its installed @fontsource-variable package, cut at build time to what its pages use.
// The packages ship variable fonts covering every weight from 100 to 900, one file per subset of
// characters (latin, latin-ext, vietnamese, cyrillic...; which characters each has is read from the
// file itself); the pages use the body font from 400 to 700 and the heading font (headings only) at 650.
// The cut (harfbuzz, through subset-font) keeps:
// - the body font's weight axis from 400 to 700, and the characters of ISO Latin-1 plus every other
//   character the site itself shows; and, for the contact form (a visitor may type "Łódź", "Dvořák" or
//   "Nguyễn" into it), the Latin Extended letters (Latin Extended-A and -B, Latin Extended Additional);
// - the heading font fixed at 650, with ASCII plus every other character the site shows: headings
//   are the site's own text, known at build time.
// Each character goes to the first of the package's subsets that has it (the main one, latin, first),
// so a family is one or more files, each declared with the exact characters it holds (unicode-range):
// - `main`: the main subset's characters (ASCII, Latin-1, the site's punctuation), preloaded by every page;
// - `shown`: another subset's characters the site shows ("Łódź" in a town's name), preloaded by the
//   pages that show one of them (document.ts), so they are there for the first drawing;
// - `typed`: the body font's form characters the site does not show, loaded only when a visitor types
//   one (font-display: swap), so they cost the other visitors nothing.
// A character no subset has (an emoji, an arrow) is drawn in the fallback font.
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
import { projectRoot } from '../paths';
import { catalogue } from '../errors/catalogue';
import type { Problem } from '../errors/problem';

/** When a page loads a cut file (see above): every page, the pages showing one of its characters, or when a visitor types one. */
export type FontFileKind = 'main' | 'shown' | 'typed';

/** A font file ready to publish: its CSS family and font-weight descriptor, its package's file name, the characters kept, its bytes. */
export interface CutFont {
  family: string;
  weights: string;
  fileName: string;
  /** Exactly the characters the file holds (its @font-face unicode-range). */
  characters: string;
  kind: FontFileKind;
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
  /** The main subset's file (latin): the one every page loads. */
  file: string;
  /** Every subset's file, the main subset first. */
  subsets: { name: string; file: string }[];
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
    const main: string = meta.defSubset ?? 'latin';
    const file = (subset: string) => `@fontsource-variable/${id}/files/${id}-${subset}-wght-normal.woff2`;
    // The main subset first, then the other Latin ones (a character in two subsets goes to the first).
    const latinFirst = (name: string) => (name.startsWith('latin') || name === 'vietnamese' ? 0 : 1);
    const others = (meta.subsets as string[]).filter((name) => name !== main);
    const names = [main, ...others.sort((a, b) => latinFirst(a) - latinFirst(b))].filter((name) =>
      existsSync(path.join(projectRoot, 'node_modules', file(name))),
    );
    return {
      family: meta.family,
      cssFamily: `${meta.family} Variable`,
      category: meta.category,
      file: file(main),
      subsets: names.map((name) => ({ name, file: file(name) })),
      wght: { min: Number(wght.min), max: Number(wght.max) },
    };
  } catch {
    return undefined;
  }
}

/** Families of every installed @fontsource-variable package, for messages. */
const installedFamilies = (): string[] =>
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

/** The CSS unicode-range of these characters, runs of consecutive code points as one range: "U+20-7E,U+2019". */
export function unicodeRange(characters: string): string {
  const points = [...new Set([...characters].map((c) => c.codePointAt(0)!))].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const point of points) {
    const last = runs.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else runs.push([point, point]);
  }
  const hex = (n: number) => n.toString(16).toUpperCase();
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',');
}

/**
 * What a visitor may type into the contact form beyond what the site shows, kept in the body font:
 * Latin-1 (in the main file, as the form has always had it), Latin Extended-A and -B and Latin Extended
 * Additional (Vietnamese among them), as keyboards type them: composed ("ễ" one character). Combining
 * accents would add 2 KB to the main file for what no keyboard sends.
 */
const FORM_CHARACTERS: [number, number][] = [
  [0xa0, 0xff],
  [0x100, 0x24f],
  [0x1e00, 0x1eff],
];

/** The families to cut: the body font at 400–700 with the form's characters, and the heading font at 650 unless it is the same family. */
function fontsToCut(fonts: Partial<typeof DEFAULT_FONTS>) {
  const body = fontPackage(fonts.body ?? DEFAULT_FONTS.body);
  const heading = fontPackage(fonts.heading ?? DEFAULT_FONTS.heading);
  if (!body || !heading) throw new Error('theme.fonts names a font that is not installed; `npm run check` says which.');
  const cuts: { pkg: FontPackage; wght: WeightAxis; typed?: [number, number][] }[] = [
    { pkg: body, wght: ROLE_WEIGHTS.body, typed: FORM_CHARACTERS },
  ];
  if (heading.file !== body.file) cuts.push({ pkg: heading, wght: ROLE_WEIGHTS.heading });
  return cuts;
}

const range = ([from, to]: [number, number]) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

const drawn = new Map<string, Promise<ReadonlySet<string>>>();
/**
 * The characters a package's file has glyphs for, read from its cmap (harfbuzz): a subset's
 * unicode-range (unicode.json) names some it lacks, which no cut file should claim.
 */
function charactersIn(file: string): Promise<ReadonlySet<string>> {
  let found = drawn.get(file);
  if (!found) {
    found = (async () => {
      // Loaded here, not with this module: the checks and the dev tools that import it need neither.
      const [hb, { default: fontverter }] = await Promise.all([import('harfbuzzjs'), import('fontverter')]);
      const sfnt = await fontverter.convert(await readFile(path.join(projectRoot, 'node_modules', file)), 'truetype');
      const points = new hb.Face(new hb.Blob(sfnt)).collectUnicodes();
      return new Set(Array.from(points, (point) => String.fromCodePoint(point)));
    })();
    drawn.set(file, found);
  }
  return found;
}

/**
 * A family's files: ASCII, what the site shows and, for the body font, what a visitor may type (`typed`),
 * each character in the first subset whose file has it. The main file keeps all it has of these (the
 * form's Latin-1 among them, as always); a subset with none of them is not cut.
 */
async function fontFiles(
  pkg: FontPackage,
  shown: string,
  typed: [number, number][] = [],
): Promise<{ file: string; kind: FontFileKind; characters: string }[]> {
  const has = new Map(await Promise.all(pkg.subsets.map(async (s) => [s.file, await charactersIn(s.file)] as const)));
  const taken = new Set<string>();
  /** The characters of `chars` this subset's file has and no earlier file took. */
  const take = (subset: FontPackage['subsets'][number], chars: Iterable<string>) => {
    const mine = [...chars].filter((c) => !taken.has(c) && has.get(subset.file)!.has(c));
    mine.forEach((c) => taken.add(c));
    return mine.join('');
  };
  const [main, ...others] = pkg.subsets;
  const typedChars = typed.map(range).join('');
  const files: { file: string; kind: FontFileKind; characters: string }[] = [
    {
      file: main!.file,
      kind: 'main',
      characters: take(main!, range([0x20, 0x7e]) + charactersBeyondAscii(shown, typedChars)),
    },
  ];
  for (const subset of others) {
    const characters = take(subset, charactersBeyondAscii(shown));
    if (characters) files.push({ file: subset.file, kind: 'shown', characters });
  }
  // What only a visitor may type: the form's characters no file above holds, each in its first subset.
  for (const subset of others) {
    const characters = take(subset, typedChars);
    if (characters) files.push({ file: subset.file, kind: 'typed', characters });
  }
  return files;
}

/**
 * The packages' whole "latin" set (their unicode-range) and the Latin Extended letters: the dev preview
 * keeps them all, as its text changes while the editor types ("Łódź" included).
 */
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
    ...FORM_CHARACTERS.slice(1),
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

/** Each font's files (fontFiles) cut to its weights and characters, with `shown` (the site's characters beyond ASCII); from the cache when cut before. */
export async function cutFonts(
  cacheDir: string,
  shown: string,
  fonts: Partial<typeof DEFAULT_FONTS> = {},
): Promise<CutFont[]> {
  await mkdir(cacheDir, { recursive: true });
  const jobs = (
    await Promise.all(
      fontsToCut(fonts).map(async ({ pkg, wght, typed }) =>
        (await fontFiles(pkg, shown, typed)).map((file) => ({ ...file, family: pkg.cssFamily, wght })),
      ),
    )
  ).flat();
  return Promise.all(
    jobs.map(async ({ family, file, kind, characters, wght }) => {
      const source = await readFile(path.join(projectRoot, 'node_modules', file));
      const key = createHash('sha256')
        .update(source)
        .update(JSON.stringify(wght))
        .update(characters)
        .digest('hex')
        .slice(0, 16);
      const cached = path.join(cacheDir, `font-${key}.woff2`);
      const bytes = await readFile(cached).catch(async () => {
        const cut = await subsetFont(source, characters, { targetFormat: 'woff2', variationAxes: { wght } });
        await writeFile(cached, cut);
        return cut;
      });
      return { family, weights: weightsOf(wght), fileName: path.basename(file), characters, kind, bytes };
    }),
  );
}
