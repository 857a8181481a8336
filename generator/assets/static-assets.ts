// Static assets outside the Vite bundle: the self-hosted fonts (fonts.ts) and the favicon (logo.ts),
// under content-hashed names so they can be cached for a year.
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { charactersBeyondAscii, cutFonts, unicodeRange, type FontFileKind } from './fonts';
import type { SitePaths } from '../paths';
import type { SiteModel } from '../../schema/generated/site';
import { favicon } from './logo';
import { siteLabels } from '../../shared/site/labels';

export interface DocumentAssets {
  script: string;
  /**
   * Font files to declare, e.g. { family: 'Inter Variable', url, weights: '400 700', unicodeRange: 'U+20-7E,...', kind: 'main' }:
   * `main` files are preloaded by every page, `shown` ones by the pages showing one of their `characters`,
   * `typed` ones (what a visitor may type into the form) by none (fonts.ts).
   */
  fonts: {
    family: string;
    url: string;
    weights: string;
    unicodeRange: string;
    kind: FontFileKind;
    characters?: string;
  }[];
  favicon: string;
}

async function writeHashed(bytes: Buffer, fileName: string, outDir: string, folder: string): Promise<string> {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
  const name = fileName.replace(/(\.[a-z0-9]+)$/, `.${hash}$1`);
  await mkdir(path.join(outDir, folder), { recursive: true });
  await writeFile(path.join(outDir, folder, name), bytes);
  return `/${folder}/${name}`;
}

/**
 * `shown`: the characters beyond ASCII the fonts must keep: for a build, those the site shows
 * (charactersShown); the dev preview keeps the packages' whole Latin set.
 */
export async function copyStaticAssets(
  { outDir, imagesDir, cacheDir }: Omit<SitePaths, 'siteFile'>,
  script: string,
  shown: string,
  model: SiteModel,
): Promise<DocumentAssets> {
  const fonts = await Promise.all(
    (await cutFonts(cacheDir, shown, model.theme.fonts)).map(
      async ({ family, weights, fileName, characters, kind, bytes }) => ({
        family,
        weights,
        url: await writeHashed(bytes, fileName, outDir, 'assets/fonts'),
        unicodeRange: unicodeRange(characters),
        kind,
        ...(kind === 'shown' ? { characters } : {}),
      }),
    ),
  );
  const icon = await favicon(model, imagesDir);
  return { script, fonts, favicon: await writeHashed(icon.bytes, icon.fileName, outDir, 'assets') };
}

/**
 * The characters beyond ASCII the site shows: in its data with its labels (defaults included, e.g. ©),
 * or in its browser code (`code`). The code draws no words of its own (they all come from site.json),
 * so of its characters only punctuation, symbols and Latin letters count: the letters of other scripts
 * in it are in libraries' patterns (libphonenumber's "доб"), never on a page.
 */
export const charactersShown = (model: SiteModel, code: string[]): string =>
  charactersBeyondAscii(
    JSON.stringify(model),
    JSON.stringify(siteLabels(model)),
    charactersBeyondAscii(...code).replace(/[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/gu, ''),
  );
