// axe-core (WCAG 2.0/2.1/2.2 A and AA, colour contrast included) on the page a Playwright page shows:
// the browser specs (tests/e2e/axe.spec.ts), the example sites' test (tests/slow/examples.test.ts)
// and the editor's specs (through editor-axe.ts).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
let axeSource: Promise<string> | undefined;

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** The page's violations, leaving out the elements `exclude` selects. axe is evaluated through the browser's devtools, so no CSP stands in its way. */
export async function axeViolations(page: Page, exclude: string[] = []): Promise<Violation[]> {
  await page.evaluate(
    await (axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')),
  );
  return page.evaluate(
    async ({ runOnly, exclude }) => {
      const axe = (
        window as unknown as { axe: { run: (ctx: object, opts: object) => Promise<{ violations: Violation[] }> } }
      ).axe;
      const result = await axe.run(
        { include: [['html']], exclude: exclude.map((s) => [s]) },
        { runOnly: { type: 'tag', values: runOnly }, resultTypes: ['violations'] },
      );
      return result.violations.map(({ id, impact, help, helpUrl, nodes }) => ({
        id,
        impact,
        help,
        helpUrl,
        nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
      }));
    },
    { runOnly: tags, exclude },
  );
}

/** One line per rule and element, with why and where to read more. */
export function describeViolations(violations: Violation[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map(
      (node) =>
        `${v.id} (${v.impact}): ${v.help}\n    target: ${node.target.join(' ')}\n    ${(node.failureSummary ?? '').replace(/\n/g, '\n    ')}\n    see ${v.helpUrl}`,
    ),
  );
}
