// Publish and roll back as the site's owner does it, in Chromium: the editor over a temporary copy
// of site.json (with Port Clinton added to its towns, as docs/editing.md's recipe 4.3 does by hand),
// and the real public server (server/main.ts) over a temporary builds folder, both on free ports.
// Publish shows its stages and pages, the server then serves the new town (page, sitemap, footer);
// a text changed and saved in the editor is published under a load of GETs, each answered whole from
// one build; Roll back brings the old text back; a town page that is a near copy is named by the
// dialog before and after trying, and the live site stays; so does it when the build itself fails.
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { startEditor, type RunningEditor } from '../../helpers/editor-server';
import { smallSite } from '../../helpers/small-site';
import { axeViolations } from '../../helpers/editor-axe';
import { openAt } from '../../helpers/editor-page';
import type { ChildServer } from '../../integration/helpers/child-server';
import { startEditorAndSite, type EditorAndSite } from '../../helpers/editor-and-site';
import { PORT_CLINTON, portClintonPages } from '../../helpers/port-clinton';
import { BUILD_MS, publishFromEditor } from '../../helpers/publish-dialog';
import { answersByBuild, getLoadDuring, notFromTheirBuild } from '../../helpers/get-load';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1280, height: 860 } });

/** Its landscaping page's own title, summary and heading; its other texts are its own words too (portClintonPages), as an owner writes them. */
const PORT_CLINTON_LANDSCAPING = {
  title: 'Port Clinton Landscaping for Lake Cottages | Riverbend',
  description:
    'Landscaping and seasonal care for Port Clinton cottages, marina homes and rentals. Spring openings, fall closings and storm cleanup. Free estimates.',
  blocks: { narrative: { heading: 'Yards ready for the lake season' } },
};
const NEW_HEADING = 'Published from the editor: yards ready for spring';
/** Pages of both builds that the public server is asked for while the text is published. */
const LOAD_ROUTES = ['/', '/services', '/landscaping-in-port-clinton', '/contact'];
/** Small, so the build on a two-core machine is not starved: 4 clients in turn, 50 more each once published. */
const LOAD = { clients: 4, after: 50 };

let editor: RunningEditor;
let site: ChildServer;
let running: EditorAndSite<RunningEditor>;
/** The site.json written before the tests, which publishes (the tests after change the file). */
let modelText: string;
/** The pictures folder site.json names: a copy of the project's, so a test can add a broken picture. */
let imagesDir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'publish-e2e-'));
  // The small site: publishing is the subject here, not the site's size.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a site.json to change freely
  const model: any = smallSite();
  const schema = JSON.parse(await readFile('schema/site.schema.json', 'utf8'));
  model.towns.push({
    ...PORT_CLINTON,
    pages: portClintonPages(model.templates, schema, { landscaping: PORT_CLINTON_LANDSCAPING }),
  });
  // The editor works on its own copy of this file, in a folder made as it starts: site.assets names
  // the pictures wherever that is, both for the editor's checks and for its builds.
  await cp('assets', path.join(dir, 'assets'), { recursive: true });
  imagesDir = path.join(dir, 'assets/images');
  model.site.assets = path.join(dir, 'assets');
  const siteFile = path.join(dir, 'site.json');
  modelText = `${JSON.stringify(model, null, 2)}\n`;
  await writeFile(siteFile, modelText);
  running = await startEditorAndSite('publish-e2e-', (env) => startEditor(siteFile, env));
  ({ editor, site } = running);
});

test.afterAll(async () => {
  await running?.stop();
});

const openEditor = (page: Page, pointer: string) => openAt(page, editor, pointer);

const publish = (page: Page, screenshot: string) => publishFromEditor(page, site.baseUrl, screenshot);

test('publish a site.json with a new town: the running server serves its page, sitemap entry and footer link', async ({
  page,
}) => {
  test.setTimeout(BUILD_MS + 120_000);
  const started = Date.now();
  await openEditor(page, '/business');
  const dialog = await publish(page, 'publish-town');
  expect(await axeViolations(page, 'publish dialog')).toEqual([]);
  await expect(dialog.getByRole('table').getByText('Live')).toBeVisible();
  test.info().annotations.push({
    type: 'publish (browser, end to end)',
    description: `${Math.round((Date.now() - started) / 1000)} s`,
  });

  await expect
    .poll(async () => (await fetch(`${site.baseUrl}/landscaping-in-port-clinton`)).status, { timeout: 10_000 })
    .toBe(200);
  await page.goto(`${site.baseUrl}/landscaping-in-port-clinton`);
  await expect(page.getByRole('heading', { name: 'Yards ready for the lake season' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('site-port-clinton-1280.png') });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: test.info().outputPath('site-port-clinton-375.png'), fullPage: false });
  await page.goto(site.baseUrl);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Port Clinton' })).toHaveAttribute(
    'href',
    '/landscaping-in-port-clinton',
  );
  expect(await (await fetch(`${site.baseUrl}/sitemap.xml`)).text()).toContain('/landscaping-in-port-clinton</loc>');
});

