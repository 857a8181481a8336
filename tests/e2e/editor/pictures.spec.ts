// The picture library as its user works it, in Chromium, over a temporary copy of the whole site:
// a sideways phone photo with a GPS position is uploaded by choosing the file, placed in the home
// hero with the picker (which asks for its alt text), saved and published from the editor to the
// running public server (server/main.ts over a temporary builds folder); the published files, as the
// server sends them, are upright and carry no GPS. Also: 0 axe violations on the library, its details
// and the picker; the keyboard alone.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { startEditorOnCopy, type RunningProject } from '../../helpers/editor-project';
import { colourAt, gpsOf, gpsPhoto, GPS_PHOTO } from '../../helpers/gps-photo';
import { axeViolations } from '../../helpers/editor-axe';
import { openAt } from '../../helpers/editor-page';
import { BUILD_MS, publishFromEditor } from '../../helpers/publish-dialog';
import type { ChildServer } from '../../integration/helpers/child-server';
import { startEditorAndSite, type EditorAndSite } from '../../helpers/editor-and-site';
import { SMALL_SITE } from '../../helpers/small-site';

test.use({ viewport: { width: 1280, height: 860 } });
// Each step waits on the editor's server (checks, renders, sharp): generous on a busy two-core machine.
const expect = baseExpect.configure({ timeout: 20_000 });
let editor: RunningProject;
let site: ChildServer;
let buildsDir: string;
let running: EditorAndSite<RunningProject>;

const open = (page: Page, pointer: string) => openAt(page, editor, pointer);

test.beforeAll(async () => {
  test.setTimeout(120_000);
  running = await startEditorAndSite('pictures-e2e-', (env) => startEditorOnCopy(env, { site: SMALL_SITE }));
  ({ editor, site, buildsDir } = running);
});
test.afterAll(async () => {
  await running?.stop();
});

test('a sideways phone photo with GPS: uploaded, given an alt text in the picker, saved, published upright with no GPS', async ({
  page,
}) => {
  test.setTimeout(BUILD_MS + 120_000);
  const started = Date.now();
  await page.addInitScript(() => localStorage.clear());
  await open(page, '/pictures');
  await expect(page.getByRole('heading', { level: 1, name: 'Pictures' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'All pictures' }).getByRole('link', { name: /lake-dock\.jpg/ }),
  ).toContainText('Used in');

  const photo = await gpsPhoto();
  expect(await gpsOf(photo)).toMatchObject({ GPSLatitudeRef: 'N' });
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'Back Garden.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText('Added as back-garden.jpg')).toBeVisible();
  const detail = page.getByRole('article', { name: 'back-garden.jpg' });
  await expect(detail.getByText(`${GPS_PHOTO.uprightWidth} × ${GPS_PHOTO.uprightHeight} px`)).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Delete picture…' })).toBeEnabled();
  await page.screenshot({ path: test.info().outputPath('pictures-uploaded.png') });
  const uploaded = Date.now();

  // The home hero's picture, through the picker: it cannot be placed without saying what it shows.
  await open(page, '/pages/0/blocks/0');
  await page.locator('[id="f/pages/0/blocks/0/image/src-choose"]').click();
  const picker = page.getByRole('dialog', { name: 'Choose a picture' });
  await picker.getByRole('button', { name: /back-garden\.jpg/ }).click();
  await expect(picker.getByRole('button', { name: 'Use this picture' })).toBeDisabled();
  await expect(picker.getByText('Write what the picture shows')).toBeVisible();
  await picker.getByLabel(/Alt text/).fill('Stone path through a back garden in Huron');
  await page.screenshot({ path: test.info().outputPath('pictures-picker.png') });
  await picker.getByRole('button', { name: 'Use this picture' }).click();
  await expect(picker).toHaveCount(0);
  await expect(page.locator('[id="f/pages/0/blocks/0/image/src"]')).toHaveValue('back-garden.jpg');
  await expect(page.locator('[id="f/pages/0/blocks/0/image/alt"]')).toHaveValue(
    'Stone path through a back garden in Huron',
  );

  await page.keyboard.press('Control+s');
  const save = page.getByRole('dialog', { name: 'Save changes' });
  await save.getByRole('button', { name: 'Save these changes' }).click();
  await expect(save.getByText(/^Saved\. /)).toBeVisible();
  await save.getByRole('button', { name: 'Close' }).click();
  const hero = JSON.parse(await readFile(editor.siteFile, 'utf8')).pages[0].blocks[0].image;
  expect(hero).toMatchObject({ src: 'back-garden.jpg', alt: 'Stone path through a back garden in Huron' });

  // The library now says where it is used, and no longer offers to delete it.
  await open(page, '/pictures/back-garden.jpg');
  await expect(
    detail.getByRole('link', { name: /Page “Riverbend Landscaping & Tree Care” › block 1 \(Hero\)/ }),
  ).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Delete picture…' })).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('pictures-used.png') });
  const placed = Date.now();

  // Published from the editor; the server then sends the home page with the picture, in each format the build wrote.
  await publishFromEditor(page, site.baseUrl, 'pictures-publish');
  await expect
    .poll(async () => (await fetch(site.baseUrl)).headers.get('x-build-id'), { timeout: 10_000 })
    .toBeTruthy();
  const home = await fetch(site.baseUrl);
  const live = home.headers.get('x-build-id')!;
  const html = await home.text();
  expect(html).toContain('alt="Stone path through a back garden in Huron"');
  const published = (await readdir(path.join(buildsDir, live, 'img'))).filter((f) => f.startsWith('back-garden-'));
  expect(published.map((f) => path.extname(f)).sort()).toEqual(['.avif', '.jpg', '.webp']);
  for (const file of published) {
    expect(html, `the home page names ${file}`).toContain(`/img/${file}`);
    const response = await fetch(`${site.baseUrl}/img/${file}`);
    expect(response.status, file).toBe(200);
    const served = Buffer.from(await response.arrayBuffer());
    const meta = await sharp(served).metadata();
    expect({
      file,
      width: meta.width,
      height: meta.height,
      orientation: meta.orientation ?? 1,
      gps: await gpsOf(served),
    }).toEqual({
      file,
      width: GPS_PHOTO.uprightWidth,
      height: GPS_PHOTO.uprightHeight,
      orientation: 1,
      gps: undefined,
    });
    const top = await colourAt(served, 200, 100);
    const bottom = await colourAt(served, 200, 700);
    expect(top.r > 150 && top.b < 100, `${file}: red on top`).toBe(true);
    expect(bottom.b > 150 && bottom.r < 100, `${file}: blue below`).toBe(true);
  }
  test.info().annotations.push({
    type: 'workflow times',
    description: `upload ${uploaded - started} ms, place + save ${placed - uploaded} ms, publish ${Date.now() - placed} ms`,
  });
});

