// The history of saves and publishes as the office reads it, in Chromium: the editor over a small
// site (the minimal fixture) and the real public server (without e-mail set up) over a temporary
// builds folder. Two saves and two publishes are told in words; a save is compared field by field;
// Roll back asks first, saying what the live site will show and what changes there (Cancel switches
// nothing); the live site is rolled back and that version restored in the editor, a save History
// tells as "Restored the version of …"; Discard asks first; Undo
// survives a reload; the inbox says e-mail is off. Screenshots at 1280 and 1024 px in /tmp/shots/history/.
import { mkdir, mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { normalizeContact } from '../../../shared/contact/rules';
import { openLeadStore } from '../../../server/store/open-store';
import { startEditor, type RunningEditor } from '../../helpers/editor-server';
import { writePublishableSite } from '../../helpers/publishable-site';
import { startEditorAndSite, type EditorAndSite } from '../../helpers/editor-and-site';
import { openAt, save } from '../../helpers/editor-page';
import { BUILD_MS, publishFromEditor } from '../../helpers/publish-dialog';
import { axeViolations } from '../../helpers/editor-axe';
import { VALID_BODY } from '../../integration/helpers/contact-body';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1280, height: 860 } });

const SHOTS = '/tmp/shots/history';
const PHONE = { first: '(419) 555-0100', a: '(419) 555-0142', b: '(419) 555-0199' };

let running: EditorAndSite<RunningEditor>;
let editor: RunningEditor;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await mkdir(SHOTS, { recursive: true });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'history-e2e-'));
  const siteFile = await writePublishableSite(dir);
  running = await startEditorAndSite('history-e2e-', (env) => startEditor(siteFile, env));
  editor = running.editor;
});

test.afterAll(async () => {
  await running?.stop();
});

const phone = (page: Page) => page.locator('[id="f/business/phone"]');

async function savePhone(page: Page, value: string) {
  await phone(page).fill(value);
  await save(page);
}

async function openHistory(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'History' }).click();
  const dialog = page.getByRole('dialog', { name: 'History' });
  await expect(dialog.getByRole('list', { name: 'Saves and publishes, newest first' })).toBeVisible();
  return dialog;
}

test('the history tells saves and publishes in words, compares a save field by field, rolls back and restores in the editor', async ({
  page,
}) => {
  test.setTimeout(3 * BUILD_MS);
  await page.addInitScript(() => localStorage.clear());
  await openAt(page, editor, '/business');
  await savePhone(page, PHONE.a);
  await (
    await publishFromEditor(page, running.site.baseUrl, 'history-publish-1')
  )
    .getByRole('button', { name: 'Close' })
    .click();
  await savePhone(page, PHONE.b);
  await (
    await publishFromEditor(page, running.site.baseUrl, 'history-publish-2')
  )
    .getByRole('button', { name: 'Close' })
    .click();

  const dialog = await openHistory(page);
  const items = dialog.locator('.history-item');
  await expect(items).toHaveCount(5); // 2 publishes, 2 saves, the file before the first save
  await expect(items.nth(0)).toContainText(/Published: \d+ pages/);
  await expect(items.nth(0)).toContainText('Live now');
  await expect(items.nth(0)).toContainText(/Made from the version saved .+: Changed phone number/);
  await expect(items.nth(1).locator('.history-summary')).toHaveText('Changed phone number');
  await expect(items.nth(1)).toContainText('In the editor');
  for (const width of [1280, 1024]) {
    await page.setViewportSize({ width, height: 860 });
    await page.screenshot({ path: `${SHOTS}/timeline-${width}.png` });
  }
  expect(await axeViolations(page, 'history')).toEqual([]);

  // Compare the newest save field by field.
  await items.nth(1).getByRole('button', { name: 'What changed' }).click();
  const changes = dialog.getByRole('list', { name: /^Changes of the save of / });
  await expect(changes.getByRole('listitem')).toHaveText([`Business › Phone number: ${PHONE.a} → ${PHONE.b}`]);
  await page.screenshot({ path: `${SHOTS}/compare-1024.png` });
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.screenshot({ path: `${SHOTS}/compare-1280.png` });
  expect(await axeViolations(page, 'history, a save compared')).toEqual([]);

  // Roll back asks first: what visitors will see, and what changes on the live site compared with now.
  const rollBack = items.nth(2).getByRole('button', { name: /^Roll back the live site to this: the publish of / });
  await rollBack.click();
  const ask = page.getByRole('dialog', { name: 'Roll back the live site?' });
  await expect(ask).toContainText(/Visitors will see the version saved .+ \(published .+\), at once\./);
  const differences = ask.getByRole('list', { name: /^Changes on the live site if it switches to the version saved / });
  await expect(differences.getByRole('listitem')).toHaveText([`Business › Phone number: ${PHONE.b} → ${PHONE.a}`]);
  await expect(ask).toContainText('The editor keeps what it holds, saved and unsaved; only the live site changes.');
  await page.screenshot({ path: `${SHOTS}/roll-back-asks-1280.png` });
  expect(await axeViolations(page, 'history, roll back asks first')).toEqual([]);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toHaveCount(0);
  expect(await fetch(running.site.baseUrl).then((r) => r.text())).toContain(PHONE.b); // nothing switched
  await expect(items.nth(0)).toContainText('Live now');

  // Asked again and said yes: the live site switches, and the dialog says what the editor still holds.
  await rollBack.click();
  await ask.getByRole('button', { name: 'Roll back the live site' }).click();
  await expect(ask).toHaveCount(0);
  const notice = dialog.locator('.rollback-notice');
  await expect(notice).toContainText(
    /^The live site now shows the version of .+\. The editor still holds your newer saved version; the next Publish would put it live again\./,
  );
  await expect
    .poll(async () => (await fetch(running.site.baseUrl).then((r) => r.text())).includes(PHONE.a), { timeout: 10_000 })
    .toBe(true);
  await page.screenshot({ path: `${SHOTS}/rolled-back-1280.png` });
  expect(await axeViolations(page, 'history, rolled back')).toEqual([]);
  await notice.getByRole('button', { name: /^Restore the version of .+ in the editor too$/ }).click();
  await expect(notice).toContainText(/The live site and the editor now both show the version of/);
  expect(JSON.parse(await readFile(editor.siteFile, 'utf8')).business.phone).toBe(PHONE.a);
  // The restore's save is told as what it is, with the date of the version it put back, not as the changes it undid.
  await expect(items).toHaveCount(6); // the restore is a save of its own
  const firstSaveAt = await items.nth(4).locator('time').textContent();
  await expect(items.nth(0).locator('.history-summary')).toHaveText(`Restored the version of ${firstSaveAt}`);
  await expect(items.nth(0)).toContainText('In the editor');
  await page.screenshot({ path: `${SHOTS}/restored-1280.png` });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(phone(page)).toHaveValue(PHONE.a);

  // Publishing it now builds nothing: it is what the live site shows. No earlier outcome is shown first.
  await page.getByRole('banner').getByRole('button', { name: 'Publish' }).click();
  const publish = page.getByRole('dialog', { name: 'Publish the site' });
  await expect(publish.getByRole('table').getByText('Live', { exact: true })).toBeVisible();
  await expect(publish.getByText(/^Published in/)).toHaveCount(0);
  await publish.getByRole('button', { name: 'Publish the saved site' }).click();
  await expect(publish.getByRole('status').filter({ hasText: 'Already live' })).toHaveText(
    /^Already live: the live site was published .+ from this same saved version, so nothing was built\./,
  );
  await expect(publish.getByRole('table').locator('tbody tr')).toHaveCount(2);
  await page.screenshot({ path: `${SHOTS}/already-live-1280.png` });
});

