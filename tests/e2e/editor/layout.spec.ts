// The editor's lists at the laptop widths its user has (1024, 1280 and 1440 px), measured in Chromium:
// every name where a person chooses (the About page's blocks, the pages, the towns) is shown whole, no
// button's box overlaps a name, a click on the middle of a block's name selects that block and changes
// nothing, and the hero's sentence is edited in a box of at least three lines. Screenshots of each
// screen go to /tmp/shots/layout/; each screen has 0 axe violations.
import { mkdir, readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { startEditor, type RunningEditor } from '../../helpers/editor-server';
import { SMALL_SITE } from '../../helpers/small-site';
import { openAt } from '../../helpers/editor-page';
import { axeViolations } from '../../helpers/editor-axe';

// Each screen is drawn with the server's check and preview: on a busy two-core machine a step can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });
const WIDTHS = [1024, 1280, 1440];
const SHOTS = '/tmp/shots/layout';
let editor: RunningEditor;
let aboutPointer: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  editor = await startEditor(SMALL_SITE);
  const pages = JSON.parse(await readFile(editor.siteFile, 'utf8')).pages as { path: string }[];
  const index = pages.findIndex((p) => p.path === '/about');
  if (index < 0)
    throw new Error(
      'site.json has no /about page: this spec measures its block list; point it at another page with several blocks.',
    );
  aboutPointer = `/pages/${index}`;
  await mkdir(SHOTS, { recursive: true });
});
test.afterAll(async () => {
  await editor?.stop();
});

/**
 * The names among `names` (and the parts inside them) that are not shown whole, as "text: why": cut by
 * an ellipsis, wider or taller than their box, or hidden by a scrolling or clipping box around them.
 */
function cutNames(names: Locator): Promise<string[]> {
  return names.evaluateAll((elements) =>
    elements.flatMap((name) =>
      [name, ...name.querySelectorAll('*')].flatMap((el) => {
        const style = getComputedStyle(el);
        const text = (el.textContent ?? '').trim();
        const why: string[] = [];
        if (style.textOverflow === 'ellipsis' && style.overflowX !== 'visible') why.push('ellipsis');
        if (el.scrollWidth > el.clientWidth + 1 && style.display !== 'inline')
          why.push(`${el.scrollWidth} px wide in ${el.clientWidth}`);
        if (el.scrollHeight > el.clientHeight + 1 && style.display !== 'inline')
          why.push(`${el.scrollHeight} px tall in ${el.clientHeight}`);
        const box = el.getBoundingClientRect();
        for (let up = el.parentElement; up; up = up.parentElement) {
          const clip = getComputedStyle(up).overflowX;
          if (clip === 'visible') continue;
          const around = up.getBoundingClientRect();
          if (box.left < around.left - 1 || box.right > around.right + 1)
            why.push(`outside ${up.className || up.tagName}`);
        }
        return why.length ? [`${text}: ${why.join(', ')}`] : [];
      }),
    ),
  );
}

/** Each button whose box overlaps a name's box, as "button over name". */
async function buttonsOverNames(buttons: Locator, names: Locator): Promise<string[]> {
  const boxesOf = (locator: Locator) =>
    locator.evaluateAll((els) =>
      els.map((el) => {
        const { left, right, top, bottom } = el.getBoundingClientRect();
        return { label: el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '', left, right, top, bottom };
      }),
    );
  const [buttonBoxes, nameBoxes] = await Promise.all([boxesOf(buttons), boxesOf(names)]);
  return buttonBoxes.flatMap((b) =>
    nameBoxes
      .filter((n) => b.left < n.right && n.left < b.right && b.top < n.bottom && n.top < b.bottom)
      .map((n) => `${b.label} over ${n.label}`),
  );
}

async function shootAndCheck(page: Page, width: number, screen: string) {
  await page.screenshot({ path: `${SHOTS}/${width}-${screen}.png` });
  expect(await axeViolations(page, `${screen} at ${width} px`)).toEqual([]);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 860 } });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => localStorage.clear());
    });

    test("the About page's blocks show whole names beside their buttons, and a click on a name only selects it", async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await openAt(page, editor, aboutPointer);
      const blocks = page.locator('.block-list > li');
      const names = page.locator('.block-list .block-name');
      await expect(names.first()).toBeVisible();
      const count = await blocks.count();
      expect(count).toBeGreaterThan(3);
      expect(await cutNames(names)).toEqual([]);
      expect(await buttonsOverNames(page.locator('.block-list button'), names)).toEqual([]);
      // Two "Text with photo" blocks are told apart by their headings, on a second line.
      const order = await names.allInnerTexts();
      expect(new Set(order).size).toBe(order.length);
      await shootAndCheck(page, width, 'blocks');

      for (let i = 0; i < count; i++) {
        const name = names.nth(i);
        await name.scrollIntoViewIfNeeded();
        const box = (await name.boundingBox())!;
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        await expect(page).toHaveURL(new RegExp(`#${aboutPointer}/blocks/${i}$`));
        await expect(blocks.nth(i)).toHaveClass(/\bopen\b/);
        expect(await names.allInnerTexts()).toEqual(order);
        await expect(page.locator('.topbar .status')).toHaveText('All changes saved'); // nothing was changed
      }
    });

    test("the hero's sentence is edited in a box of three lines or more", async ({ page }) => {
      await openAt(page, editor, `${aboutPointer}/blocks/0`);
      const text = page.locator(`[id="f${aboutPointer}/blocks/0/text"]`);
      await expect(text).toBeVisible();
      expect(await text.evaluate((el) => el.tagName)).toBe('TEXTAREA');
      const { height, lineHeight } = await text.evaluate((el) => ({
        height: el.getBoundingClientRect().height,
        lineHeight: parseFloat(getComputedStyle(el).lineHeight),
      }));
      expect(height).toBeGreaterThanOrEqual(3 * lineHeight);
      await expect(text).toHaveValue(/\S/);
      await expect(text).toHaveAccessibleName('Text'); // its label, shown above the box
      await text.scrollIntoViewIfNeeded();
      await shootAndCheck(page, width, 'hero-text');
    });

    for (const { screen, pointer } of [
      { screen: 'pages', pointer: '/pages' },
      { screen: 'towns', pointer: '/towns/0' },
    ]) {
      test(`the ${screen} list shows every name whole`, async ({ page }) => {
        await openAt(page, editor, pointer);
        const names = page.locator('.item-list li a');
        await expect(names.first()).toBeVisible();
        expect(await cutNames(names)).toEqual([]);
        expect(await buttonsOverNames(page.locator('.item-list button'), names)).toEqual([]);
        const texts = await page.locator('.item-list .item-label').allInnerTexts();
        expect(new Set(texts).size).toBe(texts.length);
        await shootAndCheck(page, width, screen);
      });
    }
  });
}
