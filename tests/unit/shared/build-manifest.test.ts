// A build's manifest: written over every file, it matches the folder as written, and names the file
// when one is removed, altered (same size or not) or added; the quick check sees a missing folder,
// key file or sampled file by its size alone.
import { linkSync, mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  MANIFEST_FILE,
  bytesProblem,
  manifestProblem,
  quickProblem,
  readManifest,
  writeManifest,
} from '../../../shared/build-manifest';

function build(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'manifest-'));
  const files: Record<string, string> = {
    'index.html': '<h1>Home</h1>',
    '404.html': '<h1>Not found</h1>',
    'about/index.html': '<h1>About</h1>',
    'assets/app-1234abcd.js': 'console.log(1)',
    '.build.json': '{}',
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe('build manifest', () => {
  it('lists every file with its size and hash, and matches the folder it was written for', async () => {
    const dir = build();
    const manifest = await writeManifest(dir);
    expect(Object.keys(manifest.files)).toEqual([
      '.build.json',
      '404.html',
      'about/index.html',
      'assets/app-1234abcd.js',
      'index.html',
    ]);
    expect(manifest.files['index.html']).toEqual({ size: 13, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(await readManifest(dir)).toEqual(manifest);
    expect(await manifestProblem(dir)).toBeNull();
    expect(quickProblem(dir, manifest, ['about/index.html'])).toBeNull();
  });

  it('names a removed, altered or added file, and a missing manifest', async () => {
    const dir = build();
    const manifest = await writeManifest(dir);
    unlinkSync(path.join(dir, 'about/index.html'));
    expect(await manifestProblem(dir)).toBe('1 file is missing: about/index.html');
    expect(quickProblem(dir, manifest, ['about/index.html'])).toBe('about/index.html is missing');
    writeFileSync(path.join(dir, 'about/index.html'), '<h1>About</h1>');
    writeFileSync(path.join(dir, 'index.html'), '<h1>Hack</h1>'); // the same size: only the hash tells
    expect(await manifestProblem(dir)).toBe('1 file was changed after publishing: index.html');
    expect(quickProblem(dir, manifest)).toBeNull(); // the quick check compares sizes only
    writeFileSync(path.join(dir, 'index.html'), '<h1>Home</h1>');
    writeFileSync(path.join(dir, 'extra.html'), 'x');
    expect(await manifestProblem(dir)).toBe('1 file is not in its manifest: extra.html');
    unlinkSync(path.join(dir, 'extra.html'));
    writeFileSync(path.join(dir, '404.html'), 'much longer than it was');
    expect(quickProblem(dir, manifest)).toMatch(/^404\.html changed size/);
    unlinkSync(path.join(dir, MANIFEST_FILE));
    expect(await manifestProblem(dir)).toMatch(/^it has no \.manifest\.json/);
    expect(quickProblem(dir, manifest)).toBe('its .manifest.json is gone');
    rmSync(dir, { recursive: true });
    expect(await manifestProblem(dir)).toBe('its folder is gone');
    expect(quickProblem(dir, manifest)).toBe('its folder is gone');
  });

  it('tells bytes read from a file from its published ones: appended, the same size with one byte changed, or unlisted', async () => {
    const dir = build();
    const manifest = await writeManifest(dir);
    expect(bytesProblem(manifest, 'index.html', Buffer.from('<h1>Home</h1>'))).toBeNull();
    expect(bytesProblem(manifest, 'index.html', Buffer.from('<h1>Home</h1>x'))).toBe(
      'index.html changed size (14 bytes, 13 when published)',
    );
    expect(bytesProblem(manifest, 'index.html', Buffer.from('<h1>Hone</h1>'))).toBe(
      'index.html was changed after publishing (same size, other bytes)',
    );
    expect(bytesProblem(manifest, 'extra.html', Buffer.from('x'))).toBe('extra.html is not in its manifest');
    rmSync(dir, { recursive: true });
  });

  it("takes a file shared with an earlier build (a hard link) from that build's manifest, so a shared file changed since still fails the check", async () => {
    const earlier = build();
    const earlierManifest = await writeManifest(earlier);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'manifest-'));
    mkdirSync(path.join(dir, 'about'));
    linkSync(path.join(earlier, 'about/index.html'), path.join(dir, 'about/index.html'));
    writeFileSync(path.join(dir, 'index.html'), '<h1>Home, new</h1>');
    const manifest = await writeManifest(dir, earlier);
    expect(manifest.files['about/index.html']).toEqual(earlierManifest.files['about/index.html']);
    expect(await manifestProblem(dir)).toBeNull();

    // Changed in place, same size: the shared file keeps the hash it was published with, and the check reads it.
    writeFileSync(path.join(earlier, 'about/index.html'), '<h1>Abut!</h1>');
    await writeManifest(dir, earlier);
    expect(await manifestProblem(dir)).toBe('1 file was changed after publishing: about/index.html');
    rmSync(dir, { recursive: true });
    rmSync(earlier, { recursive: true });
  });
});
