// `npm run check` reports every problem of a file in one run (issue 32, item 4): an empty business name
// (the schema's) and the phone "12345" (the check after it) together, each at its line, in words.
import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const folder = mkdtempSync(path.join(tmpdir(), 'check-every-problem-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('npm run check', () => {
  it('prints an empty name and the phone "12345" in one run', () => {
    const site = JSON.parse(readFileSync('site.json', 'utf8'));
    site.business.name = '';
    site.business.phone = '12345';
    const file = path.join(folder, 'site.json');
    writeFileSync(file, JSON.stringify(site, null, 2));
    const check = spawnSync(process.execPath, ['--import', 'tsx', 'generator/cli.ts', 'check', '--site', file], {
      encoding: 'utf8',
    });
    expect(check.status, check.stderr).toBe(1);
    const lines = check.stdout.split('\n').filter((line) => line.includes('  /'));
    expect(lines).toEqual([
      expect.stringMatching(/site\.json:\d+:\d+ {2}\/business\/name {2}\[E-TEXT-TOO-SHORT\] This is empty\./),
      expect.stringMatching(
        /site\.json:\d+:\d+ {2}\/business\/phone {2}\[E-PHONE-INVALID\] "12345" is not a valid phone number in the United States\./,
      ),
    ]);
    expect(check.stdout).toContain('2 problems in');
  });
});
