// The example sites under examples/, each built as `npm run build -- --site examples/<name>/site.json`
// would build it: the doctor finds nothing, every route of its sitemap answers 200 from the real
// server, axe finds no violation on any route at 375 and 1280 px (Chromium), and no built file holds
// a word of the default site's business (its name, towns, phone, e-mail, "landscap", "mulch", Ohio).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { build } from '../../generator/build';
import { doctor } from '../../generator/doctor/doctor';
import { projectRoot } from '../../generator/paths';
import type { SiteModel } from '../../schema/generated/site';
import { chromiumArgs } from '../../playwright.config';
import { axeViolations, describeViolations } from '../helpers/axe';
import { startApp, type Running } from '../integration/helpers/start-app';

/** Words of the default site's business that another business's site must never show. */
async function defaultSiteWords(): Promise<RegExp> {
  const site = JSON.parse(await readFile(path.join(projectRoot, 'site.json'), 'utf8')) as SiteModel;
  const { business } = site;
  const words = [
    business.name.split(' ')[0]!,
    ...site.towns.map((t) => t.name),
    business.phone.slice(-8),
    business.phone.replace(/\D/g, ''),
    business.email.split('@')[1]!.split('.')[0]!,
    'landscap',
    'mulch',
    'Ohio',
  ];
  return new RegExp(words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'i');
}

/** Text files are read whole; pictures, fonts and compressed copies only by name (their bytes are not words). */
const TEXT_FILE = /\.(html|json|js|css|svg|xml|txt|webmanifest)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
});
afterAll(async () => {
  await browser?.close();
});

describe.each(['pool-spa-sarasota', 'plumber-leeds'])('the example site %s', (name) => {
  const siteFile = path.join(projectRoot, 'examples', name, 'site.json');
  let outDir: string;
  let app: Running;
  let routes: string[];

  beforeAll(async () => {
    outDir = await mkdtemp(path.join(os.tmpdir(), `example-${name}-`));
    const result = await build({ siteFile, outDir, quiet: true });
    expect(result.ok).toBe(true);
    console.log(`${name}: ${result.routes} routes built in ${(result.ms / 1000).toFixed(1)} s`);
    const sitemap = await readFile(path.join(outDir, 'sitemap.xml'), 'utf8');
    routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    app = await startApp({ distDir: outDir });
  }, 180_000);

  afterAll(async () => {
    await app?.stop();
    await rm(outDir, { recursive: true, force: true });
  });

  it('passes the doctor with no finding at all', async () => {
    const result = await doctor({ siteFile, outDir });
    expect(result.findings, result.lines.join('\n')).toEqual([]);
  });

  it('answers 200 on every route of its sitemap, and 404 elsewhere', async () => {
    expect(routes.length).toBeGreaterThan(8);
    for (const route of routes) expect((await fetch(`${app.baseUrl}${route}`)).status, route).toBe(200);
    expect((await fetch(`${app.baseUrl}/no-such-page`)).status).toBe(404);
  });

  it("holds no word of the default site's business in any built file, by name or content", async () => {
    const words = await defaultSiteWords();
    const leaks: string[] = [];
    for (const file of await filesUnder(outDir)) {
      const shown = path.relative(outDir, file);
      if (words.test(shown)) leaks.push(`${shown} (its name)`);
      if (TEXT_FILE.test(file)) {
        const found = words.exec(await readFile(file, 'utf8'));
        if (found) leaks.push(`${shown}: "${found[0]}"`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('has no axe violation (WCAG 2.2 AA) on any route, at 375 and 1280 px', async () => {
    const problems: string[] = [];
    for (const width of [375, 1280]) {
      // The server's Content-Security-Policy forbids inline scripts, which is how axe is injected.
      const page = await browser.newPage({
        viewport: { width, height: width < 600 ? 740 : 800 },
        bypassCSP: true,
        reducedMotion: 'reduce',
      });
      for (const route of routes) {
        await page.goto(`${app.baseUrl}${route}`, { waitUntil: 'load' });
        problems.push(...describeViolations(await axeViolations(page)).map((p) => `${route} at ${width}px: ${p}`));
      }
      await page.close();
    }
    expect(problems, problems.join('\n')).toEqual([]);
  }, 600_000); // 38 page loads and axe runs for the larger example: minutes on a busy 2-core machine
});
