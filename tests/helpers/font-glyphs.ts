// The characters a font file has glyphs for, read from the file itself (its cmap, through harfbuzz):
// what a test of the cut fonts checks against, rather than the list of characters asked for.
import * as hb from 'harfbuzzjs';
import fontverter from 'fontverter';

export async function fontCharacters(woff2: Buffer): Promise<Set<string>> {
  const sfnt = await fontverter.convert(woff2, 'truetype');
  const face = new hb.Face(new hb.Blob(sfnt));
  return new Set([...face.collectUnicodes()].map((point) => String.fromCodePoint(point)));
}
