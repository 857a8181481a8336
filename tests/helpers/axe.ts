// axe-core (WCAG 2.0/2.1/2.2 A and AA, colour contrast included) on the page a Playwright page shows:
// the browser specs (tests/e2e/axe.spec.ts) and the example sites' test (tests/integration/examples.test.ts).
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface Violation { id: string; impact: string | null; help: string; helpUrl: string; nodes: { target: unknown[]; failureSummary?: string }[] }

/** The page's violations (the page needs CSP bypassed: axe is injected as an inline script). */
export async function axeViolations(page: Page): Promise<Violation[]> {
  await page.addScriptTag({ path: axeScript });
  return page.evaluate(async (runOnly) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: runOnly }, resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, help, helpUrl, nodes }) => ({ id, impact, help, helpUrl, nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })) }));
  }, tags);
}

/** One line per rule and element, with why and where to read more. */
export function describeViolations(violations: Violation[]): string[] {
  return violations.flatMap((v) => v.nodes.map((node) =>
    `${v.id} (${v.impact}): ${v.help}\n    target: ${node.target.join(' ')}\n    ${(node.failureSummary ?? '').replace(/\n/g, '\n    ')}\n    see ${v.helpUrl}`));
}
