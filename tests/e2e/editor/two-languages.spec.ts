// Issue 37: the editor of a site in two languages (a copy of examples/bilingual-miami whose About page
// has its title only in English). She chooses Spanish: each text shows its Spanish, the English beside
// it, and the About page's title is marked "not translated yet" while the switch counts the page as
// not yet in Spanish. She writes the Spanish title and changes a Spanish description: the file gains
// the title's translation on the lines of its English and a one-line change of the description; the
// page counts as Spanish again; the publish builds it, and the public site serves it under /es.
// Add town and Add service then ask for the Spanish of what they add; the new service's Spanish pages
// get addresses made from its Spanish name. Screenshots at 1280 px in the test's output folder.
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect as baseExpect, test } from '@playwright/test';
import { startEditor, type RunningEditor } from '../../helpers/editor-server';
import { startEditorAndSite, type EditorAndSite } from '../../helpers/editor-and-site';
import { diffSince, openAt, save } from '../../helpers/editor-page';
import { publishFromEditor } from '../../helpers/publish-dialog';
import { axeViolations } from '../../helpers/editor-axe';
import { projectRoot } from '../../../generator/paths';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1280, height: 860 } });

const EXAMPLE = path.join(projectRoot, 'examples/bilingual-miami');
const ABOUT = 4; // pages[4]: /about and /es/nosotros
const SPANISH_TITLE = 'Quiénes somos: Brisa, aire acondicionado en Miami desde 2009';
const SPANISH_DESCRIPTION =
  'Una empresa familiar de aire acondicionado en la Calle Ocho desde 2009: técnicos con licencia, precios por escrito y servicio en español o en inglés.';

let running: EditorAndSite<RunningEditor>;
let before: string;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a site.json to change freely
let about: any;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'two-languages-e2e-'));
  await cp(path.join(EXAMPLE, 'assets'), path.join(dir, 'assets'), { recursive: true });
  const model = JSON.parse(await readFile(path.join(EXAMPLE, 'site.json'), 'utf8'));
  about = model.pages[ABOUT];
  about.title = about.title.en; // written once, in English only: the page is not yet in Spanish
  const siteFile = path.join(dir, 'site.json');
  await writeFile(siteFile, `${JSON.stringify(model, null, 2)}\n`);
  running = await startEditorAndSite('two-languages-e2e-', (env) => startEditor(siteFile, env));
  before = await readFile(running.editor.siteFile, 'utf8');
});
test.afterAll(async () => {
  await running?.stop();
});

