// The doctor's advice on the draft, in the editor: a town page made a near copy of another (in a
// temporary copy of the small site) shows the doctor's score at the town's field, in the advice list with
// its page, and in the save dialog, without stopping the save; a picture's emptied alt text and a link
// to a missing #part of a page show the doctor's words at their fields and in the list, before saving.
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect as baseExpect, test } from '@playwright/test';
import { startEditor, type RunningEditor } from '../../helpers/editor-server';
import { nearCopySite, writeSmallSite } from '../../helpers/small-site';

test.use({ viewport: { width: 1280, height: 860 } });
// The advice draws every page of the draft once (seconds; a minute on a busy two-core machine).
const expect = baseExpect.configure({ timeout: 240_000 });
let editor: RunningEditor;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // The small site: the advice draws every page, and its size is not what this spec tests.
  const model = nearCopySite();
  editor = await startEditor(await writeSmallSite(await mkdtemp(path.join(os.tmpdir(), 'advice-site-')), model));
});
test.afterAll(async () => {
  await editor?.stop();
});

test("a near-duplicate town page shows the doctor's score at its field and in the save dialog", async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto(editor.url('/#/towns/1'));
  const atField = page.locator('[id="f/towns/1/pages/landscaping__error"] .advice');
  await expect(atField).toContainText(
    /Advice: Its text is \d+% the same as \/[a-z-]*vermilion[a-z-]*, town names aside \(the limit is 60%\)\./,
  );
  const list = page.locator('.advice-list');
  await list.locator('summary').click();
  await expect(list.getByRole('link', { name: /’s own text on Landscaping/ }).first()).toBeVisible();
  await expect(list).toContainText(/sandusky/);
  await page.screenshot({ path: test.info().outputPath('advice-at-field-1280.png') });

  // Before saving a change, the save dialog lists the advice too.
  await page.locator('[id="f/towns/1/character"]').fill('lakeside village and farmland');
  await page.keyboard.press('Control+s');
  const dialog = page.getByRole('dialog', { name: 'Save changes' });
  await expect(dialog.locator('.advice-list')).toContainText(/the same as/);
  await expect(dialog.getByRole('button', { name: 'Save these changes' })).toBeEnabled();
});

test('a picture with an empty alt text and a link to a missing part of a page show at their fields and in the advice list, before saving', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const before = await readFile(editor.siteFile, 'utf8');
  await page.goto(editor.url('/#/pages/0/blocks/0'));
  // The home hero's picture loses its description; its second button links a part of /services that does not exist.
  const alt = page.locator('[id="f/pages/0/blocks/0/image/alt"]');
  const href = page.locator('[id="f/pages/0/blocks/0/buttons/1/href"]');
  await expect(alt).toHaveValue('A wooden dock reaching out over a calm lake');
  await alt.fill('');
  await href.fill('/services#no-such-part');

  // The doctor's words at each field (the check itself finds no problem: both are valid site.json)...
  await expect(page.locator('[id="f/pages/0/blocks/0/image/alt__error"] .advice')).toHaveText(
    /^Advice: The image \/img\/lake-dock-[\w.-]+\.jpg has empty alt text but is not marked as decorative\. Write its Picture description: a short sentence/,
  );
  await expect(page.locator('[id="f/pages/0/blocks/0/buttons/1/href__error"] .advice')).toHaveText(
    'Advice: Link to /services#no-such-part, but /services has no part named "no-such-part". Fix the part after "#", or remove it to link the top of the page.',
  );
  await expect(
    page.locator(
      '[id="f/pages/0/blocks/0/image/alt__error"] .text-danger, [id="f/pages/0/blocks/0/buttons/1/href__error"] .text-danger',
    ),
  ).toHaveCount(0);

  // ...and in the advice list, each a link to its field with the page it concerns.
  const list = page.locator('main .advice-list');
  await list.locator('summary').click();
  const altItem = list.locator('li').filter({ hasText: 'has empty alt text' });
  const linkItem = list.locator('li').filter({ hasText: 'no part named "no-such-part"' });
  await expect(altItem).toHaveCount(1);
  await expect(linkItem).toHaveCount(1);
  await expect(altItem.locator('.advice-page')).toHaveText('/');
  await expect(linkItem.locator('.advice-page')).toHaveText('/');
  await expect(altItem.getByRole('link')).toHaveAttribute('href', '#/pages/0/blocks/0/image/alt');
  await expect(linkItem.getByRole('link')).toHaveAttribute('href', '#/pages/0/blocks/0/buttons/1/href');
  await page.screenshot({ path: test.info().outputPath('advice-list-alt-and-link-1280.png') });
  await page.locator('[id="f/pages/0/blocks/0/image/alt__error"]').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('advice-at-alt-field-1280.png') });

  // Nothing was written: the advice comes while the change is still a draft.
  await expect(page.locator('.topbar .status')).toHaveText(/Unsaved/);
  expect(await readFile(editor.siteFile, 'utf8')).toBe(before);
});
