// The owner's Leads inbox in the editor, in Chromium, over a temporary DATA_DIR that the site's own
// server (createApp, mailing to an SMTP server on loopback) writes: the start page counts the new
// leads, a lead opens in full and is marked contacted, an e-mail that gave up is sent again, a lead
// is deleted after a confirmation naming the person, the CSV downloads formula-safe, the empty
// state, the keyboard alone, and 0 axe violations on every screen.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { normalizeContact } from '../../../shared/contact/rules';
import type { Lead } from '../../../shared/leads';
import { startEditor, type RunningEditor } from '../../helpers/editor-server';
import { SMALL_SITE } from '../../helpers/small-site';
import { startApp, type Running } from '../../integration/helpers/start-app';
import { startSmtpSink, waitFor, type SmtpSink } from '../../integration/helpers/smtp-sink';
import { VALID_BODY } from '../../integration/helpers/contact-body';

test.use({ viewport: { width: 1280, height: 860 } });
test.describe.configure({ mode: 'serial' });
// The editor starts Vite and validates on the server: on a busy two-core machine a step can take seconds.
const expect = baseExpect.configure({ timeout: 20_000 });

let dataDir: string;
let sink: SmtpSink;
let site: Running;
let editor: RunningEditor;
const leads: Record<string, Lead> = {};

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'inbox-data-'));
  sink = await startSmtpSink();
  // The first e-mail is refused and, with one attempt allowed, given up: the inbox offers to retry it.
  site = await startApp({
    dataDir,
    smtpUrl: sink.url,
    leadsTo: 'office@riverbend.example',
    outbox: { maxAttempts: 1, pollMs: 200, baseDelayMs: 100 },
  });
  sink.failNext = 1;
  const start = Date.now() - 3 * 3_600_000;
  const people = [
    { first_name: 'Ann', last_name: 'Archer', city: 'Sandusky', comments: 'Two maples need trimming before winter.' },
    { first_name: 'Bea', last_name: 'Baker', city: 'Vermilion', comments: '' },
    {
      first_name: 'Cy',
      last_name: 'Cole',
      city: 'Huron',
      comments: '=HYPERLINK("http://evil.example","Click")\nAlso: weekly mowing?',
    },
  ];
  for (const [i, person] of people.entries()) {
    const [lead] = await site.store.insertLeads(
      [{ ...normalizeContact(VALID_BODY), ...person }],
      undefined,
      start + i * 3_600_000,
    );
    leads[person.first_name] = lead!;
    site.outbox.kick();
    await waitFor(
      async () => (await site.store.getLeadWithMail(lead!.id))?.mail_state !== 'pending',
      20_000,
      `${person.first_name}'s e-mail tried`,
    );
  }
  editor = await startEditor(SMALL_SITE, { DATA_DIR: dataDir, DATABASE_URL: '' });
});

test.afterAll(async () => {
  await editor?.stop();
  await site?.stop();
  await sink?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const detail = (page: Page) => page.getByRole('region', { name: /^(Ann|Bea|Cy) / });
const rows = (page: Page) => page.getByRole('region', { name: 'Leads' }).locator('tbody tr');

async function openEditor(page: Page, hash = '') {
  await page.goto(editor.url(`/${hash}`));
  await expect(page.locator('.topbar .status')).toHaveText(/changes saved|Unsaved/, { timeout: 30_000 });
}

test('the start page counts the new leads and links to the inbox, newest first', async ({ page }) => {
  await openEditor(page);
  await expect(page.getByRole('navigation', { name: 'Inbox' }).getByRole('link')).toHaveText('Leads 3 new');
  const count = page.getByRole('link', { name: '3 new leads' });
  await expect(count).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('start-page.png') });
  await count.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await expect(rows(page).locator('td:nth-child(2)')).toHaveText(['Cy Cole', 'Bea Baker', 'Ann Archer']);
  await expect(rows(page).locator('td:nth-child(3)')).toHaveText(['Huron', 'Vermilion', 'Sandusky']);
  await expect(rows(page).locator('td:nth-child(5)')).toHaveText(['Sent', 'Sent', 'Failed']);
  // Times in the site's locale (en-US): "Nov 23, 2026, 3:04 PM".
  await expect(rows(page).first().locator('td').first()).toHaveText(
    /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d\s?[AP]M$/,
  );
  await page.screenshot({ path: test.info().outputPath('leads-list.png') });
});

