// "Add town" as its user works it, in Chromium, over a temporary copy of site.json: Port Clinton
// (Ottawa, 43452) through the form, its own text written page by page with the doctor's score
// turning green, saved; site.json gains only the town; published from the editor (the doctor finds no
// error), the running public server serves /landscaping-in-port-clinton with the hero text, in the
// sitemap and the footer.
import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { diffLines } from 'diff';
import type { RunningEditor } from '../../helpers/editor-server';
import { axeViolations } from '../../helpers/editor-axe';
import { BUILD_MS, publishFromEditor } from '../../helpers/publish-dialog';
import type { ChildServer } from '../../integration/helpers/child-server';
import { startEditorAndSite, type EditorAndSite } from '../../helpers/editor-and-site';
import { SMALL_SITE } from '../../helpers/small-site';
import { ownWords } from '../../helpers/port-clinton';

test.use({ viewport: { width: 1280, height: 860 } });
// Each score draws pages on the server; on a busy two-core machine that takes seconds.
const expect = baseExpect.configure({ timeout: 60_000 });
let editor: RunningEditor;
let site: ChildServer;
let running: EditorAndSite<RunningEditor>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  running = await startEditorAndSite('add-town-e2e-', SMALL_SITE);
  ({ editor, site } = running);
});
test.afterAll(async () => {
  await running?.stop();
});

const HERO_TEXT =
  'Port Clinton yards work hard for a short season. We open them up in spring, keep them neat all summer and put them to bed in the fall, even when you are not there.';

/** The landscaping page's own words, as docs/editing.md's Port Clinton example has them. */
const LANDSCAPING: Record<string, string> = {
  'Page title': 'Port Clinton Landscaping for Lake Cottages | Riverbend',
  'Search-result summary':
    'Landscaping and seasonal care for Port Clinton cottages, marina homes and rentals. Spring openings, fall closings and storm cleanup. Free estimates.',
  'Hero banner: Landscaping in Port Clinton, Ohio › Top line': 'Cottages, marinas and summer rentals',
  'Hero banner: Landscaping in Port Clinton, Ohio › Text': HERO_TEXT,
  'Text with photo: Landscaping that fits Port Clinton › Heading': 'Yards ready for the lake season',
  'Text with photo: Landscaping that fits Port Clinton › Paragraphs':
    'Many Port Clinton homes are cottages and rentals that sit empty part of the year. We set up a simple plan: a spring opening visit, regular mowing through the summer and a fall closing visit before the first hard frost.\nWind off the lake dries out plants and sandy soil drains fast, so we choose tough grasses and shrubs that stay put and need little watering.',
  'Call-to-action band: Ready for a better yard in Port Clinton? › Heading':
    'Get your Port Clinton yard ready for summer',
  'Call-to-action band: Ready for a better yard in Port Clinton? › Text':
    'Call or ask for a free estimate. We can walk the property with you, or send photos and a written price if you are out of town.',
};

async function writeOwnText(page: Page, template: string) {
  const dialog = page.getByRole('dialog');
  const boxes = dialog.locator('.override');
  const count = await boxes.count();
  for (let i = 0; i < count; i++) {
    const label = (await boxes.nth(i).locator('.override-label').textContent())!;
    const text = template === 'landscaping' ? LANDSCAPING[label] : ownWords(template, label, i);
    if (text) await boxes.nth(i).getByRole('textbox').fill(text);
  }
}

