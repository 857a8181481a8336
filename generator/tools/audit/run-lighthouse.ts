// Lighthouse with its default (mobile, simulated throttling) settings in Debian's Chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface Scores {
  /** 0–100 per category. */
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  /** First and Largest Contentful Paint and Total Blocking Time in ms; Cumulative Layout Shift unitless. */
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
}

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-extensions',
];

export async function launchChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags,
    logLevel: 'silent',
  });
}

export async function audit(url: string, port: number): Promise<Scores> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
  const { categories: cats, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${runtimeError.message}`);
  const score = (id: string) => Math.round((cats[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbt: value('total-blocking-time'),
  };
}

/** Per value, the median of several runs (Lighthouse scores vary from run to run). */
export function median(runs: Scores[]): Scores {
  const mid = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const m = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[m] : (sorted[m - 1] + sorted[m]) / 2;
  };
  return Object.fromEntries(
    Object.keys(runs[0]).map((key) => [key, mid(runs.map((r) => r[key as keyof Scores]))]),
  ) as unknown as Scores;
}
