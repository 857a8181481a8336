// "Find text on the site" as the office manager uses it, over a temporary copy of site.json: a footer
// text and a town page template's heading are found by the words seen on the site, opened at their
// field, changed (seen in the preview) and saved.
import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { startEditor, type RunningEditor } from '../../helpers/editor-server';
import { axeViolations } from '../../helpers/editor-axe';
import type { SiteModel } from '../../../schema/generated/site';

test.use({ viewport: { width: 1280, height: 860 } });
// The first search draws every page of the site: generous on a busy two-core machine.
const expect = baseExpect.configure({ timeout: 30_000 });
let editor: RunningEditor;
const preview = (page: Page) => page.frameLocator('iframe[title="Preview"]');
const results = (page: Page) => page.locator('.find-results li a');

async function find(page: Page, words: string) {
  const box = page.getByRole('searchbox', { name: 'Find text on the site' });
  await box.fill(words);
  await expect(page.locator('.find-count')).toContainText(`“${words}”`, { timeout: 180_000 });
}

test.beforeAll(async () => { test.setTimeout(120_000); editor = await startEditor(); });
test.afterAll(async () => { await editor?.stop(); });

test('a footer text is found as site wording shown on every page, opened at its field and changed', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto(`${editor.base}/#/business`);
  await find(page, 'nearby towns since');
  const first = results(page).first();
  await expect(first.locator('.find-field')).toHaveText('Wording › Footer tagline');
  await expect(first.locator('.find-scope')).toContainText(/shown on \d\d pages/);
  expect(await axeViolations(page, 'find results')).toEqual([]);
  await first.click();
  const field = page.locator('[id="f/labels/footerTagline"]');
  await expect(field).toBeFocused();
  await field.fill('Serving {city}, {region} and the whole Firelands since {year}.');
  await expect(preview(page).locator('footer')).toContainText('and the whole Firelands since', { timeout: 60_000 });
  await page.keyboard.press('Control+s');
  const dialog = page.getByRole('dialog', { name: 'Save changes' });
  await dialog.getByRole('button', { name: 'Save to site.json' }).click();
  await expect(dialog.getByText('Saved to site.json.')).toBeVisible();
  expect(JSON.parse(await readFile(editor.siteFile, 'utf8')).labels.footerTagline).toBe('Serving {city}, {region} and the whole Firelands since {year}.');
});

test('a template heading is found by the words on one town page and says how many pages it changes', async ({ page }) => {
  test.setTimeout(300_000);
  const model = JSON.parse(await readFile(editor.siteFile, 'utf8')) as SiteModel;
  // A hero heading written once in a template, which a town shows as it is (no text of its own there).
  const [ti, bi, town] = model.templates.flatMap((t, ti) => t.blocks.flatMap((b, bi) =>
    b.type === 'Hero' && b.id && (t.each ?? 'town') === 'town'
      ? model.towns.filter((town) => !(town.pages?.[t.id]?.blocks?.[b.id!] as { heading?: string } | undefined)?.heading).map((town) => [ti, bi, town] as const)
      : []))[0];
  const template = model.templates[ti];
  const heading = (template.blocks[bi] as { heading: string }).heading;
  const service = model.services.find((s) => s.id === template.service)!;
  const seen = heading.replace('{service}', service.name).replace('{town}', town.name);

  await page.goto(`${editor.base}/#/business`);
  await find(page, seen);
  const fromTemplate = results(page).filter({ hasText: `Town page template “${template.id}”` }).first();
  await expect(fromTemplate.locator('.find-field')).toContainText('(Hero banner) › Heading');
  await expect(fromTemplate.locator('.find-scope')).toContainText(/changing it changes \d+ pages/);
  await fromTemplate.click();
  const field = page.locator(`[id="f/templates/${ti}/blocks/${bi}/heading"]`);
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(heading);
  await field.fill('{service} for {town} homes');
  await expect(preview(page).locator('h1')).toContainText(/ for .+ homes$/, { timeout: 60_000 });
});
