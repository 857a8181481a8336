// Publishing from the editor as its user does: the header's Publish button, then the dialog's, waiting
// for this publish (the dialog opens on the last one's outcome) to start and to end published.
import { expect, test, type Locator, type Page } from '@playwright/test';

/** A build of the whole site takes about half a minute alone, several on a busy two-core machine. */
export const BUILD_MS = 540_000;

/** Publishes the saved site; returns the dialog, showing the outcome. Screenshots `<name>-progress.png` and `<name>-done.png`. */
export async function publishFromEditor(page: Page, publicUrl: string, screenshot: string): Promise<Locator> {
  const liveBefore = await liveBuildOf(publicUrl);
  await page.getByRole('banner').getByRole('button', { name: 'Publish' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish the site' });
  await dialog.getByRole('button', { name: 'Publish the saved site' }).click();
  await expect(dialog.getByRole('button', { name: 'Publishing…' })).toBeVisible({ timeout: BUILD_MS });
  await expect(dialog.getByText(/^Pages [\d,]+ of [\d,]+$/)).toBeVisible({ timeout: BUILD_MS });
  await page.screenshot({ path: test.info().outputPath(`${screenshot}-progress.png`) });
  await expect(dialog.getByText(/^Published in \d+ s/)).toBeVisible({ timeout: BUILD_MS });
  await expect(dialog.getByRole('link', { name: 'view the site' })).toHaveAttribute('href', publicUrl);
  await page.screenshot({ path: test.info().outputPath(`${screenshot}-done.png`) });
  // The public server switches once it has checked the new build's files against their manifest.
  await expect
    .poll(() => liveBuildOf(publicUrl), { timeout: 60_000, message: 'the public server switches to the new build' })
    .not.toBe(liveBefore);
  return dialog;
}

/** The build the public server serves now (its X-Build-Id), or null before any publish. */
const liveBuildOf = async (publicUrl: string) => (await fetch(publicUrl)).headers.get('x-build-id');
