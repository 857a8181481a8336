// "Add service" as its user works it, in Chromium, over a temporary copy of site.json: Hedge
// Trimming copied from the landscaping pages for Huron and Sandusky, its copied text reviewed and
// rewritten, each town's own text written until the doctor's score passes, with an overview page, a
// card on the Services page and a Services menu link; saved and published from the editor, the running public
// server serves its pages (the publish passed the doctor's near-duplicate check, which stops copies).
import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { diffLines } from 'diff';
import type { RunningEditor } from '../../helpers/editor-server';
import { axeViolations } from '../../helpers/editor-axe';
import { BUILD_MS, publishFromEditor } from '../../helpers/publish-dialog';
import type { ChildServer } from '../../integration/helpers/child-server';
import { startEditorAndSite, type EditorAndSite } from '../../helpers/editor-and-site';
import { SMALL_SITE } from '../../helpers/small-site';

test.use({ viewport: { width: 1280, height: 860 } });
const expect = baseExpect.configure({ timeout: 60_000 });
let editor: RunningEditor;
let site: ChildServer;
let running: EditorAndSite<RunningEditor>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  running = await startEditorAndSite('add-service-e2e-', SMALL_SITE);
  ({ editor, site } = running);
});
test.afterAll(async () => {
  await running?.stop();
});

const HERO =
  'Clean lines, healthy shrubs and no mess left behind. Our crew shapes hedges of every size around {town} homes and businesses.';

/** A town's own words for each field of its hedge trimming page, as someone who knows the town would write them. */
const townWords: Record<string, (field: string, i: number) => string> = {
  huron: (field, i) =>
    `${['Lake wind bends and browns', 'Sandy lots near the boat basin dry out', 'Cottages on Cleveland Road keep', 'Spray from Lake Erie scorches'][i % 4]} Huron hedges, so for the ${field.toLowerCase()} we shape yew, boxwood and privet to grow back thick and even by the ${i + 1}th week of the season.`,
  sandusky: (field, i) =>
    `${['Old Town porches', 'Cedar Point rentals', 'Downtown storefronts on Columbus Avenue', 'Historic homes near Washington Park'][i % 4]} in Sandusky want formal hedges; the ${field.toLowerCase()} we keep sharp early in the morning before ${i + 2} o'clock visitors arrive.`,
};

async function writeTownText(page: Page, town: string) {
  const boxes = page.getByRole('dialog').locator('section .override');
  const count = await boxes.count();
  for (let i = 0; i < count; i++) {
    const label = (await boxes.nth(i).locator('.override-label').textContent())!;
    // A title, a top line or a trust point is short (a line: at most 120 or 200 characters); the other
    // boxes take the town's sentences.
    const words = /title|top line|trust point/i.test(label)
      ? `Hedge trimming for ${town} yards, ${i + 1}`
      : townWords[town](label, i);
    await boxes.nth(i).getByRole('textbox').fill(words);
  }
}

