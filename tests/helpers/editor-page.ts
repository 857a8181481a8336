// Steps the editor's browser specs share: open a field by its pointer, and read site.json's change.
import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { diffLines } from 'diff';
import type { RunningEditor } from './editor-server';

/** Opens the editor at a site.json pointer and waits until the site is loaded. */
export async function openAt(page: Page, editor: RunningEditor, pointer: string): Promise<void> {
  await page.goto(`${editor.base}/#${pointer}`);
  await expect(page.locator('.topbar .status')).toHaveText(/changes saved|Unsaved/, { timeout: 30_000 });
}

/** The lines `git diff` shows for the editor's site.json since `before`, as "-old" and "+new". */
export async function diffSince(editor: RunningEditor, before: string): Promise<string[]> {
  const now = await readFile(editor.siteFile, 'utf8');
  return diffLines(before, now).filter((p) => p.added || p.removed)
    .flatMap((p) => p.value.replace(/\n$/, '').split('\n').map((line) => `${p.added ? '+' : '-'}${line}`));
}
