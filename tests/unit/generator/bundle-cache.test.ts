// The engine's bundles are kept by a hash of their sources (generator/render/bundle-cache.ts): bundled once
// for unchanged code, again after any change, one kept when builds race, and only the latest few.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cachedBundle as cachedIn, engineSources } from '../../../generator/render/bundle-cache';

/** The bundle `kind` of the engine at `at`, as a build asks for it: its sources read, then the cache. */
const cached = async (cacheDir: string, kind: string[], bundle: (dir: string) => Promise<void>, at: string) =>
  cachedIn(cacheDir, kind, await engineSources(at), bundle);
/** The folder of the kept bundle. */
const cachedBundle = async (...args: Parameters<typeof cached>) => (await cached(...args)).dir;

let root: string;
let cacheDir: string;
/** Bundles made: each writes the engine's src/app.ts into the folder it is given. */
let made: number;
const make = async (dir: string) => {
  made++;
  mkdirSync(dir, { recursive: true });
  await new Promise((resolve) => setTimeout(resolve, 20)); // as long as a few file writes: lets racing builds overlap
  writeFileSync(path.join(dir, 'app.js'), readFileSync(path.join(root, 'src/app.ts')));
};

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'bundle-cache-'));
  cacheDir = path.join(root, 'cache');
  for (const dir of ['src', 'shared', 'generator', 'schema']) mkdirSync(path.join(root, dir));
  for (const file of ['vite.config.ts', 'tsconfig.json', 'package-lock.json', 'package.json'])
    writeFileSync(path.join(root, file), '{}');
  writeFileSync(path.join(root, 'src/app.ts'), 'export const version = 1;');
  made = 0;
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('cachedBundle', () => {
  it('bundles unchanged sources once, and again after a change to any of them', async () => {
    const first = await cached(cacheDir, ['client'], make, root);
    expect(first.made).toBe(true);
    expect(await cached(cacheDir, ['client'], make, root)).toEqual({ dir: first.dir, made: false });
    expect(made).toBe(1);
    writeFileSync(path.join(root, 'src/app.ts'), 'export const version = 2;');
    const second = await cachedBundle(cacheDir, ['client'], make, root);
    expect(second).not.toBe(first.dir);
    expect(readFileSync(path.join(second, 'app.js'), 'utf8')).toBe('export const version = 2;');
    writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion":3}'); // another package installed
    expect(await cachedBundle(cacheDir, ['client'], make, root)).not.toBe(second);
    expect(made).toBe(3);
  });

  it("bundles a copy of the engine in another folder again (class names come from each file's path)", async () => {
    const here = await cachedBundle(cacheDir, ['renderer'], make, root);
    const copy = mkdtempSync(path.join(os.tmpdir(), 'bundle-cache-copy-'));
    try {
      cpSync(root, copy, { recursive: true, filter: (from) => !from.startsWith(cacheDir) });
      expect(await cachedBundle(cacheDir, ['renderer'], make, copy)).not.toBe(here);
      expect(made).toBe(2);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('keeps a bundle per kind (the browser bundle: per set of blocks)', async () => {
    const hero = await cachedBundle(cacheDir, ['client', 'Hero'], make, root);
    expect(await cachedBundle(cacheDir, ['client', 'Hero', 'Faq'], make, root)).not.toBe(hero);
    expect(await cachedBundle(cacheDir, ['renderer'], make, root)).not.toBe(hero);
    expect(made).toBe(3);
  });

  it('keeps one bundle when builds race, and no half-made folder', async () => {
    const dirs = await Promise.all([1, 2, 3].map(() => cachedBundle(cacheDir, ['renderer'], make, root)));
    expect(new Set(dirs).size).toBe(1);
    expect(readdirSync(cacheDir)).toEqual([path.basename(dirs[0]!)]);
  });

  it('keeps the 8 most recently used bundles', async () => {
    const first = await cachedBundle(cacheDir, ['client', 'first'], make, root);
    const others: string[] = [];
    for (let i = 0; i < 8; i++) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      others.push(await cachedBundle(cacheDir, ['client', String(i)], make, root));
      if (i === 3) await cachedBundle(cacheDir, ['client', 'first'], make, root); // used again: kept
    }
    const kept = readdirSync(cacheDir);
    expect(kept).toHaveLength(8);
    expect(kept).toContain(path.basename(first));
    expect(kept).not.toContain(path.basename(others[0]!)); // the least recently used
    expect(made).toBe(9);
  });
});
