// Issue 37's example: examples/bilingual-miami (a heating and cooling company in Miami, English and
// US Spanish, three towns). Built as `npm run build -- --site examples/bilingual-miami/site.json`
// builds it: every page in both languages, the Spanish ones with Spanish addresses and no English
// word of the engine (Lighthouse on a Spanish town page: bilingual-lighthouse.perf.test.ts); a Spanish visitor's request is
// taken in Spanish with and without JavaScript, and recorded as Spanish. (examples.test.ts runs the
// doctor, axe at 375 and 1280 px and the server over every route of it, as for every example.)
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../generator/build';
import { isNotFoundPath } from '../../generator/pages/not-found';
import { loadSiteText } from '../../generator/check/load';
import { validate } from '../../generator/check/validate';
import { projectRoot, sitePaths } from '../../generator/paths';
import { chromiumArgs } from '../../playwright.config';
import { enginePack } from '../../shared/site/languages/packs';
import { readServerContract } from '../../shared/server-contract';
import { englishEngineWords } from '../helpers/engine-words';
import { JS_BEFORE_LOAD_BUDGET, scriptsBeforeLoad } from '../helpers/scripts-before-load';
import { stringsIn } from '../unit/labels/trace';
import { startApp, type Running } from '../integration/helpers/start-app';

const SITE = path.join(projectRoot, 'examples/bilingual-miami/site.json');
const SPANISH_TOWN_PAGE = '/es/reparacion-de-aire-acondicionado-en-hialeah';
const REQUEST = {
  first_name: 'Yamilé',
  last_name: 'Fernández',
  cell_phone: '(305) 555-0188',
  email: 'yamile.fernandez@correo.example',
  street_address: '1250 W 49th St',
  city: 'Hialeah',
  zip_code: '33012',
  comments: 'El aire de la sala no enfría desde ayer y hace un ruido fuerte. ¿Pueden venir mañana?',
};

let dir: string;
let app: Running;
let browser: Browser;
let built: Awaited<ReturnType<typeof build>>;
let languages: NonNullable<ReturnType<typeof validate>['languages']>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'bilingual-miami-'));
  const started = performance.now();
  built = await build({ siteFile: SITE, outDir: dir });
  console.log(`bilingual-miami: ${built.routes} routes in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  languages = validate(loadSiteText(await readFile(SITE, 'utf8'), SITE), sitePaths(SITE).imagesDir).languages!;
  app = await startApp({ distDir: dir });
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('the bilingual example, examples/bilingual-miami', () => {
  it('has every page in both languages; the Spanish ones under /es with addresses of their own', () => {
    expect(built.ok).toBe(true);
    const [english, spanish] = languages;
    const pages = (l: typeof english) => l!.routes.filter((r) => r.kind !== 'alias');
    console.log(`routes: ${pages(english).length} in English, ${pages(spanish).length} in Spanish`);
    expect(spanish!.missingPages).toEqual([]);
    expect(pages(spanish).length).toBe(pages(english).length);
    expect(pages(english).filter((r) => r.kind === 'town')).toHaveLength(6); // two services in three towns
    for (const route of pages(spanish)) {
      expect(route.path).toMatch(/^\/es(\/|$)/);
      if (isNotFoundPath(route.path)) continue; // served for any unknown address: it names no translation
      const english = route.alternates!.find((a) => a.language === 'en-US')!.path;
      // Its own address name: not the English one under /es (the towns' names are the same in both).
      if (english !== '/') expect(route.path, english).not.toBe(`/es${english}`);
    }
  });

  it('shows no English word of the engine on any Spanish page', async () => {
    const pack = enginePack('es-US');
    const own = stringsIn(languages[1]!.site.raw);
    const files = (await readdir(path.join(dir, 'es'), { recursive: true })).filter((f) => f.endsWith('.html'));
    expect(files.length).toBe(languages[1]!.routes.filter((r) => r.kind !== 'alias').length);
    const leaks: string[] = [];
    for (const file of files) {
      const html = await readFile(path.join(dir, 'es', file), 'utf8');
      expect(html).toContain('<html lang="es-US">');
      leaks.push(...englishEngineWords(html, own, pack).map((leak) => `es/${file}: ${leak}`));
    }
    expect(leaks, leaks.join('\n')).toEqual([]);
  });

  it('asks for at most 15 KB gzip of JavaScript before the load event on a Spanish page', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
    await page.goto(`${app.baseUrl}${SPANISH_TOWN_PAGE}`, { waitUntil: 'load' });
    const { urls, gzipBytes } = await scriptsBeforeLoad(page, async (url) =>
      Buffer.from(await (await fetch(url)).arrayBuffer()),
    );
    console.log(`${SPANISH_TOWN_PAGE}: ${(gzipBytes / 1024).toFixed(1)} KB gzip of JavaScript before load`);
    expect(gzipBytes, urls.join(', ')).toBeLessThanOrEqual(JS_BEFORE_LOAD_BUDGET);
    expect(gzipBytes).toBeGreaterThan(0); // the first script itself
    await page.close();
  });

  for (const javaScript of [true, false])
    it(`takes a Spanish request ${javaScript ? 'from the script' : 'without JavaScript'}, in Spanish, and records it as Spanish`, async () => {
      const context = await browser.newContext({
        javaScriptEnabled: javaScript,
        viewport: { width: 375, height: 740 },
      });
      const page = await context.newPage();
      await page.goto(`${app.baseUrl}/es/contacto`, { waitUntil: 'load' });
      const before = await app.store.countLeads();
      for (const [name, value] of Object.entries(REQUEST)) await page.fill(`[name="${name}"]`, value);
      await page.selectOption('[name="state"]', 'FL');
      await page.click('form button[type="submit"]');
      const words = enginePack('es-US');
      if (javaScript) {
        const { success } = readServerContract(dir).languages!.es!.contact.locale.messages;
        await expect.poll(() => page.locator('[role="status"]').textContent()).toBe(success);
      } else {
        await page.waitForURL(/\/api\/contact\/sent\?lang=es$/);
        expect(await page.locator('html').getAttribute('lang')).toBe('es-US');
        expect(await page.locator('h1').textContent()).toBe(words.server.pageSentTitle);
      }
      await expect.poll(() => app.store.countLeads()).toBe(before + 1);
      const [lead] = await app.store.listLeads({ limit: 1 });
      expect(lead).toMatchObject({ first_name: 'Yamilé', city: 'Hialeah', language: 'es-US' });
      await context.close();
    }, 60_000);
});
