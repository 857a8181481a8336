// The "Before and after" block on the fall cleanups page: once hydrated, its slider moves with the
// keyboard and with a drag, uncovering more or less of the "after" picture; without JavaScript both
// pictures and their words show side by side; axe finds nothing at a phone and a desktop width.
// Screenshots of each width go to test-results/before-after/.
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './helpers';
import { axeViolations, describeViolations } from '../helpers/axe';

const PAGE = '/fall-cleanups';
const BLOCK = '[data-block="BeforeAfter"]';
const SHOTS = 'test-results/before-after';

// axe is injected as a script, which the server's CSP forbids; reduced motion stops the placeholders' pulse.
test.use({ bypassCSP: true, reducedMotion: 'reduce' });

/** Opens the page, hydrates it (a sign of a visitor: entry-client.tsx) and brings the block on screen, its pictures loaded. */
async function openSlider(page: Page) {
  await page.goto(PAGE);
  await page.mouse.move(10, 10);
  await hydrated(page);
  const block = page.locator(BLOCK);
  await expect(block.locator('[data-mode="slider"]')).toBeVisible();
  await block.scrollIntoViewIfNeeded();
  await expect(block.locator('[data-state="loaded"]')).toHaveCount(2);
  return block;
}

/** The share of the width that shows the "before" picture: the slider's value, and where the "after" picture's clip starts. */
async function share(page: Page): Promise<{ value: number; clip: string }> {
  const block = page.locator(BLOCK);
  return {
    value: Number(await block.getByRole('slider').inputValue()),
    clip: await block.locator('[data-after]').evaluate((e) => getComputedStyle(e).clipPath),
  };
}

test('the arrow keys move the slider and uncover more or less of the "after" picture', async ({ page }) => {
  const block = await openSlider(page);
  const slider = block.getByRole('slider', { name: 'Compare before and after' });
  // The input's value changes at once, the picture's clip when React has drawn it: both are polled.
  await expect.poll(() => share(page)).toEqual({ value: 50, clip: 'inset(0px 0px 0px 50%)' });
  await slider.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  await expect.poll(() => share(page)).toEqual({ value: 55, clip: 'inset(0px 0px 0px 55%)' });
  for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowLeft');
  await expect.poll(() => share(page)).toEqual({ value: 45, clip: 'inset(0px 0px 0px 45%)' });
  await page.keyboard.press('End');
  await expect.poll(() => share(page)).toEqual({ value: 100, clip: 'inset(0px 0px 0px 100%)' });
});

test('dragging across the pictures moves the slider with the pointer', async ({ page }) => {
  const block = await openSlider(page);
  const box = (await block.getByRole('slider').boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.25, y, { steps: 8 });
  await page.mouse.up();
  const { value } = await share(page);
  expect(value).toBeGreaterThan(20);
  expect(value).toBeLessThan(30);
  await expect.poll(async () => (await share(page)).clip).toBe(`inset(0px 0px 0px ${value}%)`);
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.up(); // a click jumps there too
  await expect.poll(async () => (await share(page)).value).toBeGreaterThan(75);
});

test('without JavaScript, both pictures and their words show, and no slider', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(PAGE);
      const block = page.locator(BLOCK);
      await block.scrollIntoViewIfNeeded();
      await expect(block.locator('[data-mode="static"]')).toBeVisible();
      for (const alt of [
        'Fallen autumn leaves covering the ground (an example photo)',
        'A clear, fresh green lawn (an example photo of another lawn)',
      ]) {
        const picture = block.locator(`noscript img[alt="${alt}"]`);
        await expect(picture).toBeVisible();
        await expect
          .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
      }
      await expect(block.getByText('Before', { exact: true })).toBeVisible();
      await expect(block.getByText('After', { exact: true })).toBeVisible();
      await expect(block.getByRole('slider')).toBeHidden();
      await page.locator(`${BLOCK} > *`).screenshot({ path: `${SHOTS}/no-js-${width}.png` }); // the slot itself has no box
    }
  } finally {
    await context.close();
  }
});

for (const width of [375, 1280]) {
  test(`passes axe (WCAG 2.2 AA) at ${width} px, as served and with its slider`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
    await page.goto(PAGE);
    expect(describeViolations(await axeViolations(page)), 'as served').toEqual([]);
    const block = await openSlider(page);
    expect(describeViolations(await axeViolations(page)), 'with its slider').toEqual([]);
    await block.getByRole('slider').focus();
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('button', { name: 'Decline' }).click(); // the cookie question would cover the block
    await page.locator(`${BLOCK} > *`).screenshot({ path: `${SHOTS}/slider-${width}.png` });
  });
}
