// A page's blocks as the editor's user works them, in Chromium, over a temporary copy of site.json:
// a block duplicated (the copy right after it, in the list and the preview), a block dragged with the
// mouse to a new place, and a Save that writes just that list, every other byte of the file as it was;
// and a page's new title shown in the Save dialog (old → new) before anything is written.
import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { findNodeAtLocation, parseTree } from 'jsonc-parser';
import { SMALL_SITE } from '../../helpers/small-site';
import { editorForThisFile } from '../../helpers/spec-editor';
import { diffSince, openAt } from '../../helpers/editor-page';

test.use({ viewport: { width: 1280, height: 860 } });

// Each change is checked and drawn by the server: on a busy two-core machine a step can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });
const editor = editorForThisFile(SMALL_SITE);
const preview = (page: Page) => page.frameLocator('iframe[title="Preview"]');
type Block = { type: string; heading?: string };

/** The About page: where it is in site.json, and its blocks as the file holds them. */
function aboutPage(text: string): { index: number; title: string; blocks: Block[] } {
  const pages = JSON.parse(text).pages as { path: string; title: string; blocks: Block[] }[];
  const index = pages.findIndex((p) => p.path === '/about');
  if (index < 0)
    throw new Error(
      'site.json has no /about page: these tests edit its blocks; point them at another page with several blocks.',
    );
  return { index, ...pages[index] };
}

/** Opens the About page in a fresh editor tab (no draft kept): site.json as it is now, the page and its pointer. */
async function openAbout(page: Page) {
  await page.addInitScript(() => localStorage.clear());
  const before = await readFile(editor.siteFile, 'utf8');
  const about = aboutPage(before);
  const pointer = `/pages/${about.index}`;
  await openAt(page, editor, pointer);
  return { before, about, pointer };
}

/** Where a JSON value starts and ends in the file's text. */
function spanOf(text: string, path: (string | number)[]): { start: number; end: number } {
  const node = findNodeAtLocation(parseTree(text)!, path)!;
  return { start: node.offset, end: node.offset + node.length };
}

test("a block is duplicated, another dragged to a new place, and Save writes only that page's blocks", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { before, about } = await openAbout(page);
  const items = page.locator('.block-list > li');
  const previewTypes = () =>
    preview(page)
      .locator('[data-block]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-block')));
  await expect(items).toHaveCount(about.blocks.length);
  await expect.poll(previewTypes, { timeout: 30_000 }).toEqual(about.blocks.map((b) => b.type));

  // Duplicate "Our Values" (a Reasons to choose us block): the copy comes right after it and is opened.
  const at = about.blocks.findIndex((b) => b.heading === 'Our Values');
  expect(at).toBeGreaterThan(0);
  const name = await items.nth(at).locator('.block-type').textContent();
  await page.getByRole('button', { name: `Duplicate ${name} block ${at + 1}` }).click();
  const duplicated = [...about.blocks.slice(0, at + 1), about.blocks[at], ...about.blocks.slice(at + 1)];
  await expect(items).toHaveCount(duplicated.length);
  for (const i of [at, at + 1]) {
    await expect(items.nth(i).locator('.block-type')).toHaveText(name!);
    await expect(items.nth(i).locator('.block-summary')).toHaveText('Our Values');
  }
  await expect(items.nth(at + 1)).toHaveClass(/\bopen\b/);
  await expect.poll(previewTypes, { timeout: 30_000 }).toEqual(duplicated.map((b) => b.type));
  const slots = preview(page).locator('[data-block]');
  await expect(slots.nth(at)).toContainText('Our Values');
  await expect(slots.nth(at + 1)).toContainText('Our Values');

  // Close the copy's fields, so the list is short, then drag the last block (the call-to-action band) onto the third.
  await items
    .nth(at + 1)
    .locator('.block-name')
    .click();
  await expect(items.nth(at + 1)).not.toHaveClass(/\bopen\b/);
  const last = duplicated.length - 1;
  await items.nth(last).locator('.drag-handle').dragTo(items.nth(2));
  const reordered = [...duplicated.slice(0, 2), duplicated[last], ...duplicated.slice(2, last)];
  await expect(items.locator('.block-type')).toHaveCount(reordered.length);
  await expect(items.nth(2).locator('.block-summary')).toHaveText(duplicated[last].heading!);
  await expect.poll(previewTypes, { timeout: 30_000 }).toEqual(reordered.map((b) => b.type));
  await expect(slots.nth(2)).toContainText(duplicated[last].heading!);
  // The moved block is opened, as after a move by button; closed again, the whole list shows beside the preview.
  await expect(items.nth(2)).toHaveClass(/\bopen\b/);
  await items.nth(2).locator('.block-name').click();
  await expect(items.nth(2)).not.toHaveClass(/\bopen\b/);
  await page.getByRole('heading', { name: 'Blocks' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('blocks-after-drag.png') });

  // Save: the summary says no page or title changes; the file then holds the new order with the copy.
  await page.keyboard.press('Control+s');
  const dialog = page.getByRole('dialog', { name: 'Save changes' });
  await expect(dialog.locator('.summary')).toHaveText('No page is added or removed and no title changes.');
  await dialog.getByRole('button', { name: 'Save these changes' }).click();
  await expect(dialog.getByText(/^Saved\. /)).toBeVisible();
  const after = await readFile(editor.siteFile, 'utf8');
  expect(aboutPage(after).blocks).toEqual(reordered);
  const expected = JSON.parse(before);
  expected.pages[about.index].blocks = reordered;
  expect(JSON.parse(after)).toEqual(expected);

  // Every byte outside the page's block list is as it was; the diff's lines are that list's lines.
  const was = spanOf(before, ['pages', about.index, 'blocks']);
  const now = spanOf(after, ['pages', about.index, 'blocks']);
  expect(after.slice(0, now.start)).toBe(before.slice(0, was.start));
  expect(after.slice(now.end)).toBe(before.slice(was.end));
  const diff = await diffSince(editor, before);
  const oldLines = new Set(before.slice(was.start, was.end).split('\n'));
  const newLines = new Set(after.slice(now.start, now.end).split('\n'));
  expect(diff.length).toBeGreaterThan(0);
  expect(diff.filter((line) => !(line.startsWith('-') ? oldLines : newLines).has(line.slice(1)))).toEqual([]);
  test.info().annotations.push({ type: 'diff of duplicate + drag', description: `${diff.length} lines` });
});

test("the Save dialog shows a page's changed title, old → new, before writing", async ({ page }) => {
  test.setTimeout(120_000);
  const { before, about, pointer } = await openAbout(page);
  await page.getByText('Page settings (address, title, description)').click();
  const title = 'About the Riverbend family | Riverbend Landscaping';
  await page.locator(`[id="f${pointer}/title"]`).fill(title);
  await page.keyboard.press('Control+s');
  const dialog = page.getByRole('dialog', { name: 'Save changes' });
  await expect(dialog.locator('.summary li')).toHaveText([`New title /about: “${about.title}” → “${title}”`]);
  expect(await readFile(editor.siteFile, 'utf8')).toBe(before); // shown before anything is written
  await dialog.getByRole('button', { name: 'Save these changes' }).click();
  await expect(dialog.getByText(/^Saved\. /)).toBeVisible();
  expect(await diffSince(editor, before)).toEqual([
    `-      "title": ${JSON.stringify(about.title)},`,
    `+      "title": ${JSON.stringify(title)},`,
  ]);
});
