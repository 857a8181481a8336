// Times a one-field save in the editor as its user makes it: an editor started over a temporary copy
// of site.json, Chromium types a new emergency line, opens Save (Ctrl+S), clicks "Save these changes"
// and waits for "Saved."; each save's time is from that click to "Saved." shown. Each save is checked
// on disk. Also noted per save (stderr with --detail): from the last keystroke to the save button
// enabled, and to the answers of the check, the advice and Publish's near-copy check.
// Prints one JSON line last: {"saves":20,"medianMs":…,"maxMs":…,"ms":[…]}. It reports; it gates nothing.
// Usage: tsx editor/bench/measure-save.ts [--saves 20] [--site path/to/site.json] [--detail]
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
// Playwright's browser driver (playwright-core), through the package the project lists.
import { chromium, type Page, type Response } from '@playwright/test';
import { chromiumArgs } from '../../playwright.config';
import { startEditor } from '../../tests/helpers/editor-server';

export interface SaveTimes {
  saves: number;
  medianMs: number;
  maxMs: number;
  /** Each save, click → "Saved." shown, in the order made. */
  ms: number[];
}

/** What happened after one save's last keystroke, in ms since it (undefined: not answered before "Saved."). */
export interface SaveDetail {
  saveMs: number;
  /** The save's request, sent → answered, as the browser saw it. */
  requestMs?: number;
  buttonEnabledMs: number;
  checkMs?: number;
  adviceMs?: number;
  nearCopyMs?: number;
}

/** The API calls a save dialog waits on, or runs beside it, by the name a detail gives them. */
const CALLS = { checkMs: '/api/check', adviceMs: '/api/advice', nearCopyMs: '/api/wizards/publish-blockers' } as const;

export async function measureSaves(
  options: { saves?: number; site?: string; onDetail?: (detail: SaveDetail) => void } = {},
): Promise<SaveTimes> {
  const saves = options.saves ?? 20;
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
  const editor = await startEditor(options.site ?? 'site.json');
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    await page.goto(editor.url('/#/business'));
    await page
      .locator('.topbar .status')
      .filter({ hasText: /changes saved|Unsaved/ })
      .waitFor({ timeout: 120_000 });
    const ms: number[] = [];
    for (let i = 1; i <= saves; i++) {
      const line = `24/7 emergency tree service, save ${i}`;
      const detail = await saveOnce(page, line);
      if (!(await readFile(editor.siteFile, 'utf8')).includes(JSON.stringify(line)))
        throw new Error(`Save ${i} showed "Saved." but site.json does not hold "${line}".`);
      ms.push(detail.saveMs);
      options.onDetail?.(detail);
    }
    if (process.env.EDITOR_TIMING) console.error(editor.output());
    const sorted = [...ms].sort((a, b) => a - b);
    const middle = Math.floor(saves / 2);
    const medianMs = saves % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
    return { saves, medianMs, maxMs: sorted.at(-1)!, ms };
  } finally {
    await browser.close();
    await editor.stop();
  }
}

/** One edit and its save through the dialog; times in ms since the last keystroke, the save's since the click. */
async function saveOnce(page: Page, line: string): Promise<SaveDetail> {
  const answered: Partial<Record<keyof typeof CALLS, number>> = {};
  let typed = 0;
  let requestMs: number | undefined;
  const onResponse = (response: Response) => {
    const url = new URL(response.url()).pathname;
    if (url === '/api/site' && response.request().method() === 'PUT')
      void response.finished().then(() => (requestMs = Math.round(response.request().timing().responseEnd)));
    for (const [name, call] of Object.entries(CALLS) as [keyof typeof CALLS, string][])
      if (url === call && answered[name] === undefined) answered[name] = Math.round(performance.now() - typed);
  };
  const field = page.locator('[id="f/business/emergencyLine"]');
  await field.fill(line);
  typed = performance.now();
  page.on('response', onResponse);
  await page.keyboard.press('Control+s');
  const dialog = page.getByRole('dialog', { name: 'Save changes' });
  const button = dialog.getByRole('button', { name: 'Save these changes' });
  await button.waitFor({ timeout: 120_000 });
  await page.waitForFunction(
    () => !document.querySelector<HTMLButtonElement>('dialog .dialog-actions .primary')?.disabled,
  );
  const buttonEnabledMs = Math.round(performance.now() - typed);
  await page.evaluate(watchTheSave);
  await button.click();
  await dialog.getByText(/^Saved\. /).waitFor({ timeout: 120_000 });
  const saveMs = await (await page.waitForFunction(() => (window as SavePage).saveMs!())).jsonValue();
  page.off('response', onResponse);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
  return { saveMs, requestMs, buttonEnabledMs, ...answered };
}

type SavePage = Window & { saveMs?: () => number };

/** In the page: the time from the click on the dialog's save button to "Saved." drawn (the frame that shows it). */
function watchTheSave() {
  const dialog = document.querySelector('dialog[open]')!;
  let clicked = 0;
  let shown = 0;
  dialog.querySelector('.dialog-actions .primary')!.addEventListener('click', () => (clicked = performance.now()), {
    capture: true,
    once: true,
  });
  const observer = new MutationObserver(() => {
    if (![...dialog.querySelectorAll('[role="status"]')].some((e) => e.textContent?.startsWith('Saved. '))) return;
    observer.disconnect();
    requestAnimationFrame(() => (shown = performance.now()));
  });
  observer.observe(dialog, { childList: true, subtree: true, characterData: true });
  (window as SavePage).saveMs = () => shown && Math.round(shown - clicked);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const arg = (name: string) => {
    const at = process.argv.indexOf(name);
    return at > 0 ? process.argv[at + 1] : undefined;
  };
  const detail = process.argv.includes('--detail');
  const times = await measureSaves({
    saves: Number(arg('--saves') ?? 20),
    site: arg('--site'),
    onDetail: detail ? (d) => console.error(JSON.stringify(d)) : undefined,
  });
  if (detail) console.error(`load ${os.loadavg()[0]!.toFixed(2)}`);
  console.log(JSON.stringify(times));
}
