// Web vitals with the spec's ratings (section 9); LCP and CLS are logged to the console, every
// metric goes to analytics when allowed. If monitoring cannot be set up, warn once.
import type { Metric } from 'web-vitals';
import { track } from './analytics';

type Rating = 'good' | 'needs-improvement' | 'poor';

/** Spec thresholds: LCP good ≤ 2500 ms, needs improvement ≤ 4000 ms; interaction delay 100 / 300 ms. */
export const thresholds: Record<string, [number, number]> = {
  LCP: [2500, 4000], INP: [100, 300], FID: [100, 300], FCP: [1800, 3000], TTFB: [800, 1800], CLS: [0.1, 0.25],
};

export function rate(name: string, value: number): Rating {
  const [good, fair] = thresholds[name] ?? [Infinity, Infinity];
  return value <= good ? 'good' : value <= fair ? 'needs-improvement' : 'poor';
}

function report(metric: Metric) {
  const rating = rate(metric.name, metric.value);
  if (metric.name === 'LCP' || metric.name === 'CLS') console.log(`[web-vitals] ${metric.name}: ${metric.value.toFixed(metric.name === 'CLS' ? 3 : 0)} (${rating})`);
  track({ name: 'web_vital', metric: metric.name, value: metric.value, rating });
}

export function startWebVitals(): void {
  import('web-vitals').then(({ onLCP, onCLS, onINP, onFCP, onTTFB }) => {
    onLCP(report); onCLS(report); onINP(report); onFCP(report); onTTFB(report);
  }).catch((error) => console.warn('Performance monitoring could not be set up:', error));
}
