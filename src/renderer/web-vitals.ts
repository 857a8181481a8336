// Page-speed monitoring (spec sections 7, 8, 9): LCP, CLS, INP, FCP and TTFB from the web-vitals
// library, plus the page's load time and first-input delay, each rated with the spec's thresholds. LCP and CLS are logged to
// the console; every metric goes to analytics as a web_vital event (sent only with consent). If
// monitoring cannot be set up, one console warning and nothing else.
import type { Metric } from 'web-vitals';
import { track } from '../ui/analytics';

export type Rating = 'good' | 'needs-improvement' | 'poor';
export type MetricName = 'LCP' | 'CLS' | 'FID' | 'INP' | 'FCP' | 'TTFB' | 'LOAD';

/**
 * [good up to, needs improvement up to]; above is poor. LCP, FID (the first-interaction delay) and
 * LOAD (load time) are the spec's; INP, FCP, TTFB and CLS, which the spec does not rate, use web.dev's.
 */
export const THRESHOLDS: Record<MetricName, readonly [number, number]> = {
  LCP: [2500, 4000],
  FID: [100, 300],
  INP: [200, 500],
  LOAD: [2000, 4000],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
  CLS: [0.1, 0.25],
};

export function rate(name: MetricName, value: number): Rating {
  const [good, fair] = THRESHOLDS[name];
  return value <= good ? 'good' : value <= fair ? 'needs-improvement' : 'poor';
}

export interface VitalReport {
  name: MetricName;
  value: number;
  rating: Rating;
}

export function report({ name, value }: { name: MetricName; value: number }): VitalReport {
  const rating = rate(name, value);
  if (name === 'LCP' || name === 'CLS')
    console.log(`[web-vitals] ${name}: ${name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`} (${rating})`);
  track({ name: 'web_vital', metric: name, value: name === 'CLS' ? value : Math.round(value), rating });
  return { name, value, rating };
}

let warned = false;
/** The spec's "performance monitoring cannot be set up": a single console warning. */
export function warnOnce(reason: unknown): void {
  if (warned) return;
  warned = true;
  console.warn('Performance monitoring could not be set up:', reason);
}

/** The page's load time (navigation start to the end of the load event), once it is known. */
function reportLoadTime(): void {
  const measure = () => {
    const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    if (nav && nav.loadEventEnd > 0) report({ name: 'LOAD', value: nav.loadEventEnd });
  };
  if (document.readyState === 'complete') setTimeout(measure, 0);
  else window.addEventListener('load', () => setTimeout(measure, 0), { once: true });
}

/**
 * The spec's first-interaction delay: from the visitor's first input to when its handlers could start
 * (the browser's `first-input` entry; web-vitals no longer measures it). Browsers without it report none.
 */
export function reportFirstInputDelay(): void {
  if (!PerformanceObserver.supportedEntryTypes.includes('first-input')) return;
  const observer = new PerformanceObserver((list) => {
    const [entry] = list.getEntries() as PerformanceEventTiming[];
    if (!entry) return;
    observer.disconnect();
    report({ name: 'FID', value: entry.processingStart - entry.startTime });
  });
  observer.observe({ type: 'first-input', buffered: true });
}

export function startWebVitals(): void {
  try {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.length)
      throw new Error('this browser has no PerformanceObserver');
    reportLoadTime();
    reportFirstInputDelay();
  } catch (error) {
    warnOnce(error);
    return;
  }
  // The metrics are buffered by the browser, so loading the library after the page costs no data.
  import('web-vitals')
    .then(({ onLCP, onCLS, onINP, onFCP, onTTFB }) => {
      const send = (metric: Metric) => report({ name: metric.name as MetricName, value: metric.value });
      onLCP(send);
      onCLS(send);
      onINP(send);
      onFCP(send);
      onTTFB(send);
    })
    .catch(warnOnce);
}
