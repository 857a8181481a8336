// The site's two self-hosted fonts, cut at build time to what its styles use. The npm font packages
// ship variable fonts covering every weight from 100 to 900; the pages use Inter from 400 to 700 and
// Fraunces (headings only) at 650. Limiting Inter's weight axis and fixing Fraunces at one weight
// (harfbuzz, through subset-font) halves the bytes: 87 KB → 48 KB of woff2, which the first render
// shares the network with. The Latin character set of the packages' files is kept as it is.
// Cut files are cached by content in node_modules/.cache, so a rebuild does not cut them again.
// A style that asks Fraunces for another weight gets 650: tests/e2e/performance.spec.ts checks the
// weight of all text drawn in Fraunces.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import { projectRoot } from './paths';

/** A font ready to publish: its CSS family and font-weight descriptor, its package's file name, its bytes. */
export interface CutFont { family: string; weights: string; fileName: string; bytes: Buffer }

type WeightAxis = number | { min: number; max: number };

const FONTS: { family: string; file: string; wght: WeightAxis }[] = [
  { family: 'Inter Variable', file: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', wght: { min: 400, max: 700 } },
  { family: 'Fraunces', file: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2', wght: 650 },
];

/** The packages' "latin" subset (their unicode-range), so the cut files draw the same characters. */
const LATIN: [number, number][] = [[0x20, 0xff], [0x131, 0x131], [0x152, 0x153], [0x2bb, 0x2bc], [0x2c6, 0x2c6], [0x2da, 0x2da],
  [0x2dc, 0x2dc], [0x304, 0x304], [0x308, 0x308], [0x329, 0x329], [0x2000, 0x206f], [0x20ac, 0x20ac], [0x2122, 0x2122],
  [0x2191, 0x2191], [0x2193, 0x2193], [0x2212, 0x2212], [0x2215, 0x2215], [0xfeff, 0xfeff], [0xfffd, 0xfffd]];
const LATIN_TEXT = LATIN.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('');

/** The CSS font-weight descriptor of a cut file: its range, or its one weight. */
const weightsOf = (wght: WeightAxis) => (typeof wght === 'number' ? String(wght) : `${wght.min} ${wght.max}`);

/** Each font cut to the weights and characters above (from the cache when it was cut before). */
export async function cutFonts(cacheDir: string): Promise<CutFont[]> {
  await mkdir(cacheDir, { recursive: true });
  return Promise.all(FONTS.map(async ({ family, file, wght }) => {
    const source = await readFile(path.join(projectRoot, 'node_modules', file));
    const key = createHash('sha256').update(source).update(JSON.stringify(wght)).digest('hex').slice(0, 16);
    const cached = path.join(cacheDir, `font-${key}.woff2`);
    const bytes = await readFile(cached).catch(async () => {
      const cut = await subsetFont(source, LATIN_TEXT, { targetFormat: 'woff2', variationAxes: { wght } });
      await writeFile(cached, cut);
      return cut;
    });
    return { family, weights: weightsOf(wght), fileName: path.basename(file), bytes };
  }));
}