test('she switches to Spanish, translates a title beside its English, saves and publishes', async ({ page }) => {
  test.setTimeout(600_000);
  const { editor, site } = running;
  await openAt(page, editor, `/pages/${ABOUT}`);
  const switcher = page.getByLabel('Language you edit');
  await expect(switcher).toHaveValue('en-US');
  const title = page.locator(`[id="f/pages/${ABOUT}/title"]`);
  await expect(title).toHaveValue(about.title);

  await switcher.selectOption('es-US');
  await expect(page.locator('.language-state')).toHaveText('1 of 14 pages not yet in Spanish');
  // Pages and blocks are added in English, so nothing typed here is taken for the English text.
  await expect(page.getByRole('button', { name: '+ Add block' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '+ Add page' })).toHaveCount(0);
  await expect(page.getByText('New parts are added in English, the main language, then translated here.')).toHaveCount(
    2,
  );
  // The title: empty, marked, its English beside it; the description: its Spanish, its English beside.
  await expect(title).toHaveValue('');
  const titleField = title.locator('xpath=ancestor::*[contains(@class, "form-group")][1]');
  await expect(titleField.locator('.not-translated')).toHaveText('Not translated yet');
  await expect(titleField.locator('.main-text')).toContainText(`In English: ${about.title}`);
  const description = page.locator(`[id="f/pages/${ABOUT}/description"]`);
  await expect(description).toHaveValue(about.description.es);
  const descriptionField = description.locator('xpath=ancestor::*[contains(@class, "form-group")][1]');
  await expect(descriptionField.locator('.main-text')).toContainText(about.description.en);
  await expect(descriptionField.locator('.not-translated')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('spanish-untranslated.png') });
  expect(await axeViolations(page, 'a page in Spanish')).toEqual([]);

  await page.getByText('Page settings (address, title, description)').click();
  await title.fill(SPANISH_TITLE);
  await description.fill(SPANISH_DESCRIPTION);
  await expect(page.locator('.language-state')).toHaveText('Every page is in Spanish');
  await expect(titleField.locator('.not-translated')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('spanish-translated.png') });

  // Back in English, the English is as it was.
  await switcher.selectOption('en-US');
  await expect(title).toHaveValue(about.title);
  await expect(description).toHaveValue(about.description.en);

  await save(page);
  expect(await diffSince(editor, before)).toEqual([
    `-      "title": ${JSON.stringify(about.title)},`,
    `+      "title": {`,
    `+        "en": ${JSON.stringify(about.title)},`,
    `+        "es": ${JSON.stringify(SPANISH_TITLE)}`,
    `+      },`,
    `-        "es": ${JSON.stringify(about.description.es)}`,
    `+        "es": ${JSON.stringify(SPANISH_DESCRIPTION)}`,
  ]);

  await publishFromEditor(page, site.baseUrl, 'two-languages');
  const spanish = await (await fetch(`${site.baseUrl}/es/nosotros`)).text();
  expect(spanish).toContain(`<title>${SPANISH_TITLE}</title>`);
  expect(spanish).toContain('<html lang="es-US">');
  const english = await (await fetch(`${site.baseUrl}/about`)).text();
  expect(english).toMatch(
    /<link rel="alternate" hreflang="es-US" href="https:\/\/www\.brisa-air\.example\/es\/nosotros"\/>/i,
  );
});

test('Add town asks for the Spanish of every text it adds, and the new town is published in both languages', async ({
  page,
}) => {
  test.setTimeout(900_000);
  const { editor, site } = running;
  const before = await readFile(editor.siteFile, 'utf8');
  await openAt(page, editor, '/towns');
  await page.getByRole('button', { name: '+ Add town' }).click();
  const dialog = page.getByRole('dialog', { name: /Add a town/ });
  await expect(dialog).toBeVisible();
  await page.keyboard.type('Doral');
  await dialog.getByLabel('County').fill('Miami-Dade');
  await dialog.getByLabel('Postal code').fill('33172');
  await dialog.getByLabel('What the town is like').fill('newer city of townhomes and warehouses by the airport');
  await dialog.getByLabel('Specialty').fill('Townhomes & warehouse offices');
  await dialog
    .getByLabel('One or two sentences')
    .fill('Townhome rows and warehouse offices west of the airport, where a unit on a flat roof works all year.');
  for (const [i, point] of ['Flat-roof units', 'Townhome rows', 'Office split systems'].entries())
    await dialog.getByLabel(`Point ${i + 1}`, { exact: false }).fill(point);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.locator('.page-choices li')).toHaveCount(2, { timeout: 120_000 });
  for (const box of await dialog.getByRole('checkbox').all()) await box.check();
  await dialog.getByRole('button', { name: 'Next' }).click();

  // Each page in Doral's own words (in English, the main language).
  for (const template of ['ac-repair', 'ac-installation']) {
    await expect(dialog.getByRole('heading', { name: new RegExp(`/${template}-in-doral`) })).toBeVisible();
    const boxes = dialog.locator('.override');
    for (let i = 0; i < (await boxes.count()); i++)
      await boxes
        .nth(i)
        .getByRole('textbox')
        .fill(
          `Doral ${['townhome rows', 'warehouse offices', 'airport condos', 'flat roofs'][i % 4]} need ${template.replace('-', ' ')} text ${i + 1} of job ${template.length * 7 + i}.`,
        );
    await expect(dialog.locator('.score')).toContainText(/^Passes/, { timeout: 120_000 });
    await dialog.getByRole('button', { name: 'Next' }).click();
  }

  // The Spanish step: each new text where it stands, its English beside, a Spanish box.
  await expect(dialog.getByRole('list', { name: 'Steps' }).locator('[aria-current="step"]')).toContainText(
    'In Spanish',
  );
  const items = dialog.locator('.translate-list > li');
  const count = await items.count();
  expect(count).toBeGreaterThan(6);
  const character = items.filter({ hasText: 'In English: newer city of townhomes and warehouses by the airport' });
  await expect(character).toContainText('What the town is like');
  await expect(character.getByRole('textbox')).toHaveAttribute('lang', 'es-US');
  await page.screenshot({ path: test.info().outputPath('add-town-spanish.png') });
  expect(await axeViolations(page, 'Add town, the Spanish step')).toEqual([]);
  const SPANISH_CHARACTER = 'ciudad nueva de casas adosadas y almacenes junto al aeropuerto';
  await character.getByRole('textbox').fill(SPANISH_CHARACTER);
  for (let i = 0; i < count; i++)
    if (!(await items.nth(i).getByRole('textbox').inputValue()))
      await items
        .nth(i)
        .getByRole('textbox')
        .fill(
          `Texto propio ${i} de Doral: ${['casas adosadas', 'oficinas', 'condominios', 'techos planos'][i % 4]}, trabajo ${i * 13}.`,
        );
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('list', { name: 'Steps' }).locator('[aria-current="step"]')).toContainText('Finish');
  await expect(dialog.locator('.town-scores .score').filter({ hasText: /^Passes/ })).toHaveCount(2, {
    timeout: 120_000,
  });
  await dialog.getByRole('button', { name: 'Add to the draft' }).click();
  await expect(dialog).toHaveCount(0);

  await save(page);
  const diff = (await diffSince(editor, before)).join('\n');
  expect(diff).toContain('+      "name": "Doral",');
  expect(diff).toContain(`+        "es": ${JSON.stringify(SPANISH_CHARACTER)}`);
  await publishFromEditor(page, site.baseUrl, 'two-languages-add-town');
  const spanish = await fetch(`${site.baseUrl}/es/reparacion-de-aire-acondicionado-en-doral`);
  expect(spanish.status).toBe(200);
  const html = await spanish.text();
  expect(html).toContain('<html lang="es-US">');
  expect(html).toMatch(/hreflang="en-US" href="https:\/\/www\.brisa-air\.example\/ac-repair-in-doral"/i);
});

