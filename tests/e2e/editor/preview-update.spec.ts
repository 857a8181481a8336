// How the preview follows the draft (editor/app/src/use-preview-frame.ts): the frame is loaded once and
// every new drawing is morphed into its document, so an edit or another page keeps the frame's document
// and its pictures, clicking a block still selects it afterwards, and nothing breaks the CSP.
import { expect as baseExpect, test, type Frame, type Page } from '@playwright/test';
import { SMALL_SITE } from '../../helpers/small-site';
import { editorForThisFile } from '../../helpers/spec-editor';

test.use({ viewport: { width: 1280, height: 860 } });
const expect = baseExpect.configure({ timeout: 20_000 });
const editor = editorForThisFile(SMALL_SITE);
const preview = (page: Page) => page.frameLocator('iframe[title="Preview"]');

async function previewFrame(page: Page): Promise<Frame> {
  return (await (await page.locator('iframe[title="Preview"]').elementHandle())!.contentFrame())!;
}

test('an edit and another page are drawn into the same document, pictures kept, and a click still selects a block', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    // The editor's Vite client tries its hot-reload socket, which the CSP refuses (not the preview's doing).
    if (/Content Security Policy/.test(message.text()) && !/ws:\/\//.test(message.text()))
      violations.push(message.text());
  });
  await page.goto(editor.url('/#/pages/0/blocks/0'));
  await expect(preview(page).locator('h1')).toContainText('Landscaping and tree care', { timeout: 60_000 });
  const frame = await previewFrame(page);
  // Marks on the document and on its first picture: a reload or a replaced body would lose them.
  await frame.evaluate(() => {
    (window as unknown as { kept: boolean }).kept = true;
    (document.querySelector('main img') as HTMLImageElement & { kept?: boolean }).kept = true;
  });
  const marks = () =>
    frame.evaluate(() => ({
      document: (window as unknown as { kept?: boolean }).kept === true,
      picture: (document.querySelector('main img') as HTMLImageElement & { kept?: boolean }).kept === true,
    }));

  await page.locator('[id="f/pages/0/blocks/0/heading"]').fill('Yards that stand up to the lake wind');
  await expect(preview(page).locator('h1')).toHaveText('Yards that stand up to the lake wind');
  expect(await marks()).toEqual({ document: true, picture: true });

  await preview(page).locator('[data-block]').nth(3).click();
  await expect(page).toHaveURL(/#\/pages\/0\/blocks\/3$/);

  // Another page is morphed in too, and starts at its top.
  await frame.evaluate(() => window.scrollTo(0, 600));
  // Within the open editor (its session already started): a change of #part only, no new document.
  await page.goto(`${editor.base}/#/pages/14/blocks/0`);
  await expect(page.locator('.preview-path')).toHaveText('/about');
  await expect(preview(page).locator('h1')).toHaveText('About Riverbend');
  expect((await marks()).document).toBe(true);
  expect(await frame.evaluate(() => window.scrollY)).toBe(0);
  await preview(page).locator('[data-block]').nth(2).click();
  await expect(page).toHaveURL(/#\/pages\/14\/blocks\/2$/);

  // A town page drawn from a template, after a change of its template's text.
  await page.goto(`${editor.base}/#/templates/0/town/sandusky`);
  await expect(page.locator('.preview-path')).toHaveText(/sandusky/);
  await expect(preview(page).locator('h1')).toContainText('Sandusky');
  expect((await marks()).document).toBe(true);
  expect(violations).toEqual([]);
});
