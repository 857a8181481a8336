// `npm run bench` prints the fair build comparison (generator/tools/bench/main.ts): here on a small synthetic
// site and one round, into a report of its own. The figures are not judged, only present; with Hugo
// installed, its same-bytes site must really carry our bytes per page, or the comparison would not be
// like with like.
import { describe, expect, it } from 'vitest';
import { benchReport } from '../helpers/bench-report';
import { hugoVersion } from '../../generator/tools/bench/hugo';

const kb = (cell: string) => Number(/([\d.]+) KB/.exec(cell)![1]);

describe('build benchmark', () => {
  it("reports our build beside Hugo's same-shape and same-bytes sites, in rounds taking turns", () => {
    const text = benchReport(['--sizes', '60', '--rounds', '1', '--skip', 'serve,profile,save,publish'], 540_000);
    expect(text).toMatch(/\| 60 \| \d+ \| \d \| /); // the scaling row of the 60-town-page site
    expect(text).toContain('## This engine against Hugo (60 town pages, 1 rounds taking turns)');
    if (typeof hugoVersion() !== 'string') {
      expect(text).toContain('Not run: hugo is not installed (Debian: apt-get install -y hugo).');
      return;
    }
    const round =
      /\| 1 \| [\d.]+ → [\d.]+ \| [\d.]+ s \([\d.]+ s\) \| (made|kept) \| [\d.]+ s \([\d.]+ s\) \| [\d.]+ s \([\d.]+ s\) \| [\d.]+× \| [\d.]+× \|/.exec(
        text,
      );
    expect(round).not.toBeNull();
    // Bundles kept from an earlier build of the same code (the scaling build before): the cost of making them is told apart.
    expect(round![1]).toBe('kept');
    expect(text).toMatch(
      /The first build after a change to the engine's code makes both bundles afresh: [\d.]+ s .*With it, ours would take [\d.]+× \(same shape\) and [\d.]+× \(same bytes\)\./,
    );
    const cells = (row: string) =>
      text
        .split('\n')
        .find((l) => l.startsWith(`| ${row} |`))!
        .split('|')
        .slice(2, -1)
        .map((c) => c.trim());
    const [oursHtml, shapeHtml, bytesHtml] = cells('HTML');
    const [oursJson, , bytesJson] = cells('page.json');
    expect(kb(bytesHtml!)).toBeGreaterThan(kb(oursHtml!) * 0.9);
    expect(kb(bytesJson!)).toBeGreaterThan(kb(oursJson!) * 0.9);
    expect(kb(shapeHtml!)).toBeLessThan(kb(oursHtml!) / 4);
    expect(text).toMatch(
      /ours takes [\d.]+× Hugo's wall time on the site of the same shape and [\d.]+× on the site of the same bytes/,
    );
  }, 600_000);
});
