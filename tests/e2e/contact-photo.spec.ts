// A site that chose its form (tests/fixtures/contact-photo: names, e-mail, optional phone, postcode
// and comments, a privacy consent box, a photo upload), built and served by its own server, in
// Chromium: the visitor fills the form, chooses a photo and sees the thank-you message; the lead and
// its photo, re-encoded without the camera's EXIF, are in the lead store. The consent box is asked
// for in the browser before anything is sent, and without JavaScript the same form still posts.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { startApp, type Running } from '../integration/helpers/start-app';
import { hydrateNow } from './helpers';

const SUCCESS = "Thank you! Your message has been sent successfully. We'll get back to you soon.";
const CONSENT = 'Please tick the box to agree to the privacy policy, so that we may answer you.';

let work: string;
let site: Running;
let photo: Buffer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  work = mkdtempSync(path.join(os.tmpdir(), 'contact-photo-'));
  const distDir = path.join(work, 'dist');
  execFileSync(
    process.execPath, // node itself, not the npx/tsx wrappers
    [
      '--import',
      'tsx',
      'generator/cli.ts',
      'build',
      '--site',
      'tests/fixtures/contact-photo/site.json',
      '--out',
      distDir,
    ],
    { stdio: 'pipe' },
  );
  site = await startApp({ distDir, dataDir: path.join(work, 'data') });
  // A camera's photo: its make and GPS position in EXIF, to be gone from what is stored.
  photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#6b8f3a' } })
    .withExifMerge({ IFD0: { Make: 'TestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 23/1 0/1' } })
    .jpeg()
    .toBuffer();
});

test.afterAll(async () => {
  await site?.stop();
  rmSync(work, { recursive: true, force: true });
});

async function fill(page: Page) {
  const form = page.locator('#contact-form');
  await form.getByLabel('First name').fill('Mary-Jo');
  await form.getByLabel('Last name').fill("O'Neil");
  await form.getByLabel('Email').fill('maryjo@example.com');
  await form.getByLabel('Comments').fill('The oak by the drive: see the photo.');
  await form
    .getByLabel('Photo of the job')
    .setInputFiles({ name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: photo });
  return form;
}

test('sends the form with a photo and shows the thank-you message; the lead and its photo are stored', async ({
  page,
}) => {
  const errors: string[] = []; // a hydration mismatch is one
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text());
  });
  await page.goto(`${site.baseUrl}/contact`);
  await hydrateNow(page);
  const form = await fill(page);
  await expect(form.getByLabel('State')).toHaveCount(0); // the form asks for no region
  const send = form.getByRole('button', { name: /send message/i });

  // The consent box first: nothing is sent until it is ticked.
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/contact')) posts.push(r.headers()['content-type'] ?? '');
  });
  await send.click();
  await expect(form.locator('#contact-privacy-consent-error')).toHaveText(CONSENT);
  await expect(form.getByRole('checkbox')).toBeFocused();
  expect(posts).toEqual([]);

  await form.getByRole('checkbox', { name: /I have read the privacy policy/ }).check();
  await send.click();
  await expect(page.locator('#contact-form-status')).toHaveText(SUCCESS);
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatch(/^multipart\/form-data; boundary=/);
  await expect(form.getByLabel('First name')).toHaveValue(''); // cleared, the chooser too
  await expect(form.getByLabel('Photo of the job')).toHaveValue('');

  const [lead] = await site.store.listLeads();
  expect(lead).toMatchObject({ first_name: 'Mary-Jo', email: 'maryjo@example.com', state: '', cell_phone: '' });
  expect(lead!.photo_bytes).toBeGreaterThan(1000);
  const stored = (await site.store.getLeadPhoto(lead!.id))!;
  const metadata = await sharp(stored.data).metadata();
  expect(metadata).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 });
  expect(metadata.exif).toBeUndefined();
  expect(errors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts its fields and the photo as multipart/form-data, and the lead is stored', async ({ page }) => {
    await page.goto(`${site.baseUrl}/contact`);
    const form = await fill(page);
    await form.getByRole('checkbox').check();
    const before = await site.store.countLeads();
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/contact')),
      form.getByRole('button', { name: /send message/i }).click(),
    ]);
    // Stored, then sent on to the thank-you page (a reload of it posts nothing again).
    expect(response.status()).toBe(303);
    expect(response.request().headers()['content-type']).toMatch(/^multipart\/form-data/);
    await expect(page).toHaveURL(/\/api\/contact\/sent$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Message sent');
    await expect(page.getByText(SUCCESS)).toBeVisible();
    expect(await site.store.countLeads()).toBe(before + 1);
    const [lead] = await site.store.listLeads();
    expect((await site.store.getLeadPhoto(lead!.id))!.content_type).toBe('image/jpeg');
  });
});
