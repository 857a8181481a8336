// Issue 33, item 1: one visitor's large photos must not take the server's memory. Five progressive
// JPEGs (smooth gradients: about a megabyte each, hundreds of megabytes to decode) are posted at
// once to the compiled server as `npm run serve` starts it, three rounds, and its resident memory is
// read from /proc: the peak rise (VmHWM over the start) and what it keeps once the answers are sent.
// Before the fix (sharp's defaults, no decode queue, glibc's arenas) 5 × 7740² took the server from
// 114 MB to 1,980 MB and it kept all of it; after three rounds it had peaked 3,289 MB over its start and
// kept 2,619 MB. Now 7740² is over the pixel limit (400, in words, never decoded: +24 MB at most), and
// 5 × 8192 × 6144 (the largest 50 MP phone photo) are all stored, one decode at a time: peak +359 MB,
// kept +70 MB after three rounds.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../shared/site/languages/en';
import { progressiveJpeg } from '../helpers/big-photos';
import { spawnServer, type ChildServer } from '../integration/helpers/child-server';
import { photoFormDist, postPhoto } from '../integration/helpers/photo-form';

const ROOT = process.cwd();
const work = mkdtempSync(path.join(tmpdir(), 'photo-memory-'));
const app = path.join(work, 'app');
const distDir = photoFormDist();

/** Bounds, in MB, this test holds the server to (measured on this machine: see the file's head). */
const MAX_PEAK_RISE_MB = 500;
const MAX_KEPT_RISE_MB = 150;

type Answer = { message?: string; errors?: { field: string | null; message: string }[] };

const memoryOf = (id: number) => {
  const status = readFileSync(`/proc/${id}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)![1]);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
};

/** The member of the server's process group whose command line runs the compiled server. */
function serverPid(group: number): number {
  const pids = execFileSync('pgrep', ['-g', String(group)], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map(Number);
  const found = pids.find((id) => readFileSync(`/proc/${id}/cmdline`, 'utf8').includes('server/main.js'));
  if (!found) throw new Error(`no process of group ${group} runs server/main.js`);
  return found;
}

beforeAll(() => {
  execFileSync(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    ['generator/compile-server.ts', '--out', path.join(app, 'server-build')],
    { cwd: ROOT, stdio: 'ignore' },
  );
  cpSync(path.join(ROOT, 'package.json'), path.join(app, 'package.json'));
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(app, 'node_modules'));
}, 120_000);

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
  rmSync(distDir, { recursive: true, force: true });
});

/** A fresh server as `npm run serve` starts it, warmed (sharp loaded, one photo stored); stopped after `measure`. */
async function withServer<T>(measure: (server: ChildServer, pid: number) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(path.join(work, 'data-'));
  const server = await spawnServer({ DATA_DIR: dataDir, DIST_DIR: distDir }, 30_000, {
    command: ['npm', 'run', '--silent', 'serve'],
    cwd: app,
  });
  try {
    expect((await postPhoto(server.baseUrl, await progressiveJpeg(1200, 900))).status).toBe(200);
    return await measure(server, serverPid(server.proc.pid!));
  } finally {
    server.killGroup('SIGKILL');
    await server.exited;
  }
}

/** Posts `photo` five times at once, three rounds; the statuses and the memory rise of each round. */
async function fiveAtOnce(server: ChildServer, pid: number, photo: Buffer) {
  const start = memoryOf(pid).rssMb;
  const rounds: { statuses: number[]; bodies: Answer[]; peakRiseMb: number; keptRiseMb: number }[] = [];
  for (let round = 0; round < 3; round++) {
    const answers = await Promise.all(Array.from({ length: 5 }, () => postPhoto(server.baseUrl, photo)));
    const bodies = (await Promise.all(answers.map((a) => a.json()))) as Answer[];
    await new Promise((resolve) => setTimeout(resolve, 2_000)); // what the allocator gives back, it has by now
    const { rssMb, peakMb } = memoryOf(pid);
    rounds.push({
      statuses: answers.map((a) => a.status),
      bodies,
      peakRiseMb: Math.round(peakMb - start),
      keptRiseMb: Math.round(rssMb - start),
    });
  }
  console.log(
    `photo memory: start ${Math.round(start)} MB; ${rounds.map((r, i) => `round ${i + 1}: ${r.statuses.join(',')} peak +${r.peakRiseMb} MB, kept +${r.keptRiseMb} MB`).join('; ')}`,
  );
  return rounds;
}

describe('five large photos at once (npm run serve)', () => {
  it('runs the server with an allocator that gives memory back (MALLOC_ARENA_MAX, or jemalloc)', async () => {
    const environ = await withServer(async (_server, pid) => readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0'));
    expect(environ.some((v) => v === 'MALLOC_ARENA_MAX=2' || /^LD_PRELOAD=.*libjemalloc/.test(v))).toBe(true);
  }, 60_000);

  it('refuses 7740 × 7740 pixels in words, without decoding them', async () => {
    const photo = await progressiveJpeg(7740, 7740);
    const rounds = await withServer((server, pid) => fiveAtOnce(server, pid, photo));
    for (const round of rounds) {
      expect(round.statuses).toEqual([400, 400, 400, 400, 400]);
      for (const body of round.bodies)
        expect(body.errors).toEqual([
          { field: 'photo', message: en.server.photoTooManyPixels.replace('{megapixels}', '50') },
        ]);
      expect(round.peakRiseMb).toBeLessThan(100);
    }
  }, 180_000);

  it('stores five 50 MP photos (8192 × 6144) within the memory budget, round after round', async () => {
    const photo = await progressiveJpeg(8192, 6144);
    const rounds = await withServer((server, pid) => fiveAtOnce(server, pid, photo));
    for (const round of rounds) {
      expect(round.statuses).toEqual([200, 200, 200, 200, 200]);
      expect(round.peakRiseMb).toBeLessThan(MAX_PEAK_RISE_MB);
      expect(round.keptRiseMb).toBeLessThan(MAX_KEPT_RISE_MB);
    }
  }, 240_000);
});