test('adds Hedge Trimming for Huron and Sandusky, each with its own text, and publishes it', async ({ page }) => {
  test.setTimeout(900_000 + BUILD_MS);
  const before = await readFile(editor.siteFile, 'utf8');
  const shots = (name: string) => page.screenshot({ path: test.info().outputPath(`add-service-${name}.png`) });
  const found: string[] = [];
  await page.goto(editor.url('/#/services'));
  await expect(page.locator('.topbar .status')).toHaveText(/changes saved/, { timeout: 60_000 });
  const started = Date.now();

  await page.getByRole('button', { name: '+ Add service' }).click();
  const dialog = page.getByRole('dialog', { name: /Add a service/ });
  await page.keyboard.type('Hedge Trimming');
  await expect(dialog.getByLabel('Address name')).toHaveValue('hedge-trimming');
  // Without a town the wizard says what is missing, at the field.
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Tick at least one town.')).toBeVisible();
  await dialog.getByLabel('Start its town pages from a copy of').selectOption('landscaping');
  await dialog.getByRole('checkbox', { name: 'Huron' }).check();
  await dialog.getByRole('checkbox', { name: 'Sandusky' }).check();
  await shots('1-service');
  found.push(...(await axeViolations(page, 'service')));
  await dialog.getByRole('button', { name: 'Next' }).click();

  // The copied text, part by part, with the words each page fills in shown as [town].
  await expect(dialog.getByLabel('Page title')).toHaveValue(/\[town\]/);
  await dialog.getByLabel('Page title').fill('Hedge Trimming in [town], [state] | Riverbend Landscaping');
  // The search summary starts empty (the copied one under it, to read): the step waits for it.
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByLabel('Search-result summary')).toBeFocused();
  await expect(dialog.getByText('Write this for the new service: every page needs it.')).toBeVisible();
  await dialog.getByLabel('Search-result summary').fill('Hedges shaped by hand in [town], clippings hauled away.');
  const hero = dialog.locator('fieldset.review-block', { has: page.locator('legend:text-is("Hero banner")') });
  await expect(hero.getByRole('radio', { name: 'Write new' })).toBeChecked();
  await hero.getByLabel('Introduction', { exact: true }).fill(HERO.replace(/\{town\}/g, '[town]'));
  await hero.getByLabel('Heading', { exact: true }).fill('Hedge Trimming in [town], Ohio');
  // The other parts copied from the landscaping pages are left out: a part kept or left unwritten carries
  // Landscaping's sentences, which the near-copy guard names (gutter-cleaning.spec writes such parts anew).
  const copiedParts = dialog.locator('fieldset.review-block');
  for (let i = 0; i < (await copiedParts.count()); i++) {
    const remove = copiedParts.nth(i).getByRole('radio', { name: 'Remove' });
    if ((await copiedParts.nth(i).locator('legend').textContent()) !== 'Hero banner' && (await remove.count()))
      await remove.check();
  }
  await shots('2-text');
  found.push(...(await axeViolations(page, 'text')));
  await dialog.getByRole('button', { name: 'Next' }).click();

  // Each town's page, a step of its own: too similar with the copied text only (the shared text and the
  // landscaping page it was copied from), passing once it has its own.
  for (const [i, town] of ['huron', 'sandusky'].entries()) {
    const name = town === 'huron' ? 'Huron' : 'Sandusky';
    await expect(dialog.getByRole('list', { name: 'Steps' }).locator('[aria-current="step"]')).toHaveText(
      `${i + 3} Hedge Trimming page for ${name}`,
    );
    await expect(dialog.getByRole('heading', { name: new RegExp(`^${name}’s own text for`) })).toBeVisible();
    await expect(dialog.locator('.score.over')).toContainText(
      /Too similar.*Text every town shares 100% · Landscaping page \d+%/,
      { timeout: 180_000 },
    );
    if (i === 0) {
      await shots('3-towns-before');
      found.push(...(await axeViolations(page, 'towns, too similar')));
    }
    await writeTownText(page, town);
    await expect(dialog.locator('.score-busy')).toHaveCount(0, { timeout: 180_000 });
    await expect(dialog.locator('.score')).toContainText(/^Passes/, { timeout: 180_000 });
    if (i === 1) {
      await shots('3-towns-after');
      found.push(...(await axeViolations(page, 'towns, passing')));
    }
    await dialog.getByRole('button', { name: 'Next' }).click();
  }
  await expect(dialog.getByLabel('Overview page title')).toHaveValue(
    'Hedge Trimming in Huron & Sandusky | Riverbend Landscaping & Tree Care',
  );
  await expect(dialog.locator('.town-scores .score.passes, .town-scores .score.close')).toHaveCount(2, {
    timeout: 180_000,
  });
  await shots('4-finish');
  found.push(...(await axeViolations(page, 'finish')));
  await dialog.getByRole('button', { name: 'Add to the draft' }).click();
  await expect(dialog).toHaveCount(0);

  await page.keyboard.press('Control+s');
  const save = page.getByRole('dialog', { name: 'Save changes' });
  for (const added of ['/hedge-trimming-in-huron', '/hedge-trimming-in-sandusky', '/hedge-trimming'])
    await expect(save.getByText(`${added} “`)).toBeVisible();
  await shots('5-save');
  await save.getByRole('button', { name: 'Save these changes' }).click();
  await expect(save.getByText(/^Saved\. /)).toBeVisible();
  const seconds = Math.round((Date.now() - started) / 1000);
  test.info().annotations.push({ type: 'add a service, end to end in the browser', description: `${seconds} s` });
  console.log(`add a service, end to end in the browser: ${seconds} s`);
  expect(found).toEqual([]);

  // Only additions in site.json: the service, its template, the towns' own text, the overview page, the menu link, the Services page's card.
  // A list's last item gains a comma when one is added after it; no other line changes.
  const now = await readFile(editor.siteFile, 'utf8');
  const parts = diffLines(before, now);
  const linesOf = (removed: boolean) =>
    parts.filter((p) => (removed ? p.removed : p.added)).flatMap((p) => p.value.replace(/\n$/, '').split('\n'));
  const added = new Set(linesOf(false));
  expect(linesOf(true).filter((line) => !added.has(`${line},`))).toEqual([]);
  const model = JSON.parse(now);
  expect(model.services.at(-1)).toEqual({ id: 'hedge-trimming', name: 'Hedge Trimming' });
  expect(model.templates.at(-1)).toMatchObject({
    id: 'hedge-trimming',
    path: '/hedge-trimming-in-{townSlug}',
    service: 'hedge-trimming',
    towns: ['huron', 'sandusky'],
  });
  expect(model.towns[0].pages['hedge-trimming']).toBeDefined();
  expect(model.navigation.header.find((i: { label: string }) => i.label === 'Services').children.at(-1)).toEqual({
    label: 'Hedge Trimming',
    href: '/hedge-trimming',
  });
  const services = model.pages.find((p: { path: string }) => p.path === '/services');
  expect(services.blocks.find((b: { type: string }) => b.type === 'ServiceCards').items.at(-1)).toMatchObject({
    title: 'Hedge Trimming',
    href: '/hedge-trimming',
  });

  // Published: the doctor found no error (near copies would have stopped it), and the running server has the pages.
  await save.getByRole('button', { name: 'Close' }).click();
  const publishing = Date.now();
  const published = await publishFromEditor(page, site.baseUrl, 'add-service-6-publish');
  await expect(published.getByText(/^The check of the built pages found (nothing to fix|0 errors )/)).toBeVisible();
  test.info().annotations.push({
    type: 'publish the new service (browser, end to end)',
    description: `${Math.round((Date.now() - publishing) / 1000)} s`,
  });
  await expect
    .poll(async () => (await fetch(`${site.baseUrl}/hedge-trimming-in-sandusky`)).status, { timeout: 10_000 })
    .toBe(200);
  // Sandusky's page has Sandusky's own words (every field of it was rewritten above).
  expect(await (await fetch(`${site.baseUrl}/hedge-trimming-in-sandusky`)).text()).toContain(
    'in Sandusky want formal hedges',
  );
  expect((await fetch(`${site.baseUrl}/hedge-trimming`)).status).toBe(200);
  expect(await (await fetch(`${site.baseUrl}/sitemap.xml`)).text()).toContain('/hedge-trimming-in-huron</loc>');
});
