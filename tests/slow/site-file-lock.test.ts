// Saving site.json is one step per file, across processes: a save waits for a lock another process holds,
// takes over one left by a process that died (kill -9) once it is stale, and of two saves from one
// version exactly one is written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../generator/paths';
import { SiteFile } from '../../editor/server/site-file';
import { STALE_MS } from '../../editor/server/one-writer';

let dir: string;
let site: SiteFile;
const imagesDir = path.join(projectRoot, 'assets/images');

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'site-file-lock-'));
  await copyFile(path.join(projectRoot, 'site.json'), path.join(dir, 'site.json'));
  site = new SiteFile(path.join(dir, 'site.json'), path.join(dir, 'versions'), imagesDir);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Another process that takes the lock on site.json, holds it `holdMs` (or until killed), then lets go. */
async function lockHolder(holdMs: number) {
  const script = `const lockfile = require('proper-lockfile');
    const release = lockfile.lockSync(process.argv[1]); console.log('locked');
    setTimeout(() => { release(); process.exit(0); }, Number(process.argv[2]));`;
  const child = spawn(process.execPath, ['-e', script, path.join(dir, 'site.json'), String(holdMs)], {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) =>
    child.stdout!.on('data', (d) => {
      if (String(d).includes('locked')) resolve();
    }),
  );
  return child;
}

async function renamed(name: string) {
  const { text, hash } = await site.read();
  const model = JSON.parse(text);
  model.business.name = name;
  return { model, hash };
}

describe('saving site.json, one writer at a time', () => {
  it('waits while another process holds the lock, then saves', async () => {
    const holder = await lockHolder(1500);
    const started = Date.now();
    const { model, hash } = await renamed('Held Lock Landscaping');
    const saved = await site.save(model, hash);
    expect(saved.ok).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(holder.exitCode).toBe(0);
    expect(JSON.parse(await readFile(site.file, 'utf8')).business.name).toBe('Held Lock Landscaping');
  });

  it(
    'takes over the lock of an editor that was killed (kill -9) once it is stale, and saves',
    async () => {
      const holder = await lockHolder(600_000);
      holder.kill('SIGKILL');
      await new Promise((resolve) => holder.once('exit', resolve));
      expect((await stat(`${site.file}.lock`)).isDirectory()).toBe(true); // left behind
      const started = Date.now();
      const { model, hash } = await renamed('After The Crash Landscaping');
      const saved = await site.save(model, hash);
      expect(saved.ok).toBe(true);
      expect(Date.now() - started).toBeGreaterThan(STALE_MS - 2000); // it did wait for the lock to go stale
      expect(Date.now() - started).toBeLessThan(STALE_MS + 5000);
      expect(JSON.parse(await readFile(site.file, 'utf8')).business.name).toBe('After The Crash Landscaping');
      await expect(stat(`${site.file}.lock`)).rejects.toThrow(); // released after the save
    },
    STALE_MS + 20_000,
  );

  it('of two saves from one version (two editors in one process), writes exactly one; the other gets the difference', async () => {
    const other = new SiteFile(site.file, path.join(dir, 'versions'), imagesDir);
    const a = await renamed('First Tab Landscaping');
    const b = await renamed('Second Tab Landscaping');
    const results = await Promise.all([site.save(a.model, a.hash), other.save(b.model, b.hash)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const lost = results.find((r) => !r.ok)!;
    expect(lost).toMatchObject({ ok: false, reason: 'conflict' });
    const text = await readFile(site.file, 'utf8');
    const winner = results[0].ok ? 'First Tab Landscaping' : 'Second Tab Landscaping';
    expect(JSON.parse(text).business.name).toBe(winner);
    expect(lost.ok === false && lost.reason === 'conflict' && lost.difference).toContain(winner);
  });
});
