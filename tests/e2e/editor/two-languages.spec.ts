// Issue 37: the editor of a site in two languages (a copy of examples/bilingual-miami whose About page
// has its title only in English). She chooses Spanish: each text shows its Spanish, the English beside
// it, and the About page's title is marked "not translated yet" while the switch counts the page as
// not yet in Spanish. She writes the Spanish title and changes a Spanish description: the file gains
// the title's translation on the lines of its English and a one-line change of the description; the
// page counts as Spanish again; the publish builds it, and the public site serves it under /es.
// Screenshots at 1280 px in the test's output folder.
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
