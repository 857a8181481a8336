// Every block of the default site opens in the editor as a form, with no error in the page: the forms'
// precompiled validators run in the built app as they do under Vite (a validator reading a helper
// module's default export blanked the whole editor on the Before and after block once).
import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { startEditor, type RunningEditor } from '../../helpers/editor-server';
import { SMALL_SITE } from '../../helpers/small-site';
import { openAt } from '../../helpers/editor-page';

let editor: RunningEditor;
test.beforeAll(async () => {
  editor = await startEditor(SMALL_SITE);
});
test.afterAll(async () => {
  await editor?.stop();
});

test('the first block of each type opens as its form without an error', async ({ page }) => {
  test.setTimeout(300_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  const site = JSON.parse(await readFile(editor.siteFile, 'utf8')) as { pages: { blocks: { type: string }[] }[] };
  const firstOfType = new Map<string, string>();
  site.pages.forEach((p, i) =>
    p.blocks.forEach((b, j) => {
      if (!firstOfType.has(b.type)) firstOfType.set(b.type, `/pages/${i}/blocks/${j}`);
    }),
  );
  expect(firstOfType.has('BeforeAfter')).toBe(true);
  for (const [type, pointer] of firstOfType) {
    await openAt(page, editor, pointer);
    await expect(page.locator(`[id="f${pointer}"]`), type).toBeVisible();
    expect(errors, type).toEqual([]);
  }
});
