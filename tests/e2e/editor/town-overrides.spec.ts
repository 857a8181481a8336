// A town's own text on a town page template, as its user works it (over a temporary copy of
// site.json): "Write text for Sandusky" on a field that uses the template's text, the preview shows
// Sandusky's words, saving adds exactly that override; "Use the template's text" brings the template's
// words back with the town's name filled in, and saving removes exactly that override again.
import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test } from '@playwright/test';
import { SMALL_SITE } from '../../helpers/small-site';
import { editorForThisFile } from '../../helpers/spec-editor';
import { axeViolations } from '../../helpers/editor-axe';
import { diffSince, openAt, save } from '../../helpers/editor-page';

test.use({ viewport: { width: 1280, height: 860 } });
// Each change is checked and redrawn on the server: seconds on a busy two-core machine.
const expect = baseExpect.configure({ timeout: 30_000 });
const editor = editorForThisFile(SMALL_SITE);

test("a town's own text replaces the template's, and \"Use the template's text\" removes it again", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const original = await readFile(editor.siteFile, 'utf8');
  const model = JSON.parse(original);
  // The landscaping template's "why" heading, which Sandusky (town 1) does not override.
  expect(model.templates[0].id).toBe('landscaping');
  expect(model.towns[1].slug).toBe('sandusky');
  expect(model.towns[1].pages.landscaping.blocks.why).toBeUndefined();
  const templateText: string = model.templates[0].blocks.find((b: { id?: string }) => b.id === 'why').heading;
  expect(templateText).toContain('{town}');
  const filledIn = templateText.replace('{town}', 'Sandusky');
  const own = 'Why Sandusky homeowners near Cedar Point call Riverbend';

  await openAt(page, editor, '/templates/0/town/sandusky');
  const overrides = page.getByRole('region', { name: 'Each town’s own text' });
  await expect(overrides.getByRole('link', { name: 'Sandusky' })).toHaveAttribute('aria-current', 'true');
  const preview = page.frameLocator('iframe[title="Preview"]');
  await expect(page.locator('.preview-path')).toHaveText(/landscaping-in-sandusky/);
  await expect(preview.getByRole('heading', { name: filledIn })).toBeVisible();

  const why = overrides.locator('li.override').filter({ hasText: `${filledIn} › Heading` });
  // The template's words as Sandusky's page reads them, not its {town}.
  await expect(why.locator('.template-text')).toHaveText(`Template ${filledIn}`);
  await why.getByRole('button', { name: 'Write text for Sandusky' }).click();
  const ownText = why.getByLabel('Sandusky’s own text');
  await expect(ownText).toHaveValue(templateText); // starts from the template's words
  await ownText.fill(own);
  await expect(preview.getByRole('heading', { name: own })).toBeVisible();
  await expect(preview.getByRole('heading', { name: filledIn })).toHaveCount(0);

  await why.scrollIntoViewIfNeeded();
  await preview.getByRole('heading', { name: own }).scrollIntoViewIfNeeded(); // the field and its words on the page, side by side
  await page.screenshot({ path: test.info().outputPath('town-override-1280.png') });
  expect(await axeViolations(page, 'town override')).toEqual([]);

  await save(page);
  const added = await diffSince(editor, original);
  // Three lines: Sandusky's landscaping blocks gain "why" after their last override ("cta"), whose
  // closing brace gets a comma (the "}" after them is the one that closed "cta" before).
  const override = ['            },', '            "why": {', `              "heading": "${own}"`];
  expect(added).toEqual(override.map((line) => `+${line}`));
  expect(JSON.parse(await readFile(editor.siteFile, 'utf8')).towns[1].pages.landscaping.blocks.why).toEqual({
    heading: own,
  });

  const withOverride = await readFile(editor.siteFile, 'utf8');
  await why.getByRole('button', { name: 'Use the template’s text' }).click();
  await expect(why.getByRole('button', { name: 'Write text for Sandusky' })).toBeVisible();
  await expect(preview.getByRole('heading', { name: filledIn })).toBeVisible();
  await expect(preview.getByRole('heading', { name: own })).toHaveCount(0);
  await save(page);
  expect(await diffSince(editor, withOverride)).toEqual(override.map((line) => `-${line}`));
  expect(await readFile(editor.siteFile, 'utf8')).toBe(original);
});