test('a text changed in the editor is published; Roll back brings the old text back', async ({ page }) => {
  test.setTimeout(BUILD_MS + 120_000);
  const oldHeading = (await page.request.get(site.baseUrl).then((r) => r.text())).match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1];
  expect(oldHeading).toBeTruthy();
  let started = Date.now();
  await openEditor(page, '/pages/0/blocks/0');
  await page.locator('[id="f/pages/0/blocks/0/heading"]').fill(NEW_HEADING);
  await page.getByRole('banner').getByRole('button', { name: 'Publish' }).click();
  const blocked = page.getByRole('dialog', { name: 'Publish the site' });
  await expect(blocked.getByRole('button', { name: 'Publish the saved site' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(blocked.getByText('You have unsaved changes.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('publish-unsaved.png') });
  await blocked.getByRole('button', { name: 'Close' }).click();
  await page.keyboard.press('Control+s');
  const saving = page.getByRole('dialog', { name: 'Save changes' });
  await saving.getByRole('button', { name: 'Save these changes' }).click();
  await expect(saving.getByText(/^Saved\. /)).toBeVisible();
  await saving.getByRole('button', { name: 'Close' }).click();

  // Under a load of GETs, until the server serves the new text and 50 more each.
  const oldBuild = (await fetch(site.baseUrl)).headers.get('x-build-id');
  expect(oldBuild).toBeTruthy();
  const {
    result: dialog,
    answers,
    ms,
  } = await getLoadDuring(
    site.baseUrl,
    LOAD_ROUTES,
    async () => {
      const shown = await publish(page, 'publish-text');
      await expect
        .poll(async () => (await fetch(site.baseUrl).then((r) => r.text())).includes(NEW_HEADING), { timeout: 10_000 })
        .toBe(true);
      return shown;
    },
    LOAD,
  );
  test.info().annotations.push({
    type: 'edit, save and publish (browser, end to end)',
    description: `${Math.round((Date.now() - started) / 1000)} s`,
  });
  const newBuild = (await fetch(site.baseUrl)).headers.get('x-build-id');
  expect(newBuild).toBeTruthy();
  expect(newBuild).not.toBe(oldBuild);
  const byBuild = answersByBuild(answers);
  test.info().annotations.push({
    type: 'GETs during the publish',
    description: `${answers.length} in ${Math.round(ms / 1000)} s (${LOAD.clients} clients over ${LOAD_ROUTES.join(' ')}): ${JSON.stringify(byBuild)}`,
  });
  expect(answers.filter((a) => a.status !== 200)).toEqual([]);
  expect(await notFromTheirBuild(answers, running.buildsDir)).toEqual([]);
  expect(byBuild[oldBuild!]).toBeGreaterThan(0);
  expect(byBuild[newBuild!]).toBeGreaterThanOrEqual(LOAD.clients * LOAD.after); // at least the ones asked after the switch

  started = Date.now();
  const rollBack = dialog.getByRole('button', { name: /^Roll back to the build of / });
  await rollBack.focus();
  await page.keyboard.press('Enter'); // the keyboard alone
  // It asks first (Cancel has the focus): Tab to the answer that switches, and Enter.
  await expect(page.getByRole('dialog', { name: 'Roll back the live site?' })).toContainText(/Visitors will see /);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Roll back the live site' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('table').locator('tr.live')).toHaveCount(1);
  await expect(dialog.getByRole('button', { name: /^Make live the build of / })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('publish-rolled-back.png') });
  expect(await axeViolations(page, 'builds after roll back')).toEqual([]);
  await expect
    .poll(async () => (await fetch(site.baseUrl).then((r) => r.text())).includes(NEW_HEADING), { timeout: 10_000 })
    .toBe(false);
  await page.goto(site.baseUrl);
  await expect(page.locator('h1')).toHaveText(oldHeading!.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&'), {
    timeout: 10_000,
  });
  test.info().annotations.push({
    type: 'roll back (browser, end to end)',
    description: `${Math.round((Date.now() - started) / 1000)} s`,
  });
});

test('a town page that is a near copy stops the publish: the dialog names it before and after trying, the live site stays', async ({
  page,
}) => {
  test.setTimeout(BUILD_MS + 120_000);
  // Port Clinton's landscaping page loses its own words (as if someone removed them): the template's text with its name filled in.
  const model = JSON.parse(await readFile(editor.siteFile, 'utf8'));
  delete model.towns.find((t: { slug: string }) => t.slug === 'port-clinton').pages.landscaping;
  await writeFile(editor.siteFile, `${JSON.stringify(model, null, 2)}\n`);
  const live = (await fetch(site.baseUrl)).headers.get('x-build-id');
  expect(live).toBeTruthy();

  await openEditor(page, '/business');
  await page.getByRole('banner').getByRole('button', { name: 'Publish' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish the site' });
  const before = dialog.locator('.blocked-pages');
  await expect(before).toContainText(/Publishing will stop, and the live site stay as it is/, { timeout: 120_000 });
  await expect(before).toContainText(
    /\/landscaping-in-port-clinton Its text is 100% the text every town shares, with only the town’s name changed/,
  );
  await page.screenshot({ path: test.info().outputPath('publish-blocked-before.png') });
  expect(await axeViolations(page, 'publish dialog, blocked')).toEqual([]);

  await dialog.getByRole('button', { name: 'Publish the saved site' }).click();
  await expect(dialog.getByRole('button', { name: 'Publishing…' })).toBeVisible({ timeout: BUILD_MS });
  const after = dialog.getByRole('alert').filter({ hasText: 'near copy' });
  await expect(after).toContainText(
    /^1 town page is a near copy of another page or of its template, so the live site was not changed\./,
    { timeout: BUILD_MS },
  );
  await expect(after).toContainText('/landscaping-in-port-clinton');
  await page.screenshot({ path: test.info().outputPath('publish-blocked-after.png') });
  expect(await axeViolations(page, 'publish dialog, refused')).toEqual([]);
  expect((await fetch(site.baseUrl)).headers.get('x-build-id')).toBe(live);
  expect(await (await fetch(`${site.baseUrl}/landscaping-in-port-clinton`)).text()).toContain(
    'Yards ready for the lake season',
  );

  // The link opens where Port Clinton's own landscaping text is written.
  await after.getByRole('link', { name: 'Write Port Clinton’s own text for its Landscaping page' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'Towns of this template' }).getByRole('link', { name: 'Port Clinton' }),
  ).toHaveAttribute('aria-current', 'true');
  expect(new URL(page.url()).hash).toMatch(/^#\/templates\/\d+\/town\/port-clinton$/);
  await page.screenshot({ path: test.info().outputPath('publish-blocked-opened.png') });
});

test('a build that fails, started from the Publish button, leaves the live site untouched and says why', async ({
  page,
}) => {
  test.setTimeout(BUILD_MS + 120_000);
  // The site.json that publishes, with the home hero's picture one that checks (the file is there) but
  // cannot be read as a picture, so the build fails; its new heading must not go live.
  await writeFile(path.join(imagesDir, 'broken.jpg'), 'not a picture');
  const model = JSON.parse(modelText);
  model.pages[0].blocks[0].heading = 'Never live: this build fails';
  model.pages[0].blocks[0].image.src = 'broken.jpg';
  await writeFile(editor.siteFile, `${JSON.stringify(model, null, 2)}\n`);
  const before = await fetch(site.baseUrl);
  const live = before.headers.get('x-build-id');
  const liveHeading = (await before.text()).match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1];
  expect(live).toBeTruthy();
  expect(liveHeading).toBeTruthy();

  const started = Date.now();
  await openEditor(page, '/business');
  await page.getByRole('banner').getByRole('button', { name: 'Publish' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish the site' });
  await dialog.getByRole('button', { name: 'Publish the saved site' }).click();
  await expect(dialog.getByRole('button', { name: 'Publishing…' })).toBeVisible({ timeout: BUILD_MS });
  const failed = dialog.getByRole('alert').filter({ hasText: 'The build failed' });
  await expect(failed).toContainText(
    /^The build failed, so the live site was not changed\. .*assets\/images\/broken\.jpg/s,
    { timeout: BUILD_MS },
  );
  await expect(dialog.getByRole('button', { name: 'Publish the saved site' })).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: '(failed)' })).toHaveCount(1);
  test.info().annotations.push({
    type: 'failed publish (browser, end to end)',
    description: `${Math.round((Date.now() - started) / 1000)} s`,
  });
  await page.screenshot({ path: test.info().outputPath('publish-build-failed.png') });
  expect(await axeViolations(page, 'publish dialog, build failed')).toEqual([]);

  const after = await fetch(site.baseUrl);
  expect(after.headers.get('x-build-id')).toBe(live);
  const home = await after.text();
  expect(home.match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1]).toBe(liveHeading);
  expect(home).not.toContain('Never live');
});
