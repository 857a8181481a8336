// Write first, check after: a save of a valid draft is written without waiting for Publish's near-copy
// check or the doctor's advice, which run beside it and show their answers in the dialog after "Saved".
// A draft with a problem is still never written, even when Save is clicked before the check has answered.
// The times (click → "Saved.") are printed, never asserted: editor/bench/measure-save.ts measures them.
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect as baseExpect, test } from '@playwright/test';
import { startEditor, type RunningEditor } from '../../helpers/editor-server';
import { openAt } from '../../helpers/editor-page';
import { nearCopySite, writeSmallSite } from '../../helpers/small-site';

test.use({ viewport: { width: 1280, height: 860 } });
// The background checks draw every page of the draft (seconds; a minute on a busy two-core machine).
const expect = baseExpect.configure({ timeout: 240_000 });
let editor: RunningEditor;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // A near copy, so the background checks have something to say: Publish would refuse it, and the advice names it.
  const model = nearCopySite();
  editor = await startEditor(await writeSmallSite(await mkdtemp(path.join(os.tmpdir(), 'save-time-site-')), model));
});
test.afterAll(async () => {
  await editor?.stop();
});

test('each save is written at once; the near-copy check and the advice show their answers after "Saved."', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await openAt(page, editor, '/business');
  const field = page.locator('[id="f/business/emergencyLine"]');
  const dialog = page.getByRole('dialog', { name: 'Save changes' });
  const times: number[] = [];
  for (let i = 1; i <= 3; i++) {
    const line = `24/7 emergency tree service, save ${i}`;
    await field.fill(line);
    await page.keyboard.press('Control+s');
    const started = Date.now();
    await dialog.getByRole('button', { name: 'Save these changes' }).click();
    await expect(dialog.getByText(/^Saved\. /)).toBeVisible();
    times.push(Date.now() - started);
    expect(await readFile(editor.siteFile, 'utf8')).toContain(`"emergencyLine": ${JSON.stringify(line)}`);

    // The checks that ran beside the save answer in the dialog, after it: Publish would refuse the copied page.
    await expect(dialog.getByText(/^Publish would refuse the saved pages: \d+ (town )?pages? /)).toBeVisible();
    await expect(dialog.locator('.near-copy-warning')).toContainText(/sandusky/);
    await expect(dialog.locator('.advice-list')).toContainText(/the same as/);
    if (i === 1) await page.screenshot({ path: test.info().outputPath('saved-then-checked-1280.png') });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.locator('.topbar .status')).toHaveText('All changes saved');
  }
  console.log(`save-time: click → "Saved." ${times.join(', ')} ms`);
  // Each save is kept in History too, after the file as it was before the first.
  expect((await readdir(editor.versionsDir)).filter((name) => name.endsWith('.json'))).toHaveLength(4);
});

test('a draft with a problem is not written, even when Save is clicked before its check has answered', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await openAt(page, editor, '/business');
  const before = await readFile(editor.siteFile, 'utf8');
  // The checks of the draft are held back, so the dialog still holds the last answer (no problem).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/check', async (route) => {
    await held;
    await route.continue();
  });
  await page.locator('[id="f/business/email"]').fill('not an address');
  await page.keyboard.press('Control+s');
  const dialog = page.getByRole('dialog', { name: 'Save changes' });
  await dialog.getByRole('button', { name: 'Save these changes' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/^Not saved: fix the problems listed above the form first\./);
  expect(await readFile(editor.siteFile, 'utf8')).toBe(before);

  // Once the check answers, the dialog counts the problem and offers no save.
  release();
  await expect(dialog.getByRole('alert')).toHaveText(/^Not saved: fix the 1 problem listed above the form first\./);
  await expect(dialog.getByRole('button', { name: 'Save these changes' })).toHaveCount(0);
  await page.unroute('**/api/check');
  expect(await readFile(editor.siteFile, 'utf8')).toBe(before);
});
