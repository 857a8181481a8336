// Issue 37: one site.json in two languages (docs/decisions/0008). The bilingual fixture (English and
// US Spanish, every text translated) builds both languages: each page says its language, names itself
// and its translation with reciprocal hreflang and an x-default, links to it with a marked switch,
// and the Spanish pages have Spanish addresses; the sitemap lists both. A page whose Spanish is
// removed leaves the Spanish build and its English counterpart's alternates, and the check names it.
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../generator/build';
import { doctor } from '../../generator/doctor/doctor';
import { loadSiteText } from '../../generator/check/load';
import { validate } from '../../generator/check/validate';
import { languagesReport } from '../../generator/languages/report';
import { sitePaths } from '../../generator/paths';
import { startApp, type Running } from '../integration/helpers/start-app';
import { STORED_BODY, VALID_BODY } from '../integration/helpers/contact-body';
import { leadMessage } from '../../server/leads/lead-mail';
import { en } from '../../shared/site/languages/en';
import { es } from '../../shared/site/languages/es';
import { readServerContract } from '../../shared/server-contract';

const FIXTURE = 'tests/fixtures/bilingual/site.json';
const ORIGIN = 'https://fixture.example';
let dir: string;
let dist: string;
let app: Running;
let built: Awaited<ReturnType<typeof build>>;

