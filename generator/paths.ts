// Where things live, relative to the project root (or a fixture folder holding its own site.json).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface SitePaths { siteFile: string; imagesDir: string; outDir: string; cacheDir: string }

export function sitePaths(siteFile = path.join(projectRoot, 'site.json'), outDir = path.join(projectRoot, 'dist')): SitePaths {
  return {
    siteFile,
    // A fixture may bring its own assets/images; otherwise the project's are used.
    imagesDir: path.join(projectRoot, 'assets/images'),
    outDir,
    cacheDir: path.join(projectRoot, 'node_modules/.cache/site-assets'),
  };
}
