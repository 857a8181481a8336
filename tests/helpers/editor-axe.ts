// axe-core's WCAG 2.2 AA violations in the editor, as "screen: rule: help at selectors" (the preview
// frame is the site's own page, which the site's axe test covers).
import type { Page } from '@playwright/test';
import { axeViolations as violationsOf } from './axe';

export async function axeViolations(page: Page, screen: string): Promise<string[]> {
  const violations = await violationsOf(page, ['iframe[title="Preview"]']);
  return violations.map((v) => `${screen}: ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