test('Add service asks for the Spanish of every text it adds, and its Spanish pages get addresses in Spanish', async ({
  page,
}) => {
  test.setTimeout(900_000);
  const { editor, site } = running;
  const before = await readFile(editor.siteFile, 'utf8');
  await openAt(page, editor, '/services');
  await page.getByRole('button', { name: '+ Add service' }).click();
  const dialog = page.getByRole('dialog', { name: /Add a service/ });
  await expect(dialog).toBeVisible();
  await page.keyboard.type('Duct Cleaning');
  await expect(dialog.getByLabel('Address name')).toHaveValue('duct-cleaning');
  await dialog.getByLabel('Start its town pages from a copy of').selectOption('ac-repair');
  await dialog.getByRole('checkbox', { name: 'Hialeah' }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();

  // The copied text: the hero written anew, every other copied part left out.
  await dialog.getByLabel('Page title').fill('Duct Cleaning in [town], FL | Brisa Air Conditioning & Heating');
  await dialog
    .getByLabel('Search-result summary')
    .fill('Air ducts cleaned and sealed in [town] homes, mold and dust out.');
  const hero = dialog.locator('fieldset.review-block', { has: page.locator('legend:text-is("Hero banner")') });
  await hero.getByRole('radio', { name: 'Write new' }).check();
  await hero.getByLabel('Heading', { exact: true }).fill('Duct Cleaning in [town]');
  await hero
    .getByLabel('Introduction', { exact: true })
    .fill('Dusty vents and a musty smell after the rainy season: we clean the ducts of [town] homes end to end.');
  const parts = dialog.locator('fieldset.review-block');
  for (let i = 0; i < (await parts.count()); i++) {
    const remove = parts.nth(i).getByRole('radio', { name: 'Remove' });
    if ((await parts.nth(i).locator('legend').textContent()) !== 'Hero banner' && (await remove.count()))
      await remove.check();
  }
  await dialog.getByRole('button', { name: 'Next' }).click();

  // Hialeah's own text (in English, the main language), until the near-copy score passes.
  await expect(dialog.getByRole('heading', { name: /^Hialeah’s own text for/ })).toBeVisible();
  const boxes = dialog.locator('section .override');
  for (let i = 0; i < (await boxes.count()); i++)
    await boxes
      .nth(i)
      .getByRole('textbox')
      .fill(
        `Hialeah ${['factory lofts', 'family duplexes', 'corner bodegas', 'garden apartments'][i % 4]} get duct text ${i + 1}, job ${i * 17 + 3}.`,
      );
  await expect(dialog.locator('.score')).toContainText(/^Passes/, { timeout: 180_000 });
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('list', { name: 'Steps' }).locator('[aria-current="step"]')).toContainText(
    'Where it is listed',
  );
  await dialog.getByRole('button', { name: 'Next' }).click();

  // The Spanish step: the service's name, its pages' texts and Hialeah's own, each with its English beside.
  await expect(dialog.getByRole('list', { name: 'Steps' }).locator('[aria-current="step"]')).toContainText(
    'In Spanish',
  );
  const items = dialog.locator('.translate-list > li');
  const count = await items.count();
  expect(count).toBeGreaterThan(8);
  // The name is asked once wherever it stands (the menu, the service, its overview page's heading…): one translation for all.
  const name = items.filter({ has: page.locator('.main-text [lang]', { hasText: /^Duct Cleaning$/ }) });
  expect(await name.count()).toBeGreaterThanOrEqual(2);
  await expect(name.filter({ hasText: 'Services › Service name' })).toHaveCount(1);
  await expect(name.first().getByRole('textbox')).toHaveAttribute('lang', 'es-US');
  await name.first().getByRole('textbox').fill('Limpieza de ductos');
  await expect(name.last().getByRole('textbox')).toHaveValue('Limpieza de ductos');
  await page.screenshot({ path: test.info().outputPath('add-service-spanish.png') });
  expect(await axeViolations(page, 'Add service, the Spanish step')).toEqual([]);
  // By keyboard alone: Tab goes from each box to the next, in the list's order, and back.
  await items.nth(1).getByRole('textbox').focus();
  await page.keyboard.press('Tab');
  await expect(items.nth(2).getByRole('textbox')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(items.nth(1).getByRole('textbox')).toBeFocused();
  const mainTexts = await items.locator('.main-text [lang]').allTextContents();
  for (let i = 0; i < count; i++)
    await items
      .nth(i)
      .getByRole('textbox')
      .fill(
        mainTexts[i] === 'Duct Cleaning'
          ? 'Limpieza de ductos'
          : `Texto ${i + 1} de ductos en Hialeah: ${['lofts', 'dúplex', 'bodegas', 'jardines'][i % 4]}, trabajo ${i * 11 + 5}.`,
      );
  await dialog.getByRole('button', { name: 'Add to the draft' }).click();
  await expect(dialog).toHaveCount(0);

  await save(page);
  const diff = (await diffSince(editor, before)).join('\n');
  expect(diff).toContain('+        "es": "Limpieza de ductos"');
  expect(diff).toContain('+        "es": "/es/limpieza-de-ductos-en-{townSlug}"');
  expect(diff).toContain('+        "es": "/es/limpieza-de-ductos"');
  await publishFromEditor(page, site.baseUrl, 'two-languages-add-service');
  const spanish = await fetch(`${site.baseUrl}/es/limpieza-de-ductos-en-hialeah`);
  expect(spanish.status).toBe(200);
  const html = await spanish.text();
  expect(html).toContain('<html lang="es-US">');
  expect(html).toMatch(/hreflang="en-US" href="https:\/\/www\.brisa-air\.example\/duct-cleaning-in-hialeah"/i);
  expect((await fetch(`${site.baseUrl}/es/limpieza-de-ductos`)).status).toBe(200);
});
