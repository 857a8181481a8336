// Only her words (issue 23), in Chromium over a temporary copy of site.json: an emptied business
// name says so under its field (tied to it by aria-describedby) and the field is required for
// assistive technology; the footer's line shows the words the site uses, with its fill-ins as
// chips ("City: Huron", "Year: 2000"); 0 axe violations.
import { expect as baseExpect, test } from '@playwright/test';
import { SMALL_SITE } from '../../helpers/small-site';
import { editorForThisFile } from '../../helpers/spec-editor';
import { axeViolations } from '../../helpers/editor-axe';
import { openAt } from '../../helpers/editor-page';

test.use({ viewport: { width: 1280, height: 860 } });

// Every change is checked on the server: on a busy two-core machine a step can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });
const editor = editorForThisFile(SMALL_SITE);

test('an emptied business name is named under its field, and the footer line shows its words with chips', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openAt(page, editor, '/business');
  const name = page.locator('[id="f/business/name"]');
  await expect(name).toHaveAttribute('aria-required', 'true');
  await name.fill('');
  const message = page.locator('[id="f/business/name__error"]');
  await expect(message).toBeVisible();
  await expect(message).toHaveText(/^Fill in Business name\./);
  await expect(name).toHaveAttribute('aria-describedby', /f\/business\/name__error/);
  const problems = page.getByRole('region', { name: /problems? to fix/ });
  await expect(problems.getByRole('link', { name: 'Business › Business name', exact: true })).toBeVisible();
  await expect(problems).not.toContainText('property');
  await page.screenshot({ path: '/tmp/shots/words/business-name-empty-1280.png' });
  expect(await axeViolations(page, 'business, name emptied')).toEqual([]);
  await name.fill('Riverbend Landscaping & Tree Care');
  await expect(message).toHaveCount(0);

  await openAt(page, editor, '/labels/footerTagline');
  const tagline = page.locator('[id="f/labels/footerTagline"]');
  await expect(tagline).toHaveValue('Serving {city}, {region} and nearby towns since {year}.');
  await expect(tagline).not.toHaveAttribute('placeholder', /./);
  const chips = page.getByRole('list', { name: 'Filled in on the page' }).filter({ hasText: 'City:' }).first();
  await expect(chips.getByRole('listitem')).toHaveText(['City: Huron', 'Region: OH', 'Year: 2000']);
  await tagline.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/shots/words/footer-tagline-chips-1280.png' });
  expect(await axeViolations(page, 'wording, footer line')).toEqual([]);
});
