// The doctor's report: findings grouped by page (a finding repeated on many pages, such as one in
// the footer, is printed once with the list of pages), then the near-duplicate scores and a summary.
import type { LoadedSite } from '../model/loaded-site';
import { formatProblem } from '../errors/problem';
import type { Route } from '../model/route';
import type { TemplateScore } from './near-duplicates';
import type { Finding } from './types';

type Site = Pick<LoadedSite, 'file' | 'positions'>;

export function formatReport(
  findings: Finding[],
  site: Site,
  routes: Route[],
  scores: TemplateScore[],
  limit: number,
): string[] {
  const lines: string[] = [];
  const grouped = groups(findings, routes);
  for (const [heading, group] of grouped) {
    lines.push(heading);
    for (const f of group.sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1))) {
      // The hint, then what only someone editing the files by hand needs (words.ts `byHand`).
      const hint = f.byHand ? `${f.hint} ${f.byHand}`.trim() : f.hint;
      const text =
        f.pointer === undefined
          ? `${site.file}  ${f.message} ${hint}`
          : formatProblem({ pointer: f.pointer, message: f.message, hint }, site);
      lines.push(`  ${f.severity.padEnd(8)} ${text}`);
    }
    lines.push('');
  }
  if (scores.length) {
    lines.push(`Near-duplicate town pages: the most similar pair of each template (error above ${pct(limit)}):`);
    for (const s of scores) {
      const pair = s.worst
        ? `${pct(s.worst.score).padStart(4)}  ${s.worst.a.route.path} ↔ ${s.worst.b.route.path}`
        : '   –  (one page only)';
      lines.push(`  ${s.template.padEnd(20)} ${String(s.pages).padStart(2)} pages  ${pair}`);
    }
    lines.push('');
  }
  // Counted as printed: a footer problem on 60 pages is one problem.
  const printed = grouped.flatMap(([, group]) => group);
  const errors = printed.filter((f) => f.severity === 'error').length;
  const warnings = printed.length - errors;
  lines.push(
    errors || warnings
      ? `${count(errors, 'error')} and ${count(warnings, 'warning')}. ${errors ? 'Fix the errors, then run `npm run build && npm run doctor` again.' : 'Warnings do not stop a release, but are worth fixing.'}`
      : 'No problems found.',
  );
  return lines;
}

const pct = (n: number) => `${Math.round(n * 100)}%`;
const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Heading → findings; identical findings on several pages are merged into one group. */
function groups(findings: Finding[], routes: Route[]): [string, Finding[]][] {
  const merged = new Map<string, { finding: Finding; pages: string[] }>();
  for (const f of findings) {
    const key = JSON.stringify([f.check, f.severity, f.message, f.hint, f.pointer]);
    const entry = merged.get(key) ?? { finding: f, pages: [] };
    if (f.page) entry.pages.push(f.page);
    merged.set(key, entry);
  }
  const order = new Map(routes.map((r, i) => [r.path, i]));
  const byHeading = new Map<string, { rank: number; findings: Finding[] }>();
  for (const { finding, pages } of merged.values()) {
    const heading =
      pages.length === 0
        ? 'Whole site'
        : pages.length === 1
          ? describe(pages[0], routes)
          : `On ${pages.length} pages: ${list(pages)}`;
    const rank = pages.length === 0 ? -1 : pages.length === 1 ? (order.get(pages[0]) ?? 1e6) : 1e6 + pages.length;
    const entry = byHeading.get(heading) ?? { rank, findings: [] };
    entry.findings.push(finding);
    byHeading.set(heading, entry);
  }
  return [...byHeading].sort(([, a], [, b]) => a.rank - b.rank).map(([heading, { findings: f }]) => [heading, f]);
}

function describe(path: string, routes: Route[]): string {
  const route = routes.find((r) => r.path === path);
  if (!route) return path;
  const what =
    route.kind === 'town'
      ? `${route.town?.name} page of template "${route.template?.id}"`
      : route.kind === 'alias'
        ? `alias of ${route.canonicalPath}`
        : route.kind === 'post'
          ? 'blog post'
          : 'page';
  return `${path}  (${what})`;
}

const list = (pages: string[]) =>
  pages.length <= 4 ? pages.join(', ') : `${pages.slice(0, 3).join(', ')} and ${pages.length - 3} more`;
