// Issue 23 as the office manager works it, typing at a person's speed over a copy of site.json: adds
// Port Clinton with its own text (stopped, in words, while a page is too similar), adds Gutter Cleaning
// for Huron and Sandusky from the fall cleanup pages (stopped while its pages repeat them), saves and
// publishes; the live site lists it on /services and in the menu, its two town pages carry no sentence
// of the fall cleanup pages; renaming a town to another town's name is stopped at the field.
import { mkdir } from 'node:fs/promises';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import type { RunningEditor } from '../../helpers/editor-server';
import { BUILD_MS, publishFromEditor } from '../../helpers/publish-dialog';
import type { ChildServer } from '../../integration/helpers/child-server';
import { startEditorAndSite, type EditorAndSite } from '../../helpers/editor-and-site';
import { SMALL_SITE } from '../../helpers/small-site';
import { openAt } from '../../helpers/editor-page';
import { ownWords } from '../../helpers/port-clinton';
import { sentences as liveSentences, timed, type } from '../../helpers/office-manager';

test.use({ viewport: { width: 1280, height: 860 } });
const expect = baseExpect.configure({ timeout: 120_000 }); // each score draws pages on a busy two-core machine
const SHOTS = '/tmp/shots/wizards';
let editor: RunningEditor;
let site: ChildServer;
let running: EditorAndSite<RunningEditor>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await mkdir(SHOTS, { recursive: true });
  running = await startEditorAndSite('office-manager-e2e-', SMALL_SITE);
  ({ editor, site } = running);
});
test.afterAll(async () => {
  await running?.stop();
});

