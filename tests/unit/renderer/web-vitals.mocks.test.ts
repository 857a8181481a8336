import { afterEach, describe, expect, it, vi } from 'vitest';
import { rate, report, reportFirstInputDelay, THRESHOLDS, warnOnce } from '../../../src/renderer/web-vitals';
import { track } from '../../../src/ui/analytics';

vi.mock('../../../src/ui/analytics', () => ({ track: vi.fn() })); // what would be sent, with consent

describe("rate: the spec's page-speed ratings (section 9)", () => {
  it.each([
    ['LCP', 0, 'good'],
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4000, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['FID', 100, 'good'],
    ['FID', 101, 'needs-improvement'],
    ['FID', 300, 'needs-improvement'],
    ['FID', 301, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 201, 'needs-improvement'],
    ['INP', 500, 'needs-improvement'],
    ['INP', 501, 'poor'],
    ['LOAD', 2000, 'good'],
    ['LOAD', 2001, 'needs-improvement'],
    ['LOAD', 4000, 'needs-improvement'],
    ['LOAD', 4001, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.11, 'needs-improvement'],
    ['CLS', 0.26, 'poor'],
    ['FCP', 1800, 'good'],
    ['FCP', 3001, 'poor'],
    ['TTFB', 800, 'good'],
    ['TTFB', 1000, 'needs-improvement'],
  ] as const)('%s %d ms is %s', (name, value, rating) => {
    expect(rate(name, value)).toBe(rating);
  });

  it("has the spec's thresholds for largest paint, first-interaction delay and load time; INP keeps its own", () => {
    expect(THRESHOLDS.LCP).toEqual([2500, 4000]);
    expect(THRESHOLDS.FID).toEqual([100, 300]);
    expect(THRESHOLDS.LOAD).toEqual([2000, 4000]);
    expect(THRESHOLDS.INP).toEqual([200, 500]);
  });
});

describe('report', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs LCP and CLS to the console, not the others', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(report({ name: 'LCP', value: 1234.4 })).toEqual({ name: 'LCP', value: 1234.4, rating: 'good' });
    report({ name: 'CLS', value: 0.0123 });
    report({ name: 'FCP', value: 900 });
    expect(log.mock.calls.map((c) => c[0])).toEqual([
      '[web-vitals] LCP: 1234 ms (good)',
      '[web-vitals] CLS: 0.012 (good)',
    ]);
  });

  it('warns only once when monitoring cannot be set up', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    warnOnce(new Error('no PerformanceObserver'));
    warnOnce(new Error('again'));
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('first-input delay', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(track).mockClear();
  });

  /** A PerformanceObserver that hands its callback the entries given, as the browser does once. */
  function fakeObserver(supported: string[]) {
    const observed: { type?: string; buffered?: boolean }[] = [];
    let callback: PerformanceObserverCallback | undefined;
    const disconnect = vi.fn();
    class FakeObserver {
      static supportedEntryTypes = supported;
      constructor(cb: PerformanceObserverCallback) {
        callback = cb;
      }
      observe(options: { type?: string; buffered?: boolean }) {
        observed.push(options);
      }
      disconnect = disconnect;
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const deliver = (entries: Partial<PerformanceEventTiming>[]) =>
      callback!({ getEntries: () => entries } as unknown as PerformanceObserverEntryList, {} as PerformanceObserver);
    return { observed, deliver, disconnect };
  }

  it("reports the delay of the first-input entry (processing start minus start) with the spec's rating, once", () => {
    const { observed, deliver, disconnect } = fakeObserver(['first-input', 'largest-contentful-paint']);
    reportFirstInputDelay();
    expect(observed).toEqual([{ type: 'first-input', buffered: true }]);
    deliver([{ name: 'pointerdown', startTime: 1000, processingStart: 1140 }]);
    expect(disconnect).toHaveBeenCalledTimes(1);
    expect(vi.mocked(track)).toHaveBeenCalledWith({
      name: 'web_vital',
      metric: 'FID',
      value: 140,
      rating: 'needs-improvement',
    });
  });

  it('measures nothing where the browser has no first-input entries', () => {
    const { observed } = fakeObserver(['largest-contentful-paint']);
    reportFirstInputDelay();
    expect(observed).toEqual([]);
    expect(vi.mocked(track)).not.toHaveBeenCalled();
  });
});
