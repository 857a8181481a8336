// What a built page costs the browser: the gzip size of its HTML and of every script it loads,
// split into the script requested before the load event (the entry) and the total after hydration
// (entry, app, web-vitals, and the code of the page's interactive blocks: the others keep the
// server's HTML on the first page, hydrate-blocks.ts). Read from dist/ and Vite's manifest; no browser.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ResolvedBlock } from '../../../src/page-data';
import { blocks } from '../../../src/blocks';
import { isInteractive } from '../../../src/blocks/definition';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export interface PageWeight {
  route: string;
  htmlGzip: number;
  pageDataGzip: number;
  jsBeforeLoadGzip: number;
  jsTotalGzip: number;
  chunks: number;
}

const gzipSize = (bytes: Buffer | string) => gzipSync(bytes, { level: 6 }).length;

export async function pageWeights(distDir: string, routes: string[]): Promise<PageWeight[]> {
  const manifest = JSON.parse(await readFile(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >;
  const sizes = new Map<string, number>();
  const sizeOf = async (file: string) => {
    if (!sizes.has(file)) sizes.set(file, gzipSize(await readFile(path.join(distDir, file))));
    return sizes.get(file)!;
  };
  /** A chunk and everything it imports statically. */
  const closure = (key: string, into = new Set<string>()) => {
    if (into.has(key)) return into;
    into.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, into);
    return into;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
  const appKey = manifest[entryKey].dynamicImports?.[0];
  const blockKey = (type: string) => `src/blocks/${type}/index.tsx`;
  const vitalsKey = Object.keys(manifest).find((k) => k.includes('web-vitals'));

  const out: PageWeight[] = [];
  for (const route of routes) {
    const dir = path.join(distDir, route);
    const html = await readFile(path.join(dir, 'index.html'), 'utf8');
    const embedded = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
    const data = JSON.parse(await readFile(path.join(dir, 'page.json'), 'utf8')) as { blocks: ResolvedBlock[] };
    const before = closure(entryKey);
    const all = new Set(before);
    for (const key of [
      appKey,
      vitalsKey,
      ...data.blocks.filter((b) => isInteractive(blocks, b)).map((b) => blockKey(b.block.type)),
    ])
      if (key && manifest[key]) closure(key, all);
    let jsBeforeLoadGzip = 0;
    let jsTotalGzip = 0;
    for (const key of before) jsBeforeLoadGzip += await sizeOf(manifest[key].file);
    for (const key of all) jsTotalGzip += await sizeOf(manifest[key].file);
    out.push({
      route: route === '' ? '/' : `/${route}`,
      htmlGzip: gzipSize(html),
      // With the data in the HTML it is part of the page; without, the browser fetches page.json after load.
      pageDataGzip: embedded ? gzipSize(embedded) : gzipSize(await readFile(path.join(dir, 'page.json'))),
      jsBeforeLoadGzip,
      jsTotalGzip,
      chunks: all.size,
    });
  }
  return out;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