test('Discard asks before throwing the draft away', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('kept')) {
      localStorage.clear();
      sessionStorage.setItem('kept', '1');
    }
  });
  await openAt(page, editor, '/business');
  await phone(page).fill('(419) 555-0111');
  await expect(page.locator('.topbar .status')).toHaveText('Unsaved changes (kept as a draft)');
  await page.reload();
  await expect(phone(page)).toHaveValue('(419) 555-0111', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Discard them…' }).click();
  const ask = page.getByRole('dialog', { name: 'Throw away your unsaved changes?' });
  await expect(ask).toContainText('This cannot be undone.');
  await page.screenshot({ path: `${SHOTS}/discard-asks-1280.png` });
  await ask.getByRole('button', { name: 'Keep my changes' }).click();
  await expect(phone(page)).toHaveValue('(419) 555-0111');
  await page.getByRole('button', { name: 'Discard them…' }).click();
  await ask.getByRole('button', { name: 'Throw them away' }).click();
  await expect(phone(page)).toHaveValue(PHONE.a);
  await expect(page.locator('.topbar .status')).toHaveText('All changes saved');
});

test('Undo works after a reload', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('kept')) {
      localStorage.clear();
      sessionStorage.setItem('kept', '1');
    }
  });
  await openAt(page, editor, '/business');
  await phone(page).fill('(419) 555-0122');
  await page.locator('[id="f/site/name"]').fill('Fixture Lawns'); // another form: another step of undo
  await page.reload();
  await expect(phone(page)).toHaveValue('(419) 555-0122', { timeout: 30_000 });
  const undo = page.getByRole('banner').getByRole('button', { name: 'Undo' });
  await undo.click();
  await expect(page.locator('[id="f/site/name"]')).toHaveValue('Fixture Landscaping');
  await expect(phone(page)).toHaveValue('(419) 555-0122');
  await undo.click();
  await expect(phone(page)).toHaveValue(PHONE.a);
  await expect(page.locator('.topbar .status')).toHaveText('All changes saved');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Redo' })).toBeEnabled();
});

test("the inbox says e-mail is off, and how to set it up, when the site's server has none", async ({ page }) => {
  const store = await openLeadStore({ dataDir: path.join(running.dir, 'data') });
  await store.insertLeads([{ ...normalizeContact(VALID_BODY), first_name: 'Dee', last_name: 'Dunn' }]);
  await store.close();
  await openAt(page, editor, 'leads');
  const notice = page.getByRole('status').filter({ hasText: 'E-mail is off' });
  await expect(notice).toContainText('SMTP_URL');
  await expect(notice).toContainText('LEADS_TO');
  await expect(page.getByRole('region', { name: 'Leads' }).locator('tbody tr td:nth-child(5)')).toHaveText(['Off']);
  await page.getByRole('link', { name: 'Dee Dunn' }).click();
  await expect(page.locator('.mail-state')).toContainText(
    /^E-mail is off: the site’s server is not set up to send e-mail/,
  );
  await expect(page.getByText('Waiting to be sent')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/inbox-mail-off-1280.png` });
  expect(await axeViolations(page, 'inbox, e-mail off')).toEqual([]);
});