/** The same step at 1280 and 1024 pixels wide. */
async function shoot(page: Page, name: string) {
  for (const width of [1280, 1024]) {
    await page.setViewportSize({ width, height: 860 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 860 });
}

/**
 * A page's own text pasted from her notes; with `typeFirst`, its first box typed key by key (the score
 * follows each key there), the others pasted: typing all of them at 12 ms a key took four minutes.
 */
async function ownTextStep(
  dialog: Locator,
  page: string,
  words: (label: string, i: number) => string,
  typeFirst = false,
) {
  const boxes = dialog.locator('.override');
  for (let i = 0; i < (await boxes.count()); i++) {
    const label = (await boxes.nth(i).locator('.override-label').textContent())!;
    if (typeFirst && i === 0) await type(boxes.nth(i).getByRole('textbox'), words(label, i));
    else await boxes.nth(i).getByRole('textbox').fill(words(label, i));
  }
  await expect(dialog.locator('.score-busy')).toHaveCount(0);
  await expect(dialog.locator('.score').first()).toContainText(/^Passes/);
  void page;
}

test('adds a town and a service as the office manager, publishes them, and is stopped where she goes wrong', async ({
  page,
}) => {
  test.setTimeout(1_500_000 + BUILD_MS);
  await openAt(page, editor, '/towns');

  // ---- Add town: a name already taken is stopped at the field, in words.
  let started = Date.now();
  await page.getByRole('button', { name: '+ Add town' }).click();
  const town = page.getByRole('dialog', { name: /Add a town/ });
  await type(town.getByLabel('Name', { exact: true }), 'Huron');
  await type(town.getByLabel('County'), 'Ottawa');
  await type(town.getByLabel('Postal code'), '43452');
  await type(town.getByLabel('Specialty'), 'Lake Cottages & Marina Homes');
  await type(
    town.getByLabel('One or two sentences'),
    'Cottages, marina homes and summer rentals along the Lake Erie shore.',
  );
  for (const [i, point] of ['Spring opening visits', 'Salt-tolerant plantings', 'Storm cleanup'].entries())
    await type(town.getByLabel(`Point ${i + 1}`, { exact: false }), point);
  await expect(town.getByLabel('What the town is like (optional)')).toBeVisible();
  await town.getByRole('button', { name: 'Next' }).click();
  await expect(town.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(town.getByText(/Another town is already named “Huron”/)).toBeVisible();
  await expect(town).not.toContainText(/slug|href|\{townSlug\}/i);
  await shoot(page, 'town-1-facts-same-name');
  await type(town.getByLabel('Name', { exact: true }), 'Port Clinton');
  await expect(town.getByLabel('Address name')).toHaveValue('port-clinton');
  await town.getByRole('button', { name: 'Next' }).click();
  await expect(town.getByRole('list', { name: 'Steps' })).toContainText('Landscaping page for Port Clinton', {
    timeout: 180_000,
  });
  await shoot(page, 'town-2-pages');
  await town.getByRole('button', { name: 'Next' }).click();

  // Each page in her own words, except the fall cleanup page: the wizard will not finish with it.
  const pages = ['landscaping', 'landscape-design', 'tree-removal', 'lawn-care', 'fall-cleanup'];
  for (const id of pages) {
    await expect(town.getByRole('heading', { name: new RegExp(`/${id}-in-port-clinton`) })).toBeVisible();
    if (id === 'landscaping') {
      await expect(town.locator('.score.over')).toContainText(/Too similar/);
      await shoot(page, 'town-3-page-too-similar');
    }
    if (id !== 'fall-cleanup') await ownTextStep(town, id, (label, i) => ownWords(id, label, i), id === 'landscaping');
    if (id === 'landscaping') await shoot(page, 'town-3-page-passes');
    await town.getByRole('button', { name: 'Next' }).click();
  }
  await expect(town.locator('.town-scores .score-figures')).toHaveCount(5);
  await town.getByRole('button', { name: 'Add to the draft' }).click();
  const refusal = town.getByRole('alert');
  await expect(refusal).toContainText(
    /Not added yet:.*Fall Cleanup page for Port Clinton is 100% the same as the text every town shares \(the limit is 60%\)/,
  );
  await expect(town.locator('.town-scores')).not.toContainText('with its own text');
  await shoot(page, 'town-4-finish-refused');
  await town.getByRole('button', { name: 'Back' }).click();
  await ownTextStep(town, 'fall-cleanup', (label, i) => ownWords('fall-cleanup', label, i));
  await town.getByRole('button', { name: 'Next' }).click();
  await expect(town.locator('.town-scores .score.passes, .town-scores .score.close')).toHaveCount(5);
  await shoot(page, 'town-4-finish');
  await town.getByRole('button', { name: 'Add to the draft' }).click();
  await expect(town).toHaveCount(0);
  timed('add a town (Port Clinton, five pages of its own text)', started);

  // ---- Add service: a name already taken, then Gutter Cleaning from the fall cleanup pages.
  started = Date.now();
  await page
    .getByRole('navigation', { name: 'Site parts' })
    .getByRole('link', { name: 'Services', exact: true })
    .click();
  await page.getByRole('button', { name: '+ Add service' }).click();
  const wizard = page.getByRole('dialog', { name: /Add a service/ });
  await type(wizard.getByLabel('Name', { exact: true }), 'Lawn Care');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(
    wizard.getByText('Another service is already named “Lawn Care”. Give this one its own name.'),
  ).toBeVisible();
  await type(wizard.getByLabel('Name', { exact: true }), 'Gutter Cleaning');
  await expect(wizard.getByLabel('Address name')).toHaveValue('gutter-cleaning');
  await wizard.getByLabel('Start its town pages from a copy of').selectOption({ label: 'the Fall Cleanup pages' });
  await wizard.getByRole('checkbox', { name: 'Huron' }).check();
  await wizard.getByRole('checkbox', { name: 'Sandusky' }).check();
  await shoot(page, 'service-1-facts');
  await wizard.getByRole('button', { name: 'Next' }).click();

  // What its pages say: every copied block listed, its pictures marked.
  const block = (title: string) =>
    wizard.locator('fieldset.review-block', { has: page.locator(`legend:text-is("${title}")`) });
  await expect(block('Service checklist')).toContainText(
    'Fall Cleanup’s text, for reference:Fall Cleanup Services in [town]',
  );
  await expect(block('Text with photo')).toContainText('photo from Fall Cleanup: fallen leaves');
  await shoot(page, 'service-2-review');
  await type(wizard.getByLabel('Page title'), 'Gutter Cleaning in [town], [state] | Riverbend');
  await type(
    wizard.getByLabel('Search-result summary'),
    'Gutters and downspouts cleared by hand, flushed and checked for leaks. Free estimates.',
  );
  for (const title of ['Service checklist', 'Specialty cards', 'Reasons to choose us', 'Areas served', 'Photo gallery'])
    await block(title).getByRole('radio', { name: 'Remove' }).check();
  const rewrite = async (title: string, words: string[]) => {
    await expect(block(title).getByRole('radio', { name: 'Write new' })).toBeChecked();
    const boxes = block(title).locator('.form-group');
    let n = 0;
    for (let i = 0; i < (await boxes.count()); i++) {
      const copied = await boxes.nth(i).locator('.reference .pre-line').textContent();
      if (/^(Call \[phone\]|Get Free Estimate)$/.test(copied!)) continue; // the buttons stay, left empty
      await type(boxes.nth(i).getByRole('textbox'), words[n++] ?? `Gutter guard check number ${i + 1} included`);
    }
  };
  await rewrite('Hero banner', [
    'Gutters cleared before the storms',
    'Gutter Cleaning in [town], Ohio',
    'Clogged gutters spill water against your foundation. We scoop, flush and test every run.',
    'Downspouts flushed',
    'Roof edge checked',
    'Licensed and insured',
  ]);
  await block('Hero banner').getByRole('button', { name: 'Choose another picture…' }).click();
  const pictures = page.getByRole('dialog', { name: 'Choose a picture' });
  await pictures.getByRole('button', { name: /storm-field\.jpg/ }).click();
  await type(pictures.getByLabel(/Alt text/), 'Dark storm clouds over a green field');
  await pictures.getByRole('button', { name: 'Use this picture' }).click();
  await expect(block('Hero banner')).toContainText('New picture: storm-field.jpg');
  await rewrite('Text with photo', [
    'Why gutters need a spring and fall visit',
    'Seed pods in spring and needles in autumn pack the troughs tight.\nWe clean by hand, bag the muck and run water through each downspout.',
  ]);
  await block('Text with photo').getByRole('button', { name: 'Remove picture' }).click();
  await rewrite('Call-to-action band', [
    'Book a gutter visit',
    'Tell us the length of your roofline and we send a written price the same day.',
  ]);
  await shoot(page, 'service-2-review-decided');
  await wizard.getByRole('button', { name: 'Next' }).click();

  // Each town's page: Huron in its own words; Sandusky left as copied, so the wizard will not finish.
  await expect(wizard.getByRole('list', { name: 'Steps' })).toContainText('Gutter Cleaning page for Huron');
  await expect(wizard.locator('.score')).toContainText(/Fall Cleanup page \d+%/);
  await shoot(page, 'service-3-huron-before');
  const huron = (label: string, i: number) =>
    `${['Lake wind drops cottonwood fluff', 'Old Huron homes near the boat basin have', 'Cleveland Road cottages carry', 'Huron Playhouse neighbours ask for'][i % 4]} ${label.toLowerCase().replace(/[^a-z ]/g, '')} work on ${i + 3} storey gutters each spring.`;
  const sandusky = (label: string, i: number) =>
    `${['Sandusky porches on Columbus Avenue', 'Cedar Point rentals', 'Washington Park houses', 'Old Town roofs'][i % 4]} need ${label.toLowerCase().replace(/[^a-z ]/g, '')} cleared before ${i + 5} big lake storms.`;
  await ownTextStep(wizard, 'huron', huron, true);
  await shoot(page, 'service-3-huron-after');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('heading', { name: /Sandusky’s own text/ })).toBeVisible();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.locator('.places')).toContainText('Adds a card to the Services page (/services)');
  await expect(wizard.locator('.places')).toContainText('Adds Gutter Cleaning to the menu under Services.');
  await wizard.getByRole('button', { name: 'Choose a picture…' }).click();
  await pictures.getByRole('button', { name: /foggy-lake\.jpg/ }).click();
  await type(pictures.getByLabel(/Alt text/), 'Fog over a still lake at dawn');
  await pictures.getByRole('button', { name: 'Use this picture' }).click();
  await expect(wizard.locator('.places')).toContainText('with the picture you chose');
  await expect(wizard.locator('.town-scores .score-figures')).toHaveCount(2);
  await wizard.getByRole('button', { name: 'Add to the draft' }).click();
  await expect(wizard.getByRole('alert')).toContainText(/Gutter Cleaning page for Sandusky is \d+% the same as/);
  await shoot(page, 'service-4-listing-refused');
  await wizard.getByRole('button', { name: 'Back' }).click();
  await ownTextStep(wizard, 'sandusky', sandusky, true);
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.locator('.town-scores .score.passes, .town-scores .score.close')).toHaveCount(2);
  await shoot(page, 'service-4-listing');
  await wizard.getByRole('button', { name: 'Add to the draft' }).click();
  await expect(wizard).toHaveCount(0);

  await page.locator('.topbar').getByRole('button', { name: 'Save', exact: true }).click();
  const save = page.getByRole('dialog', { name: 'Save changes' });
  await expect(save.getByRole('heading', { name: 'Save changes' })).toBeVisible();
  await expect(save.getByText(/^Saving writes only|^Not saved/)).toBeVisible();
  // Save checks the pages as Publish would (it takes minutes on a busy machine; saving need not wait).
  await expect(
    save.getByText(
      /^(Checking whether Publish would accept these pages…|Publish would accept these pages: none is a near copy\.)$/,
    ),
  ).toBeVisible();
  await expect(save.getByText(/Publish would refuse/)).toHaveCount(0);
  await shoot(page, 'save');
  await save.getByRole('button', { name: 'Save these changes' }).click();
  await expect(save.getByText(/^Saved\. /)).toBeVisible();
  await save.getByRole('button', { name: 'Close' }).click();
  timed('add a service (Gutter Cleaning for two towns) and save', started);

  started = Date.now();
  await publishFromEditor(page, site.baseUrl, 'office-manager-publish');
  timed('publish', started);

  // The live site: the card on /services, the menu link, both town pages; no sentence of the fall cleanup pages.
  const services = await (await fetch(`${site.baseUrl}/services`)).text();
  expect(services).toMatch(/Gutter Cleaning[\s\S]*foggy-lake/);
  expect(services).toMatch(/<header[\s\S]*href="\/gutter-cleaning"[\s\S]*<\/header>/);
  for (const slug of ['huron', 'sandusky']) {
    const copied = new Set(await liveSentences(site.baseUrl, `/fall-cleanup-in-${slug}`));
    const own = await liveSentences(site.baseUrl, `/gutter-cleaning-in-${slug}`);
    expect(own.length).toBeGreaterThan(3);
    expect(own.filter((s) => copied.has(s))).toEqual([]);
  }
  expect((await fetch(`${site.baseUrl}/landscaping-in-port-clinton`)).status).toBe(200);

  // Renaming a town to another town's name is stopped at the field.
  started = Date.now();
  await openAt(page, editor, '/towns/2');
  const name = page.locator('[id="f/towns/2/name"]');
  await type(name, 'Huron');
  await expect(page.getByText(/Another town is already named "Huron"/).first()).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: `${SHOTS}/town-rename-same-name-1280.png` });
  timed('rename a town to another town’s name', started);
});
