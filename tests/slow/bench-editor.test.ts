// `npm run bench` reports a save in the editor and the publishes of a small and a large change
// (generator/tools/bench/main.ts, its editor sections): here with 3 saves and one round of publishes of
// the default site. The figures are not judged, only present and drawn from runs that did what they say.
import { describe, expect, it } from 'vitest';
import { benchReport } from '../helpers/bench-report';

describe("the benchmark's editor sections", () => {
  it('reports the saves and the publishes of the default site', () => {
    const text = benchReport(
      ['--sizes', '60', '--rounds', '1', '--saves', '3', '--skip', 'profile,hugo,serve'],
      840_000,
    );
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
  }, 900_000);
});
