// `npm run edit -- --site other/site.json` (and SITE=) open that site; a site file that is not there
// is said in words and the editor exits 1, rather than opening the default site.
import { mkdtemp, copyFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, runEditor } from '../../helpers/editor-server';

let dir: string;
let siteFile: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'site-flag-'));
  siteFile = path.join(dir, 'site.json');
  await copyFile('tests/fixtures/minimal/site.json', siteFile);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('npm run edit --site', () => {
  it('opens the site file --site names, before SITE', async () => {
    const { child, ready } = runEditor(
      { EDITOR_PORT: String(await freePort()), SITE: 'site.json', EDITOR_VERSIONS_DIR: path.join(dir, 'versions') },
      ['--site', siteFile],
    );
    const { code, output } = await ready;
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
    expect(code, output).toBeNull();
    expect(output).toContain(`editing ${path.relative(process.cwd(), siteFile)}`);
  }, 120_000); // the first start after a change of the editor's app builds it

  it.each([
    ['--site', ['--site', 'nowhere/site.json'], {}, 'There is no site file at'],
    ['SITE', [], { SITE: 'nowhere/site.json' }, 'There is no site file at'],
    ['--site with no file', ['--site'], {}, 'Name the site file after --site'],
  ])('stops with words and exit code 1 for a missing file named by %s', async (_name, args, env, words) => {
    const { ready } = runEditor({ EDITOR_PORT: String(await freePort()), ...env }, args);
    const { code, output } = await ready;
    expect(code).toBe(1);
    expect(output).toContain(words);
  });
});
