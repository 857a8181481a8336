// Steps the editor's browser specs share: open a field by its pointer, save with Ctrl+S, and read site.json's change.
import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { diffLines } from 'diff';
import type { RunningEditor } from './editor-server';

/** Opens the editor at a site.json pointer and waits until the site is loaded. */
export async function openAt(page: Page, editor: RunningEditor, pointer: string): Promise<void> {
  await page.goto(editor.url(`/#${pointer}`));
  await expect(page.locator('.topbar .status')).toHaveText(/changes saved|Unsaved/, { timeout: 30_000 });
}

/** Saves the draft as its user does: Ctrl+S, then the dialog's Save, then Close. */
export async function save(page: Page): Promise<void> {
  await page.keyboard.press('Control+s');
  const dialog = page.getByRole('dialog', { name: 'Save changes' });
  await dialog.getByRole('button', { name: 'Save these changes' }).click();
  await expect(dialog.getByText(/^Saved\. /)).toBeVisible({ timeout: 60_000 }); // a busy machine checks slowly
  await dialog.getByRole('button', { name: 'Close' }).click();
}

/** The lines `git diff` shows for the editor's site.json since `before`, as "-old" and "+new". */
export async function diffSince(editor: RunningEditor, before: string): Promise<string[]> {
  const now = await readFile(editor.siteFile, 'utf8');
  return diffLines(before, now)
    .filter((p) => p.added || p.removed)
    .flatMap((p) =>
      p.value
        .replace(/\n$/, '')
        .split('\n')
        .map((line) => `${p.added ? '+' : '-'}${line}`),
    );
}
