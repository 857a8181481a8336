// The editor's own widgets as their user works them, in Chromium, over a temporary copy of site.json:
// Saturday's hours, a theme colour and a paragraph changed, saved, and site.json's diff is exactly
// those lines; each widget shows the check's words at its field, works with the keyboard and has
// 0 axe violations. And the Desktop preview is the site's desktop layout, not its phone one.
import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { SMALL_SITE } from '../../helpers/small-site';
import { editorForThisFile } from '../../helpers/spec-editor';
import { axeViolations } from '../../helpers/editor-axe';
import { diffSince, openAt } from '../../helpers/editor-page';

test.use({ viewport: { width: 1280, height: 860 } });

// Every change is checked on the server: on a busy two-core machine a step can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });
const editor = editorForThisFile(SMALL_SITE);
const field = (page: Page, pointer: string) => page.locator(`[id="f${pointer}"]`);
const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}-1280.png`) });

const open = (page: Page, pointer: string) => openAt(page, editor, pointer);

/** Waits until the server has checked the draft as it stands (the problem list follows it). */
const problemList = (page: Page) => page.getByRole('region', { name: /problems? to fix/ });

test('Saturday’s hours, a theme colour and a paragraph change in their widgets and save as exactly those lines', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const before = await readFile(editor.siteFile, 'utf8');

  // Opening hours: a row per day, time pickers, written as the site writes them (en-US, 12-hour).
  await open(page, '/business/hours');
  const hours = page.locator('fieldset.week-hours');
  await expect(hours.getByRole('rowheader', { name: /^Saturday/ })).toContainText('8:00 AM – 5:00 PM');
  const opens = hours.getByLabel('Saturday: opens at');
  await opens.fill('');
  // An unfinished time is the check's problem, at the day and in the list, named as the form names
  // it; its link leads to the day's switch.
  const problem = problemList(page).getByRole('link', { name: 'Business › Opening hours › Saturday', exact: true });
  await expect(problem).toBeVisible();
  await expect(hours).toContainText('Saturday: Is not written in any of the accepted forms.');
  await problem.click();
  await expect(hours.getByRole('checkbox', { name: 'Open on Saturday' })).toBeFocused();
  await opens.fill('09:00');
  await hours.getByLabel('Saturday: closes at').fill('13:00');
  await expect(hours.getByRole('rowheader', { name: /^Saturday/ })).toContainText('9:00 AM – 1:00 PM');
  await expect(problemList(page)).toHaveCount(0);
  // The keyboard alone: Sunday opens (with the week's first hours) and closes again with Space.
  const sunday = hours.getByRole('checkbox', { name: 'Open on Sunday' });
  await sunday.focus();
  await page.keyboard.press('Space');
  await expect(hours.getByLabel('Sunday: opens at')).toHaveValue('08:00');
  await page.keyboard.press('Space');
  await expect(hours.getByLabel('Sunday: opens at')).toBeDisabled();
  await hours.scrollIntoViewIfNeeded();
  await shot(page, 'widget-hours');
  expect(await axeViolations(page, 'opening hours')).toEqual([]);

  // A colour: the picker and the hex text stay in step; a hard-to-read colour gets the build's contrast words at its field.
  await open(page, '/theme');
  const accentText = field(page, '/theme/accent');
  const accentPicker = page.getByLabel('Accent colour: pick a colour', { exact: true });
  await expect(accentPicker).toHaveValue('#1f6f43');
  await accentPicker.fill('#1a6b40');
  await expect(accentText).toHaveValue('#1a6b40');
  const smallPrint = field(page, '/theme/muted');
  await expect(smallPrint).toHaveAttribute('placeholder', /^#[0-9a-f]{6} \(automatic\)$/);
  await page.getByLabel('Small print colour: pick a colour', { exact: true }).fill('#c8c8c8');
  await expect(smallPrint).toHaveValue('#c8c8c8');
  await expect(page.locator('[id="f/theme/muted__error"]')).toContainText(/contrast/i);
  await smallPrint.fill(''); // back to the computed colour
  await expect(problemList(page)).toHaveCount(0);
  await shot(page, 'widget-colour');
  expect(await axeViolations(page, 'colours')).toEqual([]);

  // A paragraph: a box per paragraph that grows with its text, named by its place.
  await open(page, '/pages/14/blocks/2');
  const paragraph = page.getByRole('textbox', { name: 'Paragraph 2' });
  const height = (await paragraph.boundingBox())!.height;
  const longer =
    'Today we care for more than 80 local clients and have finished over 200 projects, from simple bed refreshes to full property designs. We added certified arborists for tree work, a snow crew so our clients could count on us all year, and a spring cleanup team that starts the week the ground thaws.';
  await paragraph.fill(longer);
  await expect.poll(async () => (await paragraph.boundingBox())!.height).toBeGreaterThan(height);
  await paragraph.scrollIntoViewIfNeeded();
  await shot(page, 'widget-paragraphs');
  expect(await axeViolations(page, 'paragraphs')).toEqual([]);

  await page.keyboard.press('Control+s');
  const dialog = page.getByRole('dialog', { name: 'Save changes' });
  await dialog.getByRole('button', { name: 'Save these changes' }).click();
  await expect(dialog.getByText(/^Saved\. /)).toBeVisible();
  const diff = await diffSince(editor, before);
  expect(diff).toEqual([
    '-        "opens": "08:00",',
    '-        "closes": "17:00"',
    '+        "opens": "09:00",',
    '+        "closes": "13:00"',
    '-    "accent": "#1f6f43",',
    '+    "accent": "#1a6b40",',
    `-            "Today we care for more than 80 local clients and have finished over 200 projects, from simple bed refreshes to full property designs. We added certified arborists for tree work and a snow crew so our clients could count on us all year.",`,
    `+            "${longer}",`,
  ]);
});

test('the Desktop preview lays the page out at desktop width, the Phone one at 375 px', async ({ page }) => {
  await open(page, '/pages/0/blocks/0');
  const frame = page.frameLocator('iframe[title="Preview"]');
  await expect(frame.locator('h1')).toBeVisible();
  const innerWidth = () =>
    page.locator('iframe[title="Preview"]').evaluate((f: HTMLIFrameElement) => f.contentWindow!.innerWidth);
  expect(await innerWidth()).toBeGreaterThanOrEqual(1024);
  await expect(frame.getByRole('navigation', { name: 'Main' })).toBeVisible(); // the desktop header's menu…
  await expect(frame.getByRole('button', { name: 'Open menu' })).toBeHidden(); // …not the phone's menu button
  // Scaled to the room beside the form: the whole width of the page is in view.
  const box = (await page.locator('iframe[title="Preview"]').boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(1280);
  await page.screenshot({ path: test.info().outputPath('preview-desktop-1280.png') });

  await page.getByRole('button', { name: 'Phone' }).click();
  await expect.poll(innerWidth).toBe(375);
  await expect(frame.getByRole('button', { name: 'Open menu' })).toBeVisible();
});
