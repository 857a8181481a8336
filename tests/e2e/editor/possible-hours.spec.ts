// Opening hours that are possible, as the office manager sets them (issue 32, item 3): Saturday
// 8:00 AM – 7:00 AM is stopped at Saturday's closing time in the week widget, in words, and in the
// problem list; a closing time after the opening time clears it.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { SMALL_SITE } from '../../helpers/small-site';
import { editorForThisFile } from '../../helpers/spec-editor';
import { openAt } from '../../helpers/editor-page';

// Every change is checked on the server: on a busy two-core machine a step can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });
const editor = editorForThisFile(SMALL_SITE);
const problemList = (page: Page) => page.getByRole('region', { name: /problems? to fix/ });

for (const width of [375, 1280])
  test(`Saturday closing before it opens is shown at Saturday's closing time (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 860 });
    await openAt(page, editor, '/business/hours');
    const hours = page.locator('fieldset.week-hours');
    const closes = hours.getByLabel('Saturday: closes at');
    await closes.fill('07:00');
    await expect(hours).toContainText('Saturday: The closing time 7:00 AM is not after the opening time 8:00 AM.');
    await expect(closes).toHaveAttribute('aria-invalid', 'true');
    await expect(hours.getByLabel('Saturday: opens at')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(problemList(page)).toBeVisible();
    await hours.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`possible-hours-${width}.png`) });
    await closes.fill('13:00');
    await expect(problemList(page)).toHaveCount(0);
    await expect(closes).not.toHaveAttribute('aria-invalid', 'true');
  });
