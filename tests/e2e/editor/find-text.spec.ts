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

test.beforeAll(async () => {
  test.setTimeout(120_000);
  editor = await startEditor();
});
test.afterAll(async () => {
  await editor?.stop();
});

test('a business fact says it is one, and where it shows: every page, or the pages named', async ({ page }) => {
  test.setTimeout(300_000);
  const { business } = JSON.parse(await readFile(editor.siteFile, 'utf8')) as SiteModel;
  await page.goto(editor.url('/#/business'));
  await find(page, business.address.street);
  const resultOf = (field: string) =>
    page
      .locator('.find-results > ul > li')
      .filter({ has: page.locator('.find-field', { hasText: new RegExp(`^${field}$`) }) });
  const street = resultOf('Business › Office address › Street');
  await expect(street.locator('.find-scope')).toHaveText(/^A business fact: shown on every page \(\d\d pages\)\.$/);
  await expect(street.locator('.find-pages')).toHaveCount(0); // every page: no list
  // The whole address is on some pages only (contact blocks, maps): it names them, folded.
  const address = resultOf('Business › Office address');
  const [, count] = (await address.locator('.find-scope').textContent())!.match(
    /^A business fact: shown on (\d+) pages\.$/,
  )!;
  await address.getByText(`Show the ${count} pages`).click();
  const named = await address
    .getByRole('list', { name: `The ${count} pages` })
    .getByRole('listitem')
    .allTextContents();
  expect(named).toHaveLength(Number(count));
  expect(new Set(named).size).toBe(named.length);
  expect(named).toContain('/contact');
  for (const path of named) expect(path).toMatch(/^\/[a-z0-9/-]*$/);
  await page.screenshot({ path: test.info().outputPath('find-fact.png') });
  expect(await axeViolations(page, "find results, a fact's pages shown")).toEqual([]);
});

test('a footer text is found as site wording shown on every page, opened at its field and changed', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.goto(editor.url('/#/business'));
  await find(page, 'nearby towns since');
  const first = results(page).first();
  await expect(first.locator('.find-field')).toHaveText('Wording › Footer tagline');
  await expect(first.locator('.find-scope')).toContainText(/shown on every page \(\d\d pages\)/);
  expect(await axeViolations(page, 'find results')).toEqual([]);
  await first.click();
  const field = page.locator('[id="f/labels/footerTagline"]');
  await expect(field).toBeFocused();
  await field.fill('Serving {city}, {region} and the whole Firelands since {year}.');
  await expect(preview(page).locator('footer')).toContainText('and the whole Firelands since', { timeout: 60_000 });
  await page.keyboard.press('Control+s');
  const dialog = page.getByRole('dialog', { name: 'Save changes' });
  await dialog.getByRole('button', { name: 'Save these changes' }).click();
  await expect(dialog.getByText(/^Saved\. /)).toBeVisible();
  expect(JSON.parse(await readFile(editor.siteFile, 'utf8')).labels.footerTagline).toBe(
    'Serving {city}, {region} and the whole Firelands since {year}.',
  );
});

test('a template heading is found by the words on one town page and names the pages it changes', async ({ page }) => {
  test.setTimeout(300_000);
  const model = JSON.parse(await readFile(editor.siteFile, 'utf8')) as SiteModel;
  // A hero heading written once in a template, which a town shows as it is (no text of its own there).
  const [ti, bi, town] = model.templates.flatMap((t, ti) =>
    t.blocks.flatMap((b, bi) =>
      b.type === 'Hero' && b.id && (t.each ?? 'town') === 'town'
        ? model.towns
            .filter((town) => !(town.pages?.[t.id]?.blocks?.[b.id!] as { heading?: string } | undefined)?.heading)
            .map((town) => [ti, bi, town] as const)
        : [],
    ),
  )[0];
  const template = model.templates[ti];
  const heading = (template.blocks[bi] as { heading: string }).heading;
  const service = model.services.find((s) => s.id === template.service)!;
  const seen = heading.replace('{service}', service.name).replace('{town}', town.name);

  await page.goto(editor.url('/#/business'));
  await find(page, seen);
  const result = page
    .locator('.find-results > ul > li')
    .filter({ hasText: `Town page template “${service.name}”` })
    .first();
  const fromTemplate = result.getByRole('link');
  await expect(fromTemplate.locator('.find-field')).toContainText(/\(Hero banner: [^)]+\) › Heading/);
  await expect(fromTemplate.locator('.find-scope')).toContainText(/changing it changes \d+ pages/);

  // It names those pages: the template's page for each town it applies to, except a town with its own heading there.
  const expected = model.towns
    .filter((t) => (template.towns ?? 'all') === 'all' || template.towns!.includes(t.slug))
    .filter(
      (t) => !(t.pages?.[template.id]?.blocks?.[template.blocks[bi].id!] as { heading?: string } | undefined)?.heading,
    )
    .map((t) => template.path.replace('{townSlug}', t.slug));
  expect(expected.length, 'the template heading is shown on more pages than a result lists unfolded').toBeGreaterThan(
    3,
  );
  await expect(fromTemplate.locator('.find-scope')).toContainText(`changing it changes ${expected.length} pages`);
  const disclosure = result.locator('summary');
  await expect(disclosure).toHaveText(`Show the ${expected.length} pages`);
  await expect(result.getByRole('list', { name: `The ${expected.length} pages` })).toBeHidden();
  await disclosure.click();
  const named = result.getByRole('list', { name: `The ${expected.length} pages` }).getByRole('listitem');
  await expect(named).toHaveText(expected);
  await page.screenshot({ path: test.info().outputPath('find-template-pages.png') });
  expect(await axeViolations(page, 'find results, pages shown')).toEqual([]);
  await fromTemplate.click();
  const field = page.locator(`[id="f/templates/${ti}/blocks/${bi}/heading"]`);
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(heading);
  await field.fill('{service} for {town} homes');
  await expect(preview(page).locator('h1')).toContainText(/ for .+ homes$/, { timeout: 60_000 });
});
