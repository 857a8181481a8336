// The top bar's Log out, as a person uses it: the session ends on the server (the page's old cookie
// gets nothing more), the browser shows that they are logged out and how to get back in.
import { expect, test } from '@playwright/test';
import { SMALL_SITE } from '../../helpers/small-site';
import { editorForThisFile } from '../../helpers/spec-editor';
import { openAt } from '../../helpers/editor-page';

const editor = editorForThisFile(SMALL_SITE);

test('Log out ends the session and says so; the printed address lets the person back in', async ({ page, context }) => {
  await openAt(page, editor, '/business');
  const cookie = (await context.cookies(editor.base)).find((c) => c.name === 'editor_session');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('status')).toHaveText('You are logged out.');
  expect(new URL(page.url()).pathname).toBe('/logged-out');
  await expect(page.getByText('open the address the editor printed when it started')).toBeVisible();
  // The old cookie, even if kept, no longer opens anything.
  expect(
    (await fetch(`${editor.base}/api/site`, { headers: { cookie: `editor_session=${cookie!.value}` } })).status,
  ).toBe(401);
  await page.goto(`${editor.base}/#/business`);
  await expect(page.getByText('To edit the site, open the address the editor printed')).toBeVisible();
  await openAt(page, editor, '/business');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
});