test("0 axe violations on the library, a picture's details and the picker", async ({ page }) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  await open(page, '/pictures');
  await expect(page.locator('.picture-card').first()).toBeVisible();
  found.push(...(await axeViolations(page, 'library')));
  await open(page, '/pictures/lake-dock.jpg');
  await expect(page.getByRole('article', { name: 'lake-dock.jpg' })).toBeVisible();
  found.push(...(await axeViolations(page, 'details')));
  await open(page, '/pages/0/blocks/0');
  found.push(...(await axeViolations(page, 'picture field')));
  await page.locator('[id="f/pages/0/blocks/0/image/src-choose"]').click();
  await expect(page.getByRole('dialog', { name: 'Choose a picture' })).toBeVisible();
  found.push(...(await axeViolations(page, 'picker')));
  expect(found).toEqual([]);
});

test('works with the keyboard alone: open a picture, rename it (its uses follow), choose one in the picker', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.clear());
  await open(page, '/pictures');
  const grid = page.getByRole('list', { name: 'All pictures' });
  await page.getByRole('button', { name: 'Choose a file' }).focus();
  await page.keyboard.press('Tab');
  await expect(grid.getByRole('link').first()).toBeFocused();
  await grid.getByRole('link', { name: /commercial-grounds\.svg/ }).focus(); // the pictures are in name order
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/pictures\/drainage\.svg$/);
  const detail = page.getByRole('article', { name: 'drainage.svg' });
  await detail.getByLabel('New name').focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('Drain Pipe');
  await expect(detail.getByLabel('New name')).toHaveValue('drain-pipe');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/pictures\/drain-pipe\.svg$/);
  await expect(page.getByRole('status').filter({ hasText: 'Renamed to drain-pipe.svg' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'drain-pipe.svg' })).toBeVisible();
  const text = await readFile(editor.siteFile, 'utf8');
  expect(text).toContain('"drain-pipe.svg"');
  expect(text).not.toContain('"drainage.svg"');

  await open(page, '/pages/0/blocks/0');
  await page.locator('[id="f/pages/0/blocks/0/image/src-choose"]').focus();
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: 'Choose a picture' });
  await expect(picker.getByRole('button', { name: 'Choose a file' })).toBeFocused();
  await picker.getByRole('button', { name: /foggy-lake\.jpg/ }).focus();
  await page.keyboard.press('Enter');
  await expect(picker.getByLabel(/Alt text/)).not.toHaveValue(''); // its alt text from where it is already used
  await picker.getByRole('button', { name: 'Use this picture' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[id="f/pages/0/blocks/0/image/src"]')).toHaveValue('foggy-lake.jpg');
  await page.locator('[id="f/pages/0/blocks/0/image/src-choose"]').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(picker).toHaveCount(0);
});

test('a WebP dropped on the library is uploaded, opened and listed with its thumbnail', async ({ page }) => {
  test.setTimeout(120_000);
  await open(page, '/pictures');
  const zone = page.locator('.upload-zone');
  await expect(zone).toContainText('Drop photos here');
  // A real drop, as Playwright's docs show for files: a DataTransfer holding a File made in the page from the bytes.
  const webp = await sharp({ create: { width: 120, height: 80, channels: 3, background: { r: 40, g: 140, b: 60 } } })
    .webp()
    .toBuffer();
  const dataTransfer = await page.evaluateHandle((base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'Hedge Dropped.webp', { type: 'image/webp' }));
    return transfer;
  }, webp.toString('base64'));
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await expect(zone).toHaveClass(/\bover\b/);
  await zone.dispatchEvent('drop', { dataTransfer });
  await expect(zone).not.toHaveClass(/\bover\b/);

  await expect(page.getByText('Added as hedge-dropped.webp')).toBeVisible();
  await expect(page).toHaveURL(/#\/pictures\/hedge-dropped\.webp$/);
  const detail = page.getByRole('article', { name: 'hedge-dropped.webp' });
  await expect(detail.getByText('120 × 80 px')).toBeVisible();
  // Its thumbnail, drawn from the stored file, has loaded.
  await expect
    .poll(() =>
      detail.locator('img.picture-large').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    )
    .toBe(120);
  const card = page.getByRole('list', { name: 'All pictures' }).getByRole('link', { name: /hedge-dropped\.webp/ });
  await expect(card).toContainText('Not used yet');
  expect((await sharp(path.join(editor.imagesDir, 'hedge-dropped.webp')).metadata()).format).toBe('webp');
  await page.screenshot({ path: test.info().outputPath('pictures-dropped.png') });
});
