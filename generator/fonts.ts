// The site's two self-hosted fonts, cut at build time to what its pages use. The npm font packages
// ship variable fonts covering every weight from 100 to 900 and a wide Latin character set; the
// pages use Inter from 400 to 700 and Fraunces (headings only) at 650. The cut (harfbuzz, through
// subset-font) keeps:
// - Inter's weight axis from 400 to 700, and the characters of ISO Latin-1 (the accented letters a
//   visitor may type into the form) plus every other character the site itself shows;
// - Fraunces fixed at 650, with ASCII plus every other character the site shows: headings are the
//   site's own text, known at build time.
// 87 KB of woff2 become about 40 KB, which the first render shares the network with. Characters the
// site shows: everything in its data and in the browser code that draws it (assets.ts); a test
// checks that every character of every built page is in both fonts' sets.
// Cut files are cached by content in node_modules/.cache, so a rebuild does not cut them again.
// A style that asks Fraunces for another weight gets 650: tests/e2e/performance.spec.ts checks the
// weight of all text drawn in Fraunces.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import { projectRoot } from './paths';

/** A font ready to publish: its CSS family and font-weight descriptor, its package's file name, the characters kept, its bytes. */
export interface CutFont { family: string; weights: string; fileName: string; characters: string; bytes: Buffer }

type WeightAxis = number | { min: number; max: number };

/** Every font keeps ASCII and the characters the site shows; `alsoKeeps`: a range kept beyond those. */
const FONTS: { family: string; file: string; wght: WeightAxis; alsoKeeps?: [number, number] }[] = [
  { family: 'Inter Variable', file: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', wght: { min: 400, max: 700 }, alsoKeeps: [0xa0, 0xff] },
  { family: 'Fraunces', file: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2', wght: 650 },
];

const range = ([from, to]: [number, number]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

/** The packages' whole "latin" set (their unicode-range): the dev preview keeps it, as its text changes while the editor types. */
export const PACKAGE_LATIN = ([[0x20, 0xff], [0x131, 0x131], [0x152, 0x153], [0x2bb, 0x2bc], [0x2c6, 0x2c6], [0x2da, 0x2da],
  [0x2dc, 0x2dc], [0x304, 0x304], [0x308, 0x308], [0x329, 0x329], [0x2000, 0x206f], [0x20ac, 0x20ac], [0x2122, 0x2122],
  [0x2191, 0x2191], [0x2193, 0x2193], [0x2212, 0x2212], [0x2215, 0x2215], [0xfeff, 0xfeff], [0xfffd, 0xfffd]] as [number, number][]).map(range).join('');

/** The characters beyond ASCII in these texts, each once, in code point order. */
export function charactersBeyondAscii(...texts: string[]): string {
  const found = new Set<string>();
  for (const text of texts) for (const char of text) if (char.codePointAt(0)! > 0x7e) found.add(char);
  return [...found].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!).join('');
}

/** The CSS font-weight descriptor of a cut file: its range, or its one weight. */
const weightsOf = (wght: WeightAxis) => (typeof wght === 'number' ? String(wght) : `${wght.min} ${wght.max}`);

/** Each font cut to its weights and characters, with `shown` (the site's characters beyond ASCII); from the cache when it was cut before. */
export async function cutFonts(cacheDir: string, shown: string): Promise<CutFont[]> {
  await mkdir(cacheDir, { recursive: true });
  return Promise.all(FONTS.map(async ({ family, file, wght, alsoKeeps }) => {
    const source = await readFile(path.join(projectRoot, 'node_modules', file));
    const text = range([0x20, 0x7e]) + charactersBeyondAscii(alsoKeeps ? range(alsoKeeps) : '', shown);
    const key = createHash('sha256').update(source).update(JSON.stringify(wght)).update(text).digest('hex').slice(0, 16);
    const cached = path.join(cacheDir, `font-${key}.woff2`);
    const bytes = await readFile(cached).catch(async () => {
      const cut = await subsetFont(source, text, { targetFormat: 'woff2', variationAxes: { wght } });
      await writeFile(cached, cut);
      return cut;
    });
    return { family, weights: weightsOf(wght), fileName: path.basename(file), characters: text, bytes };
  }));
}