test('adds Port Clinton through the wizard, with its own text, and publishes it', async ({ page }) => {
  test.setTimeout(900_000 + BUILD_MS);
  const before = await readFile(editor.siteFile, 'utf8');
  const shots = (name: string) => page.screenshot({ path: test.info().outputPath(`add-town-${name}.png`) });
  const found: string[] = [];
  await page.goto(editor.url('/#/towns'));
  await expect(page.locator('.topbar .status')).toHaveText(/changes saved/, { timeout: 60_000 });
  const started = Date.now();

  await page.getByRole('button', { name: '+ Add town' }).click();
  const dialog = page.getByRole('dialog', { name: /Add a town/ });
  await expect(dialog).toBeVisible();
  // Step 1, by keyboard: the name field has the focus; the address name follows the name; the state is the business's.
  await page.keyboard.type('Port Clinton');
  await expect(dialog.getByLabel('Address name')).toHaveValue('port-clinton');
  await expect(dialog.getByLabel('State')).toHaveValue('OH');
  await dialog.getByLabel('County').fill('Ottawa');
  await dialog.getByLabel('Postal code').fill('4345');
  await dialog.getByLabel('What the town is like').fill('lakeside resort town and marina');
  await dialog.getByLabel('Specialty').fill('Lake Cottages & Marina Homes');
  await dialog
    .getByLabel('One or two sentences')
    .fill(
      'Cottages, marina homes and summer rentals along the Lake Erie shore, cared for so they look ready when the season starts.',
    );
  for (const [i, point] of [
    'Spring opening and fall closing visits',
    'Wind- and salt-tolerant plantings',
    'Storm cleanup after lake squalls',
    'Care while you are away',
  ].entries()) {
    await dialog.getByLabel(`Point ${i + 1}`, { exact: false }).fill(point);
  }
  // A wrong postal code is stopped at its field, in npm run check's words.
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByLabel('Postal code')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Postal code')).toBeFocused();
  await shots('1-facts-problem');
  found.push(...(await axeViolations(page, 'facts with a problem')));
  await dialog.getByLabel('Postal code').fill('43452');
  await dialog.getByRole('button', { name: 'Next' }).press('Enter');

  // Step 2: one page per template for all towns; mulch (limited to two towns) only if ticked.
  await expect(dialog.getByRole('list', { name: 'Steps' }).locator('[aria-current="step"]')).toContainText('Pages', {
    timeout: 180_000,
  });
  await expect(dialog.locator('.page-choices li')).toHaveCount(6);
  await expect(dialog.locator('.page-choices')).toContainText('/landscaping-in-port-clinton');
  await expect(dialog.getByRole('checkbox')).toHaveCount(1);
  await expect(dialog.getByRole('checkbox')).not.toBeChecked();
  await shots('2-pages');
  found.push(...(await axeViolations(page, 'pages')));
  await dialog.getByRole('button', { name: 'Next' }).click();

  // Step 3, page by page: the score is red with the template's text only, green once Port Clinton has its own.
  for (const template of ['landscaping', 'landscape-design', 'tree-removal', 'lawn-care', 'fall-cleanup']) {
    await expect(dialog.getByRole('heading', { name: new RegExp(`/${template}-in-port-clinton`) })).toBeVisible();
    if (template === 'landscaping') {
      await expect(dialog.locator('.score.over')).toContainText(
        /Too similar.*Text every town shares 100%.*Sandusky \d+%.*limit 60%/,
        { timeout: 120_000 },
      );
      await shots('3-text-before');
      found.push(...(await axeViolations(page, 'own text, too similar')));
    }
    await writeOwnText(page, template);
    await expect(dialog.locator('.score-busy')).toHaveCount(0, { timeout: 120_000 });
    await expect(dialog.locator('.score')).toContainText(/^Passes.*Text every town shares \d+%.*limit 60%/, {
      timeout: 120_000,
    });
    if (template === 'landscaping') {
      await shots('3-text-after');
      found.push(...(await axeViolations(page, 'own text, passes')));
    }
    await dialog.getByRole('button', { name: 'Next' }).click();
  }
  await expect(dialog.getByText(/general reviews/)).toBeVisible();
  await shots('4-finish');
  found.push(...(await axeViolations(page, 'finish')));
  await dialog.getByRole('button', { name: 'Add to the draft' }).click();
  await expect(dialog).toHaveCount(0);

  // The draft has the town: the Towns list, and its page in the preview.
  await expect(page.getByRole('list', { name: 'Towns' }).getByRole('link', { name: 'Port Clinton' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(page.frameLocator('iframe[title="Preview"]').getByText(HERO_TEXT)).toBeVisible({ timeout: 60_000 });
  await shots('5-preview');

  // Save: the summary lists the pages added.
  await page.keyboard.press('Control+s');
  const save = page.getByRole('dialog', { name: 'Save changes' });
  for (const template of ['landscaping', 'landscape-design', 'tree-removal', 'lawn-care', 'fall-cleanup']) {
    await expect(save.getByText(`/${template}-in-port-clinton`)).toBeVisible();
  }
  await shots('6-save');
  await save.getByRole('button', { name: 'Save these changes' }).click();
  await expect(save.getByText(/^Saved\. /)).toBeVisible();
  const seconds = Math.round((Date.now() - started) / 1000);
  test.info().annotations.push({ type: 'add a town, end to end in the browser', description: `${seconds} s` });
  console.log(`add a town, end to end in the browser: ${seconds} s`);
  expect(found).toEqual([]);

  // site.json gained only the town: no line was removed or changed.
  const now = await readFile(editor.siteFile, 'utf8');
  expect(diffLines(before, now).filter((p) => p.removed)).toEqual([]);
  const model = JSON.parse(now);
  expect(model.towns.at(-1)).toMatchObject({
    slug: 'port-clinton',
    name: 'Port Clinton',
    county: 'Ottawa',
    postalCode: '43452',
    state: 'OH',
    pages: { landscaping: { blocks: { hero: { text: HERO_TEXT } } } },
  });
  expect(JSON.stringify({ ...model, towns: model.towns.slice(0, -1) })).toBe(JSON.stringify(JSON.parse(before)));

  // Published (the doctor found no error), the running server has the town: its page, the sitemap and the footer.
  await save.getByRole('button', { name: 'Close' }).click();
  const publishing = Date.now();
  const published = await publishFromEditor(page, site.baseUrl, 'add-town-7-publish');
  await expect(published.getByText(/^The check of the built pages found (nothing to fix|0 errors )/)).toBeVisible();
  test.info().annotations.push({
    type: 'publish the new town (browser, end to end)',
    description: `${Math.round((Date.now() - publishing) / 1000)} s`,
  });
  await expect
    .poll(async () => (await fetch(`${site.baseUrl}/landscaping-in-port-clinton`)).status, { timeout: 10_000 })
    .toBe(200);
  expect(await (await fetch(`${site.baseUrl}/landscaping-in-port-clinton`)).text()).toContain(HERO_TEXT);
  expect(await (await fetch(`${site.baseUrl}/sitemap.xml`)).text()).toContain('/landscaping-in-port-clinton</loc>');
  expect(await (await fetch(site.baseUrl)).text()).toMatch(
    /<footer[\s\S]*href="\/landscaping-in-port-clinton"[\s\S]*<\/footer>/,
  );
});