const page = async (urlPath: string) => cheerio.load(await readFile(path.join(dist, urlPath, 'index.html'), 'utf8'));
const alternatesOf = ($: cheerio.CheerioAPI) =>
  Object.fromEntries(
    $('link[rel=alternate]')
      .map((_, l) => [[$(l).attr('hreflang'), $(l).attr('href')]])
      .get(),
  );

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'two-languages-'));
  dist = path.join(dir, 'dist');
  built = await build({ siteFile: path.resolve(FIXTURE), outDir: dist });
  app = await startApp({ distDir: dist });
}, 300_000);
afterAll(async () => {
  await app?.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('a site in English and Spanish', () => {
  it('builds every page in both languages, the Spanish ones under /es with Spanish addresses', () => {
    expect(built.ok).toBe(true);
    const spanish = built.renderedPages.filter((p) => p.startsWith('/es'));
    const english = built.renderedPages.filter((p) => !p.startsWith('/es'));
    expect(spanish.length).toBe(english.length);
    expect(spanish).toEqual(
      expect.arrayContaining(['/es', '/es/servicios', '/es/contacto', '/es/cuidado-del-cesped-en-huron', '/es/404']),
    );
  });

  it('each page says its language and names itself and its translation, reciprocally, with an x-default', async () => {
    for (const [en, es] of [
      ['/', '/es'],
      ['/services', '/es/servicios'],
      ['/lawn-care-in-huron', '/es/cuidado-del-cesped-en-huron'],
    ]) {
      const english = await page(en!);
      const spanish = await page(es!);
      expect(english('html').attr('lang')).toBe('en-US');
      expect(spanish('html').attr('lang')).toBe('es-US');
      const both = { 'en-US': `${ORIGIN}${en}`, 'es-US': `${ORIGIN}${es}`, 'x-default': `${ORIGIN}${en}` };
      expect(alternatesOf(english)).toEqual(both);
      expect(alternatesOf(spanish)).toEqual(both);
      expect(spanish('link[rel=canonical]').attr('href')).toBe(`${ORIGIN}${es}`);
      // The switch: a plain link marked with the language it leads to, in the header and the phone menu.
      const toSpanish = english('header a[hreflang="es-US"]');
      expect(toSpanish.length).toBe(2);
      expect(toSpanish.first().attr('href')).toBe(es);
      expect(toSpanish.first().attr('lang')).toBe('es-US');
      expect(toSpanish.first().text()).toContain('Español');
      expect(spanish('header a[hreflang="en-US"]').first().attr('href')).toBe(en);
    }
  });

  it("a Spanish page's links lead to Spanish pages, but for its switch", async () => {
    const $ = await page('/es/cuidado-del-cesped-en-huron');
    const links = $('a[href^="/"]:not([hreflang])')
      .map((_, a) => $(a).attr('href')!)
      .get();
    expect(links.length).toBeGreaterThan(5);
    expect(links.filter((href) => !href.startsWith('/es'))).toEqual([]);
  });

  it('the sitemap lists both languages, each page with its alternates', async () => {
    const sitemap = await readFile(path.join(dist, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain(`<loc>${ORIGIN}/es/servicios</loc>`);
    expect(sitemap).toContain(`<loc>${ORIGIN}/services</loc>`);
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="es-US" href="${ORIGIN}/es/servicios"/>`);
    expect(sitemap).not.toContain('/404');
  });

  it('an unknown address under /es gets the Spanish 404 page', async () => {
    const res = await fetch(`${app.baseUrl}/es/no-existe`);
    expect(res.status).toBe(404);
    expect(
      cheerio
        .load(await res.text())('html')
        .attr('lang'),
    ).toBe('es-US');
    const english = await fetch(`${app.baseUrl}/no-such-page`);
    expect(
      cheerio
        .load(await english.text())('html')
        .attr('lang'),
    ).toBe('en-US');
  });

  it('the doctor finds nothing, and judges town pages against those of their own language', async () => {
    const { findings, scores } = await doctor({ siteFile: path.resolve(FIXTURE), outDir: dist });
    expect(findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(scores.map((s) => [s.template, s.worst && [s.worst.a.route.path, s.worst.b.route.path]])).toEqual([
      ['lawn-care', ['/lawn-care-in-huron', '/lawn-care-in-sandusky']],
      ['lawn-care', ['/es/cuidado-del-cesped-en-huron', '/es/cuidado-del-cesped-en-sandusky']],
    ]);
  });

  /** The doctor's findings on the fixture changed to `raw`, built in a folder of its own named `name`. */
  async function doctorOfChanged(raw: { site: object }, name: string) {
    const siteFile = path.join(dir, name, 'site.json');
    await mkdir(path.dirname(siteFile), { recursive: true });
    await writeFile(
      siteFile,
      JSON.stringify({ ...raw, $schema: undefined, site: { ...raw.site, assets: path.resolve('assets') } }, null, 2),
    );
    const outDir = path.join(dir, `${name}-dist`);
    expect((await build({ siteFile, outDir })).ok).toBe(true);
    return (await doctor({ siteFile, outDir })).findings;
  }

  it("a Spanish town page made a copy of another's is found, on the Spanish page, at its town", async () => {
    const raw = JSON.parse(await readFile(FIXTURE, 'utf8'));
    const own = raw.towns[1].pages['lawn-care'];
    // Sandusky's Spanish words become the template's (Huron's page has its own only in its hero).
    own.title.es = raw.templates[0].title.es;
    own.blocks.hero.text.es = raw.templates[0].blocks[0].text.es;
    own.blocks.areas.heading.es = raw.templates[0].blocks[2].heading.es;
    own.blocks.areas.bullets = raw.templates[0].blocks[2].bullets.map((b: { es: string }, i: number) => ({
      en: own.blocks.areas.bullets[i].en,
      es: b.es,
    }));
    const findings = await doctorOfChanged(raw, 'copy');
    const copies = findings.filter((f) => f.check === 'near-duplicates' && f.severity === 'error');
    expect(copies).toHaveLength(1);
    expect(copies[0]!.pointer).toMatch(/^\/towns\/1(\/|$)/);
    expect(copies[0]!.page).toBe('/es/cuidado-del-cesped-en-sandusky'); // the Spanish page; the English one has its own words
  });

  it("a finding on a Spanish page points at the text's Spanish in site.json, not at the text of both languages", async () => {
    const raw = JSON.parse(await readFile(FIXTURE, 'utf8'));
    raw.pages[1].blocks[0].image.alt.es = 'foto-cesped-01'; // /es/servicios: a file's name for a description
    const findings = await doctorOfChanged(raw, 'alt');
    const alts = findings.filter((f) => f.check === 'alt-text');
    expect(alts).toContainEqual(
      expect.objectContaining({ page: '/es/servicios', pointer: '/pages/1/blocks/0/image/alt/es' }),
    );
    expect(alts.filter((f) => !f.page?.startsWith('/es') || !f.pointer?.endsWith('/alt/es'))).toEqual([]);
  });

  it("a page whose Spanish is removed is left out of Spanish, its counterpart's alternates and links, and the check names it", async () => {
    const raw = JSON.parse(await readFile(FIXTURE, 'utf8'));
    raw.pages[1].title = raw.pages[1].title.en; // /services: its title now only in English
    const siteFile = path.join(dir, 'site.json');
    await writeFile(siteFile, JSON.stringify(raw, null, 2));
    const site = loadSiteText(JSON.stringify(raw, null, 2), siteFile);
    const { problems, languages } = validate(site, sitePaths(path.resolve(FIXTURE)).imagesDir);
    expect(problems).toEqual([]);
    const [english, spanish] = languages!;
    expect(spanish!.missingPages).toEqual([{ path: '/services', title: 'Fixture Landscaping services' }]);
    expect(spanish!.routes.map((r) => r.path)).not.toContain('/es/servicios');
    const services = english!.routes.find((r) => r.path === '/services')!;
    expect(services.alternates).toBeUndefined();
    expect(english!.routes.find((r) => r.path === '/')!.alternates).toHaveLength(2);
    expect(languagesReport(languages!, site.positions)).toEqual([
      'English: 7 pages.',
      'Spanish: 6 pages; 1 of 7 pages not yet in Spanish, left out of it until every text of theirs is:',
      '  /services  “Fixture Landscaping services”',
    ]);
    // A Spanish menu's link to it leads to the English page.
    const menu = spanish!.model.navigation.header.find((item) => item.href.includes('servic'));
    expect(menu?.href).toBe('/services');
  });

  it('a text every page shows, not yet in Spanish, leaves Spanish without pages and says where', () => {
    const raw = JSON.parse(JSON.stringify(loadSiteText(readFileSync(FIXTURE, 'utf8')).raw));
    raw.navigation.footer[0].label = 'Services';
    const site = loadSiteText(JSON.stringify(raw, null, 2), 'site.json');
    const { languages } = validate(site, sitePaths(path.resolve(FIXTURE)).imagesDir);
    expect(languages![1]!.routes).toEqual([]);
    expect(languages![1]!.sharedUntranslated).toEqual(['/navigation/footer/0/label']);
    expect(languagesReport(languages!, site.positions)[1]).toMatch(/^Spanish: no page yet\. 1 text every page shows/);
  });

  it('a fact written per language is a problem at its place, with the value to write once', () => {
    const raw = JSON.parse(JSON.stringify(loadSiteText(readFileSync(FIXTURE, 'utf8')).raw));
    const phone = raw.business.phone;
    raw.business.phone = { en: phone, es: '(419) 555-0199' };
    raw.business.hours.monday.opens = { en: raw.business.hours.monday.opens, es: '09:00' };
    const site = loadSiteText(JSON.stringify(raw, null, 2), 'site.json');
    const { problems } = validate(site, sitePaths(path.resolve(FIXTURE)).imagesDir);
    expect(problems.map((p) => [p.code, p.pointer])).toEqual([
      ['E-LANGUAGE-FACT', '/business/phone'],
      ['E-LANGUAGE-FACT', '/business/hours/monday/opens'],
    ]);
    expect(problems[0]!.hint).toBe(`Write it once, for every language: "${phone}".`);
  });

  it('a translation without the main language is a problem at its place', () => {
    const raw = JSON.parse(JSON.stringify(loadSiteText(readFileSync(FIXTURE, 'utf8')).raw));
    delete raw.pages[0].title.en;
    const site = loadSiteText(JSON.stringify(raw, null, 2), 'site.json');
    const { problems } = validate(site, sitePaths(path.resolve(FIXTURE)).imagesDir);
    expect(problems).toEqual([
      expect.objectContaining({
        pointer: '/pages/0/title/en',
        message: "This text is not written in English, the site's main language.",
      }),
    ]);
  });

  it("a Spanish page's form posts in Spanish and is answered in Spanish, with and without JavaScript; the lead keeps its language", async () => {
    const $ = await page('/es/contacto');
    const action = $('form').attr('action')!;
    expect(action).toBe('/api/contact?lang=es');
    expect((await page('/contact'))('form').attr('action')).toBe('/api/contact');
    const post = (body: string, type: string, accept: string) =>
      fetch(`${app.baseUrl}${action}`, { method: 'POST', headers: { 'content-type': type, accept }, body });
    // A mistake, from the script: the Spanish message.
    const wrong = await post(JSON.stringify({ ...VALID_BODY, email: 'no' }), 'application/json', 'application/json');
    expect(wrong.status).toBe(400);
    const contract = readServerContract(dist);
    const spanish = contract.languages!.es!.contact.locale.messages;
    expect(await wrong.json()).toEqual({
      success: false,
      message: spanish.invalid,
      errors: [{ field: 'email', message: spanish.email }],
    });
    expect(spanish.email).not.toBe(contract.contact.locale.messages.email); // the English one
    expect(spanish.email).toMatch(/^Ingrese/); // US Spanish (Spain's: "Introduzca")
    // From the script: stored with its language.
    const sent = await post(JSON.stringify(VALID_BODY), 'application/json', 'application/json');
    expect(sent.status).toBe(200);
    const { id } = (await sent.json()) as { id: string };
    const lead = await app.store.getLead(id);
    expect(lead).toMatchObject({ ...STORED_BODY, language: 'es-US' });
    // Without JavaScript: the thank-you page in Spanish, in the Spanish pages' layout, home at /es.
    const page_ = await post(
      new URLSearchParams(VALID_BODY).toString(),
      'application/x-www-form-urlencoded',
      'text/html',
    );
    expect(page_.status).toBe(200);
    const thanks = cheerio.load(await page_.text());
    expect(thanks('html').attr('lang')).toBe('es-US');
    expect(thanks('h1').text()).toBe(es.server.pageSentTitle);
    expect(thanks(`a:contains("${es.server.pageHome}")`).attr('href')).toBe('/es');
    // A post from an English page: the main language.
    const main = await fetch(`${app.baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(VALID_BODY),
    });
    expect(await app.store.getLead(((await main.json()) as { id: string }).id)).toMatchObject({ language: 'en-US' });
    // The owner's e-mail is in the main language and names the visitor's.
    const mail = leadMessage(lead!, {
      from: 'site@fixture.example',
      to: 'office@fixture.example',
      words: en.mail,
      locale: 'en-US',
    });
    expect(mail.text).toContain(`${en.mail.language}: Spanish (United States)`);
    expect(mail.subject).toContain('New quote request');
  });
});
