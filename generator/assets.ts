// Static assets outside the Vite bundle: self-hosted fonts (from npm font packages) and the favicon,
// copied under content-hashed names so they can be cached for a year.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { projectRoot } from './paths';
import type { DocumentAssets } from './document';

const FONTS = [
  { family: 'Inter Variable', file: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', weights: '100 900' },
  { family: 'Fraunces Variable', file: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2', weights: '100 900' },
];

async function copyHashed(from: string, outDir: string, folder: string): Promise<string> {
  const bytes = await readFile(from);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
  const name = path.basename(from).replace(/(\.[a-z0-9]+)$/, `.${hash}$1`);
  await mkdir(path.join(outDir, folder), { recursive: true });
  await writeFile(path.join(outDir, folder, name), bytes);
  return `/${folder}/${name}`;
}

export async function copyStaticAssets(outDir: string, imagesDir: string, script: string): Promise<DocumentAssets> {
  const fonts = await Promise.all(FONTS.map(async (f) => ({
    family: f.family, weights: f.weights, url: await copyHashed(path.join(projectRoot, 'node_modules', f.file), outDir, 'assets/fonts'),
  })));
  const favicon = await copyHashed(path.join(imagesDir, 'logo-mark.svg'), outDir, 'assets');
  return { script, fonts, favicon };
}
