// `npm run bench` reports a save in the editor and the publishes of a small and a large change
// (generator/tools/bench/main.ts, its editor sections): here with 3 saves and one round of publishes of
// the default site. The figures are not judged, only present and drawn from runs that did what they say.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

describe("the benchmark's editor sections", () => {
  it('reports the saves and the publishes of the default site', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-editor-'));
    try {
      const report = path.join(dir, 'bench.md');
      // node itself, not the npx/tsx wrappers: the timeout's signal reaches the benchmark.
      const run = spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          'generator/tools/bench/main.ts',
          ...['--sizes', '60', '--rounds', '1', '--saves', '3', '--skip', 'profile,hugo,serve', '--report', report],
        ],
        { encoding: 'utf8', timeout: 840_000 },
      );
      expect(run.status, run.stderr).toBe(0);
      const text = readFileSync(report, 'utf8');
      expect(text).toContain('## A save in the editor (3 one-field saves, click → "Saved." shown, Chromium)');
      expect(text).toMatch(/Median [\d.]+ s, slowest [\d.]+ s .*Each save: [\d.]+, [\d.]+, [\d.]+ s\./);
      expect(text).toContain('## Publishing a small change (the default site)');
      const row = (name: string) => text.split('\n').find((l) => l.startsWith(`| ${name} |`));
      // One paragraph renders one page; a phone change and a full build render every page.
      const [, rendered] =
        /\| one paragraph on one town page \| [\d.]+ s \| (\d+) \|/.exec(row('one paragraph on one town page') ?? '') ??
        [];
      expect(Number(rendered)).toBe(1);
      const routes = Number(/\| first publish \(worker started, every page\) \| [\d.]+ s \| (\d+) \|/.exec(text)?.[1]);
      expect(routes).toBeGreaterThan(50);
      expect(row('phone number (every page)')).toMatch(new RegExp(`\\| [\\d.]+ s \\| ${routes} \\|$`));
      expect(row('full build, nothing reused')).toMatch(new RegExp(`\\| [\\d.]+ s \\| ${routes} \\|$`));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 900_000);
});
