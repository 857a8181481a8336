import { afterEach, describe, expect, it, vi } from 'vitest';
import { rate, report, THRESHOLDS, warnOnce } from '../../../src/renderer/web-vitals';

describe('rate: the spec\'s page-speed ratings (section 9)', () => {
  it.each([
    ['LCP', 0, 'good'], ['LCP', 2500, 'good'], ['LCP', 2501, 'needs-improvement'], ['LCP', 4000, 'needs-improvement'], ['LCP', 4001, 'poor'],
    ['INP', 100, 'good'], ['INP', 101, 'needs-improvement'], ['INP', 300, 'needs-improvement'], ['INP', 301, 'poor'],
    ['LOAD', 2000, 'good'], ['LOAD', 2001, 'needs-improvement'], ['LOAD', 4000, 'needs-improvement'], ['LOAD', 4001, 'poor'],
    ['CLS', 0.1, 'good'], ['CLS', 0.11, 'needs-improvement'], ['CLS', 0.26, 'poor'],
    ['FCP', 1800, 'good'], ['FCP', 3001, 'poor'], ['TTFB', 800, 'good'], ['TTFB', 1000, 'needs-improvement'],
  ] as const)('%s %d ms is %s', (name, value, rating) => {
    expect(rate(name, value)).toBe(rating);
  });

  it('has the spec\'s thresholds for largest paint, interaction delay and load time', () => {
    expect(THRESHOLDS.LCP).toEqual([2500, 4000]);
    expect(THRESHOLDS.INP).toEqual([100, 300]);
    expect(THRESHOLDS.LOAD).toEqual([2000, 4000]);
  });
});

describe('report', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs LCP and CLS to the console, not the others', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(report({ name: 'LCP', value: 1234.4 })).toEqual({ name: 'LCP', value: 1234.4, rating: 'good' });
    report({ name: 'CLS', value: 0.0123 });
    report({ name: 'FCP', value: 900 });
    expect(log.mock.calls.map((c) => c[0])).toEqual(['[web-vitals] LCP: 1234 ms (good)', '[web-vitals] CLS: 0.012 (good)']);
  });

  it('warns only once when monitoring cannot be set up', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    warnOnce(new Error('no PerformanceObserver'));
    warnOnce(new Error('again'));
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
