// Where things live, relative to the project root, and each site's own folders beside its site.json.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface SitePaths {
  siteFile: string;
  imagesDir: string;
  outDir: string;
  cacheDir: string;
}

/**
 * The folder of a site's pictures and logo: `images/` in the folder site.json names (`site.assets`,
 * relative to it), else in the `assets` folder beside it; a site without one of its own (a small
 * test fixture) uses the project's.
 */
export function imagesDirOf(siteFile: string): string {
  const siteDir = path.dirname(siteFile);
  const named = assetsSetting(siteFile);
  if (named) return path.resolve(siteDir, named, 'images');
  const beside = path.join(siteDir, 'assets/images');
  return existsSync(beside) ? beside : path.join(projectRoot, 'assets/images');
}

/** `site.assets` of a site file, read leniently: validation reports a broken file, not this. */
function assetsSetting(siteFile: string): string | undefined {
  try {
    const value = JSON.parse(readFileSync(siteFile, 'utf8'))?.site?.assets;
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Where builds keep what they can reuse: pictures, cut fonts, compressed scripts, the engine's bundles. */
export const CACHE_DIR = path.join(projectRoot, 'node_modules/.cache/site-assets');

export function sitePaths(
  siteFile = path.join(projectRoot, 'site.json'),
  outDir = path.join(projectRoot, 'dist'),
): SitePaths {
  return {
    siteFile,
    imagesDir: imagesDirOf(siteFile),
    outDir,
    cacheDir: CACHE_DIR,
  };
}

/** The block folders (src/blocks/<Type>/) holding `file`, in name order: the block types that have one. */
export function blockFoldersWith(file: string): string[] {
  const blocks = path.join(projectRoot, 'src/blocks');
  return readdirSync(blocks, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(blocks, entry.name, file)))
    .map((entry) => entry.name)
    .sort();
}
