// The audit as a markdown table: four category scores, FCP and three Core Web Vitals per page.
import type { AuditPage } from './pick-pages';
import type { Scores } from './run-lighthouse';

export interface Row {
  page: AuditPage;
  scores?: Scores;
  error?: string;
}

const ms = (n: number) => (Number.isFinite(n) ? `${(n / 1000).toFixed(2)} s` : '–');
const tbt = (n: number) => (Number.isFinite(n) ? `${Math.round(n)} ms` : '–');
const cls = (n: number) => (Number.isFinite(n) ? n.toFixed(3) : '–');

export function markdownTable(rows: Row[], runs: number, date = new Date()): string {
  const head = [
    `# Lighthouse audit`,
    '',
    `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC · Lighthouse defaults (mobile, simulated throttling) · ${runs === 1 ? 'one run per page' : `median of ${runs} runs per page`}.`,
    "Scores are 0–100. FCP good ≤ 1.8 s, LCP good ≤ 2.5 s, CLS good ≤ 0.1, TBT good ≤ 200 ms; this project's budgets: FCP ≤ 1.0 s, LCP ≤ 1.5 s, CLS ≤ 0.01, TBT ≤ 60 ms. This report never fails a build.",
    '',
    '| Page | Path | Performance | Accessibility | Best practices | SEO | FCP | LCP | CLS | TBT |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const body = rows.map(({ page, scores: s, error }) =>
    s
      ? `| ${page.label} | \`${page.path}\` | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${ms(s.fcp)} | ${ms(s.lcp)} | ${cls(s.cls)} | ${tbt(s.tbt)} |`
      : `| ${page.label} | \`${page.path}\` | failed: ${error?.replace(/\|/g, '/')} | | | | | | | |`,
  );
  return [...head, ...body, ''].join('\n');
}