test('a lead opens in full and is marked contacted', async ({ page }) => {
  await openEditor(page, '#leads');
  await rows(page).getByRole('link', { name: 'Cy Cole' }).click();
  const lead = detail(page);
  await expect(lead.getByRole('heading', { name: 'Cy Cole' })).toBeVisible();
  for (const value of ['(419) 555-0134', 'maryjo@example.com', '12 Lake St', 'Huron', 'OH', '44839'])
    await expect(lead.getByText(value, { exact: true })).toBeVisible();
  await expect(lead.getByRole('link', { name: 'maryjo@example.com' })).toHaveAttribute(
    'href',
    'mailto:maryjo@example.com',
  );
  await expect(lead.locator('.lead-comments')).toHaveText(
    '=HYPERLINK("http://evil.example","Click")\nAlso: weekly mowing?',
  );
  await expect(lead.getByText(/^Sent [A-Z][a-z]{2} \d/)).toBeVisible();
  await expect(lead.getByRole('button', { name: 'Retry sending' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('lead-detail.png') });

  await lead.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Contacted' }).click();
  await expect(lead.getByRole('status')).toHaveText('Marked contacted.');
  await expect(lead.getByRole('button', { name: 'Contacted' })).toHaveAttribute('aria-pressed', 'true');
  await expect(rows(page).first().locator('.status-badge')).toHaveText('Contacted');
  await expect(page.getByRole('navigation', { name: 'Inbox' }).getByRole('link')).toHaveText('Leads 2 new');
  expect(await site.store.getLead(leads.Cy!.id)).toMatchObject({ status: 'contacted' });
});

test('an e-mail that gave up is sent again with "Retry sending"', async ({ page }) => {
  await openEditor(page, `#leads/${leads.Ann!.id}`);
  const lead = detail(page);
  await expect(lead.getByText(/^Not sent: the server gave up after trying 1 time\. Last error: .*451/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('lead-failed.png') });
  const sentBefore = sink.messages.length;
  await lead.getByRole('button', { name: 'Retry sending' }).click();
  await expect(lead.getByRole('status')).toHaveText(/^Queued/);
  await waitFor(() => sink.messages.length > sentBefore, 20_000, 'the retried e-mail reaches the SMTP server');
  expect(sink.messages.at(-1)!.raw).toContain('Archer');
  await waitFor(
    async () => (await site.store.getLeadWithMail(leads.Ann!.id))?.mail_state === 'sent',
    10_000,
    'the retried e-mail marked sent',
  );
  await page.reload();
  await expect(detail(page).getByText(/^Sent [A-Z][a-z]{2} \d/)).toBeVisible();
  await expect(detail(page).getByRole('button', { name: 'Retry sending' })).toHaveCount(0);
});

test('a lead is deleted only after a confirmation that names the person', async ({ page }) => {
  await openEditor(page, `#leads/${leads.Bea!.id}`);
  await detail(page).getByRole('button', { name: 'Delete lead…' }).click();
  let dialog = page.getByRole('dialog', { name: 'Delete the lead from Bea Baker?' });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('delete-dialog.png') });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await site.store.getLead(leads.Bea!.id)).toBeDefined();

  await detail(page).getByRole('button', { name: 'Delete lead…' }).click();
  dialog = page.getByRole('dialog', { name: 'Delete the lead from Bea Baker?' });
  await dialog.getByRole('button', { name: 'Delete Bea Baker’s lead' }).click();
  await expect(page.getByText('Deleted the lead from Bea Baker.')).toBeVisible();
  await expect(rows(page).locator('td:nth-child(2)')).toHaveText(['Cy Cole', 'Ann Archer']);
  expect(await site.store.getLead(leads.Bea!.id)).toBeUndefined();
  expect(await site.store.countLeads()).toBe(2);
});

test('"Download CSV" gives every lead, formula-safe, as the CLI exports it', async ({ page }) => {
  await openEditor(page, '#leads');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d\d-\d\d\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe(
    'Lead id,Received (UTC),First name,Last name,Cell phone,Email,Street address,City,State,ZIP code,Comments,Mail status',
  );
  expect(lines[1]).toMatch(
    new RegExp(
      `^${leads.Cy!.id},.*,Cy,Cole,.*"'=HYPERLINK\\(""http://evil\\.example"",""Click""\\)\\nAlso: weekly mowing\\?",sent$`,
    ),
  );
  expect(lines[2]).toMatch(new RegExp(`^${leads.Ann!.id},.*,Ann,Archer,.*,sent$`));
  expect(lines.slice(3)).toEqual(['']);
});

test('works with the keyboard alone', async ({ page }) => {
  await openEditor(page);
  const inbox = page.getByRole('navigation', { name: 'Inbox' }).getByRole('link');
  for (let i = 0; i < 40 && !(await inbox.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(inbox).toBeFocused();
  await page.keyboard.press('Enter');
  const first = rows(page).first().getByRole('link');
  for (let i = 0; i < 40 && !(await first.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  await page.keyboard.press('Enter');
  const lead = detail(page);
  await expect(lead.getByRole('heading', { name: 'Cy Cole' })).toBeVisible();
  const done = lead.getByRole('button', { name: 'Done' });
  for (let i = 0; i < 40 && !(await done.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(done).toHaveAttribute('aria-pressed', 'true');
  await lead.getByRole('button', { name: 'Delete lead…' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete the lead from Cy Cole?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await site.store.getLead(leads.Cy!.id)).toMatchObject({ status: 'done' });
});

test("0 axe violations on the inbox's screens, and the empty state", async ({ page }) => {
  const axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  const found: string[] = [];
  await openEditor(page);
  await expect(page.getByRole('link', { name: '1 new lead', exact: true })).toBeVisible(); // Ann's only
  found.push(...(await axeViolations(page, axeSource, 'start page')));
  await openEditor(page, `#leads/${leads.Ann!.id}`);
  await expect(detail(page).getByRole('heading', { name: 'Ann Archer' })).toBeVisible();
  found.push(...(await axeViolations(page, axeSource, 'list and lead')));
  await detail(page).getByRole('button', { name: 'Delete lead…' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  found.push(...(await axeViolations(page, axeSource, 'delete dialog')));
  await page.keyboard.press('Escape');

  for (const id of [leads.Ann!.id, leads.Cy!.id]) await site.store.deleteLeads({ id });
  await openEditor(page, '#leads');
  await page.reload(); // the address changed only its hash: load the list again
  await expect(page.getByRole('heading', { name: 'No leads yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('leads-empty.png') });
  found.push(...(await axeViolations(page, axeSource, 'empty')));
  expect(found).toEqual([]);
});

async function axeViolations(page: Page, axeSource: string, screen: string): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: unknown,
            opts: object,
          ) => Promise<{ violations: { id: string; help: string; nodes: { target: unknown[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(
      { exclude: [['iframe[title="Preview"]']] },
      {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
        resultTypes: ['violations'],
      },
    );
    return result.violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  return violations.map((v) => `${screen}: ${v}`);
}
