// Playwright helpers for the editor's screens: axe-core's WCAG 2.2 AA violations outside the preview frame.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

let axeSource: Promise<string> | undefined;

/** axe-core's violations on the editor's screen (the preview frame is the site's, checked by its own tests), as "screen: rule: help at targets". */
export async function axeViolations(page: Page, screen: string): Promise<string[]> {
  await page.evaluate(await (axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')));
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: object) => Promise<{ violations: { id: string; help: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const result = await axe.run({ exclude: [['iframe[title="Preview"]']] }, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  return violations.map((v) => `${screen}: ${v}`);
}
