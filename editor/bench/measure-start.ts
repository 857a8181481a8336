// Times `npm run edit` in the project at argv[2] (default: this one) over a temporary copy of its site.json:
// process start → "Site editor on" printed → `GET /` answered (and the page's first script) → first
// preview, then 20 edits through POST /api/check. With --browser, Chromium opens the printed address
// first: the app drawn (its status line) and the preview shown (its h1), each since process start.
// Prints one JSON line. A measurement for reports/editor-start.md; it gates nothing.
// Usage: tsx editor/bench/measure-start.ts [project] [--browser]
import { spawn } from 'node:child_process';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs } from '../../playwright.config';

const EDITS = 20;
const project = path.resolve(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? '.');
// Started before the editor, so its own start is not counted.
const browser = process.argv.includes('--browser')
  ? await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs })
  : undefined;
const dir = await mkdtemp(path.join(os.tmpdir(), 'measure-editor-'));
const siteFile = path.join(dir, 'site.json');
await copyFile(path.join(project, 'site.json'), siteFile);
const port = 40_000 + Math.floor(Math.random() * 10_000);

const started = performance.now();
const since = () => Math.round(performance.now() - started);
const child = spawn(process.execPath, ['--import', 'tsx', 'editor/server/main.ts'], {
  cwd: project,
  stdio: ['ignore', 'pipe', 'pipe'],
  env: {
    ...process.env,
    SITE: siteFile,
    EDITOR_PORT: String(port),
    EDITOR_VERSIONS_DIR: path.join(dir, 'versions'),
    DATA_DIR: path.join(dir, 'data'),
  },
});
let output = '';
const address = await new Promise<string>((resolve, reject) => {
  const read = (chunk: Buffer) => {
    output += chunk;
    const match = /Site editor on (\S+)/.exec(output);
    if (match) resolve(match[1]!);
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  child.on('exit', (code) => reject(new Error(`The editor exited (${code}):\n${output}`)));
});
const listening = since();

let inBrowser: { appDrawn: number; previewShown: number } | undefined;
if (browser) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  await page.goto(address);
  await page
    .locator('.topbar .status')
    .filter({ hasText: /changes saved|Unsaved/ })
    .waitFor({ timeout: 120_000 });
  const appDrawn = since();
  await page.frameLocator('iframe[title="Preview"]').locator('h1').waitFor({ timeout: 120_000 });
  inBrowser = { appDrawn, previewShown: since() };
  await browser.close();
}

// The session: whatever cookie the printed address (with its start token, if any) sets.
let cookie = '';
const call = async (url: string, init: RequestInit = {}) => {
  const response = await fetch(new URL(url, address), {
    ...init,
    redirect: 'manual',
    headers: { cookie, ...(init.headers as Record<string, string>) },
  });
  const set = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (set) cookie = set;
  return response;
};
let page = await call(address);
while (page.status >= 300 && page.status < 400) page = await call(page.headers.get('location')!);
const html = await page.text();
const indexAnswered = since();
const entry = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
if (entry) await (await call(entry)).arrayBuffer();
const entryAnswered = since();

const base = new URL(address).origin;
const { csrfToken } = (await (await call('/api/session')).json()) as { csrfToken: string };
const { model } = (await (await call('/api/site')).json()) as {
  model: { pages: { blocks: { heading?: string }[] }[] };
};
const check = async () => {
  const at = performance.now();
  const response = await call('/api/check', {
    method: 'POST',
    body: JSON.stringify({ model, path: '/' }),
    headers: { 'content-type': 'application/json', origin: base, 'x-csrf-token': csrfToken },
  });
  const answer = (await response.json()) as { preview?: { html: string } };
  if (!answer.preview?.html.includes(model.pages[0]!.blocks[0]!.heading!))
    throw new Error(`No preview of the edit: ${JSON.stringify(answer).slice(0, 500)}`);
  return performance.now() - at;
};
await check();
const firstPreview = since();

const edits: number[] = [];
for (let i = 0; i < EDITS; i++) {
  model.pages[0]!.blocks[0]!.heading = `Edit number ${i} of the heading`;
  edits.push(await check());
}
edits.sort((a, b) => a - b);
child.kill('SIGTERM');
await new Promise((resolve) => child.once('exit', resolve));
await rm(dir, { recursive: true, force: true });
console.log(
  JSON.stringify({
    listening,
    ...inBrowser,
    indexAnswered,
    entryAnswered,
    firstPreview,
    appBuilt: output.includes("Built the editor's app"),
    editMedian: Math.round((edits[EDITS / 2 - 1]! + edits[EDITS / 2]!) / 2),
    editWorst: Math.round(edits.at(-1)!),
    load: os.loadavg()[0]!.toFixed(2),
  }),
);
