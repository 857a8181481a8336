// The example sites under examples/, each built as `npm run build -- --site examples/<name>/site.json`
// would build it: the doctor finds nothing, every route of its sitemap answers 200 from the real
// server, axe finds no violation on any route at 375 and 1280 px (Chromium), and no built file holds
// a word of the default site's business (its name, towns, phone, e-mail, "landscap", "mulch", Ohio).
// No card stands alone under a fuller row at 768 or 1280 px (CardRow).
// The examples in another language and country (site.locale and locale.country, no labels of their
// own) show no English word of the engine on any page, write addresses in their country's order with
// no region (site.json gives none, for the office or a town: their countries' addresses name none;
// the JSON-LD names none either, its towns served Cities alone), ask for no region in the
// contact form, and take a request written in their language; the French one spaces : ; ? ! and « »
// as French typography does, on every page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import * as cheerio from 'cheerio';
import { build } from '../../generator/build';
import { doctor } from '../../generator/doctor/doctor';
import { projectRoot } from '../../generator/paths';
import type { SiteModel } from '../../schema/generated/site';
import { chromiumArgs } from '../../playwright.config';
import { enginePack } from '../../shared/site/languages/packs';
import { en } from '../../shared/site/languages/en';
import { readServerContract } from '../../shared/server-contract';
import { axeViolations, describeViolations } from '../helpers/axe';
import { frenchSpacingMistakes } from '../helpers/french-typography';
import { loneCards } from '../helpers/lone-cards';
import { englishEngineWords } from '../helpers/engine-words';
import { stringsIn } from '../unit/labels/trace';
import { postContact } from '../integration/helpers/contact-body';
import { startApp, type Running } from '../integration/helpers/start-app';
import { COLOGNE_LEAD } from '../helpers/cologne-lead';
import { englishWordsIn } from '../helpers/engine-words';
import { visibleTexts } from '../../generator/text/visible-text';
import { phoneForPeople } from '../../shared/contact/rules';
import { leadMessage } from '../../server/leads/lead-mail';
import { runCli } from '../../server/leads/leads-cli';
import { fill } from '../../shared/site/fill';

interface Example {
  name: string;
  /** For a site in another language and country: a quote request as a local visitor writes it. */
  lead?: Record<string, string>;
  /** The office's address on one line, as the country's post writes it (footer, contact page). */
  address?: string;
  /**
   * Its region (Bundesland, région, provincie), where the country's addresses name none: its addresses
   * never show it and site.json leaves it out; `true` where its name is the city's too (Utrecht). None
   * where they do (a Canadian province, an Italian province).
   */
  region?: string | true;
}

const EXAMPLES: Example[] = [
  { name: 'pool-spa-sarasota' },
  { name: 'bilingual-miami' }, // English and Spanish: bilingual-example.test.ts checks its languages
  { name: 'plumber-leeds' },
  {
    name: 'elektriker-koeln',
    region: 'Nordrhein-Westfalen',
    address: 'Venloer Straße 412, 50825 Köln',
    lead: {
      ...COLOGNE_LEAD,
      privacy_consent: 'yes',
    },
  },
  {
    name: 'plombier-lyon',
    region: 'Auvergne-Rhône-Alpes',
    address: '27 rue Paul Bert, 69003 Lyon',
    lead: {
      first_name: 'Éloïse',
      last_name: 'Châtelain',
      cell_phone: '04 65 71 52 09',
      email: 'eloise.chatelain@courriel.example',
      street_address: '14 avenue Henri Barbusse',
      zip_code: '69100',
      city: 'Villeurbanne',
      comments:
        'Le groupe de sécurité du chauffe-eau goutte depuis deux jours. Pouvez-vous passer cette semaine\u00a0?',
      privacy_consent: 'yes',
    },
  },
  {
    name: 'loodgieter-utrecht',
    region: true, // the province of Utrecht
    address: 'Adelaarstraat 42, 3514 CB Utrecht',
    lead: {
      first_name: 'Sanne',
      last_name: 'de Vries',
      cell_phone: '06 41 27 83 95',
      email: 'sanne.devries@post.example',
      street_address: 'Biltstraat 118',
      zip_code: '3572 BL',
      city: 'Utrecht',
      comments: 'Er komt water door het plafond van de keuken, onder de badkamer. Kunt u morgen langskomen?',
      privacy_consent: 'yes',
    },
  },
  {
    name: 'elettricista-bologna',
    address: 'Via di Corticella 88, 40128 Bologna BO',
    lead: {
      first_name: 'Giulia',
      last_name: 'Roversi',
      cell_phone: '347 218 5590',
      email: 'giulia.roversi@posta.example',
      street_address: 'Via Saragozza 41',
      zip_code: '40123',
      city: 'Bologna',
      state: 'Bologna', // as the form's list of provinces writes it
      comments: 'Salta il differenziale ogni volta che accendo il forno. Potete passare per un controllo?',
      privacy_consent: 'yes',
    },
  },
  {
    name: 'couvreur-quebec',
    address: '845, rue Saint-Jean, Québec, QC G1R 4P5',
    lead: {
      first_name: 'Mathieu',
      last_name: 'Tremblay',
      cell_phone: '418 555-0183',
      email: 'mathieu.tremblay@courriel.example',
      street_address: '2140, rue de la Terrasse-Cadieux',
      zip_code: 'G1E 3H6',
      city: 'Québec',
      state: 'Québec',
      comments: 'Mon toit coule près de la cheminée depuis la dernière pluie. Pouvez-vous venir voir cette semaine?',
      privacy_consent: 'yes',
    },
  },
];

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
  // Whole words, but for the trade's stems: "Milan" (Ohio) is no leak in "Milano".
  const whole = (word: string) => (['landscap', 'mulch'].includes(word) ? word : `(?<!\\p{L})${word}(?!\\p{L})`);
  return new RegExp(words.map((w) => whole(w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('|'), 'iu');
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

describe.each(EXAMPLES)('the example site $name', ({ name, lead, region, address }) => {
  const siteFile = path.join(projectRoot, 'examples', name, 'site.json');
  let outDir: string;
  let app: Running;
  let routes: string[];
  let site: SiteModel;

  beforeAll(async () => {
    site = JSON.parse(await readFile(siteFile, 'utf8')) as SiteModel;
    outDir = await mkdtemp(path.join(os.tmpdir(), `example-${name}-`));
    const result = await build({ siteFile, outDir });
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

  it('leaves no card alone under a fuller row on any route, at 768 and 1280 px', async () => {
    const found: string[] = [];
    for (const width of [768, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      for (const route of routes) {
        await page.goto(`${app.baseUrl}${route}`, { waitUntil: 'domcontentloaded' });
        found.push(...(await loneCards(page)).map((lone) => `${route} at ${width}px: ${lone}`));
      }
      await page.close();
    }
    expect(found, found.join('\n')).toEqual([]);
  }, 120_000);

  if (!lead) return;

  /** The built page of a route, parsed. */
  const page = async (route: string) =>
    cheerio.load(await readFile(path.join(outDir, route === '/' ? '' : route, 'index.html'), 'utf8'));
  /** The route of the page with the contact form (/kontakt, /contact: the site's own address). */
  const contactRoute = () => site.pages.find((p) => p.blocks.some((b) => b.type === 'ContactForm'))!.path;

  it("names its language and country and translates none of the engine's words itself", () => {
    expect(site.site.locale).not.toMatch(/^en-/);
    expect(site.locale?.country).toMatch(/^[A-Z]{2}$/);
    expect(site).not.toHaveProperty('labels');
  });

  it('shows no English word of the engine on any page', async () => {
    const pack = enginePack(site.site.locale);
    expect(pack).not.toBe(en); // the site's language has a pack of its own
    const own = stringsIn(site);
    const leaks: string[] = [];
    const pages = (await readdir(outDir, { recursive: true })).filter((f) => f.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(8);
    for (const file of pages) {
      const html = await readFile(path.join(outDir, file), 'utf8');
      leaks.push(...englishEngineWords(html, own, pack).map((leak) => `${file}: ${leak}`));
    }
    expect(leaks, leaks.join('\n')).toEqual([]);
  });

  it("writes the address as the country's post does, in the footer and on the contact page, naming no region its addresses lack", async () => {
    if (!region) {
      // A town whose region has its name (Québec in Québec) is never written twice ("Québec (Québec)").
      const pages = (await readdir(outDir, { recursive: true })).filter((f) => f.endsWith('.html'));
      for (const file of pages) {
        const text = collapse(
          cheerio
            .load(await readFile(path.join(outDir, file), 'utf8'))('body')
            .text(),
        );
        for (const { name: town } of site.towns)
          expect(text, file).not.toMatch(new RegExp(`${escape(town)}[,\\s(]+${escape(town)}\\b`));
      }
    } else {
      // site.json gives no region (the country's addresses name none), for the office or a town.
      expect(site.business.address).not.toHaveProperty('region');
      for (const town of site.towns) expect(town).not.toHaveProperty('state');
    }
    const { city } = site.business.address;
    const $ = await page(contactRoute());
    const addresses = (area: ReturnType<typeof $>) =>
      area
        .find('address')
        .map((_, el) => {
          $(el).find('br').replaceWith(', '); // a line break in the footer's address
          return collapse($(el).text()).replace(/ ,/g, ',');
        })
        .get();
    const footer = addresses($('footer').not('main footer'));
    const main = addresses($('main'));
    expect(footer.length, 'an address in the footer').toBeGreaterThan(0);
    expect(main.length, 'an address on the contact page').toBeGreaterThan(0);
    for (const written of [...footer, ...main]) {
      expect(written).toBe(address);
      if (typeof region === 'string') expect(written).not.toContain(region);
    }
    // Nor does the footer's line about the business ("in Köln und Umgebung") name it, or name it twice.
    const tagline = collapse($('footer').not('main footer').text());
    if (typeof region === 'string') expect(tagline).not.toContain(region);
    expect(tagline).not.toMatch(new RegExp(`${escape(city)}\\W+${escape(city)}\\b`));
    const jsonLd = $('script[type="application/ld+json"]')
      .map((_, el) => $(el).text())
      .get()
      .join('\n');
    expect(jsonLd).toContain(`"addressLocality":"${city}"`);
    if (region) expect(jsonLd).not.toContain('addressRegion');
    // The business's telephone as search engines read it: international (E.164), whatever the country.
    const telephones = [...jsonLd.matchAll(/"telephone":"([^"]*)"/g)].map((m) => m[1]);
    expect(telephones.length).toBeGreaterThan(0);
    for (const telephone of telephones) expect(telephone).toMatch(/^\+[1-9]\d{6,14}$/);
  });

  it('names no region in the JSON-LD of any page where its addresses name none: the towns served are Cities alone', async () => {
    if (!region) return;
    const pages = (await readdir(outDir, { recursive: true })).filter((f) => f.endsWith('.html'));
    const naming: string[] = [];
    for (const file of pages) {
      const $ = cheerio.load(await readFile(path.join(outDir, file), 'utf8'));
      const jsonLd = $('script[type="application/ld+json"]').text();
      if ((typeof region === 'string' && jsonLd.includes(region)) || jsonLd.includes('containedInPlace'))
        naming.push(file);
    }
    expect(naming).toEqual([]);
    const $ = await page('/');
    expect($('script[type="application/ld+json"]').text()).toContain(
      `{"@type":"City","name":"${site.towns[0]!.name}"}`,
    );
  });

  it('spaces : ; ? ! and « » as its language does on every page (French: a no-break space)', async () => {
    if (!site.site.locale.startsWith('fr')) return;
    const mistakes: string[] = [];
    const pages = (await readdir(outDir, { recursive: true })).filter((f) => f.endsWith('.html'));
    for (const file of pages) {
      const $ = cheerio.load(await readFile(path.join(outDir, file), 'utf8'));
      $('script, style, noscript').remove();
      // What a visitor reads: the text, the words of attributes read aloud or shown, the title and description.
      const texts = [
        $('body').text(),
        $('title').text(),
        $('meta[name="description"]').attr('content') ?? '',
        ...$('[aria-label], [title], [alt], [placeholder]')
          .map((_, el) => ['aria-label', 'title', 'alt', 'placeholder'].map((a) => $(el).attr(a) ?? ''))
          .get(),
      ];
      for (const text of texts) mistakes.push(...frenchSpacingMistakes(text).map((m) => `${file}: ${m}`));
    }
    expect(pages.length).toBeGreaterThan(8);
    expect(mistakes, mistakes.join('\n')).toEqual([]);
  });

  it("asks in its contact form for a region only where the country's addresses have one, in their order", async () => {
    const $ = await page(contactRoute());
    const order = readServerContract(outDir).contact.form.fields.map((f) => f.name);
    if (!region) {
      // A province to choose, in the site's language; the postal code after the city, as the post writes it.
      expect(order).toContain('state');
      expect($('#contact-form select[name="state"] option').length).toBeGreaterThan(5);
      // The business's own first, by its name in the list however site.json writes it ("QC", "BO").
      expect($('#contact-form select[name="state"] option').eq(1).attr('value')).toBe(lead!.state);
      return;
    }
    const names = $('#contact-form form')
      .find('input[name], select[name], textarea[name]')
      .map((_, el) => $(el).attr('name'))
      .get();
    expect(names).toContain('zip_code');
    expect(names).not.toContain('state');
    expect(names.indexOf('zip_code')).toBeLessThan(names.indexOf('city'));
    expect($('#contact-form select').length, 'no list of regions').toBe(0);
    // The server checks exactly this form: the one the build wrote for it asks for no region either.
    const { form } = readServerContract(outDir).contact;
    expect(form.fields.map((f) => f.name)).not.toContain('state');
  });

  it('takes a quote request written in its language, answers in it and stores the lead', async () => {
    const res = await postContact(app.baseUrl, lead);
    const answer = (await res.json()) as { success: boolean; message: string; id: string; errors?: unknown };
    expect(res.status, JSON.stringify(answer)).toBe(200);
    expect(answer.success).toBe(true);
    expect(answer.message).toBe(enginePack(site.site.locale).labels.messageSuccess);
    expect(answer.message).not.toBe(en.labels.messageSuccess);
    const { privacy_consent: _ticked, cell_phone: phone, ...fields } = lead!;
    const stored = (await app.store.getLead(answer.id))!;
    expect(stored).toMatchObject(fields);
    // The phone in international form, however it was typed (issue 36): one form in the store, shown
    // to people in the country's own.
    expect(stored.cell_phone).toMatch(/^\+\d{8,15}$/);
    expect(phoneForPeople(stored.cell_phone, readServerContract(outDir).contact.locale).replace(/\D/g, '')).toBe(
      phone!.replace(/\D/g, ''),
    );
  });

  it('answers a form posted without JavaScript in its language: the thank-you page and the problems page', async () => {
    const pack = enginePack(site.site.locale);
    const own = stringsIn(site);
    const post = (body: Record<string, string>) =>
      fetch(`${app.baseUrl}/api/contact`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', origin: app.baseUrl },
        body: new URLSearchParams(body).toString(),
      });
    const sent = await post(lead!);
    expect(sent.status).toBe(303);
    const thanks = await (await fetch(new URL(sent.headers.get('location')!, app.baseUrl))).text();
    const refused = await (await post({ ...lead!, cell_phone: '12' })).text();
    for (const [what, html] of [
      ['thank-you page', thanks],
      ['problems page', refused],
    ] as const) {
      const texts = [...cheerio.load(html)('body').text().split(/\n+/), ...visibleTexts(html)];
      expect(englishWordsIn(texts, own, pack, 'server'), what).toEqual([]);
    }
    expect(refused).toContain(pack.server.pageProblemsTitle);
  });

  it('e-mails the owner, and lists the lead in npm run leads, in its language', async () => {
    const pack = enginePack(site.site.locale);
    const own = stringsIn(site);
    const answer = (await (await postContact(app.baseUrl, lead)).json()) as { id: string };
    const stored = (await app.store.getLead(answer.id))!;
    const contract = readServerContract(outDir);
    const mail = leadMessage(stored, {
      from: 'site@example.test',
      to: 'office@example.test',
      fieldLabels: contract.contact.locale.fieldLabels,
      form: contract.contact.form,
      words: contract.words.mail,
      contactLocale: contract.contact.locale,
    });
    expect(englishWordsIn(String(mail.text).split('\n'), own, pack, 'server'), 'the e-mail').toEqual([]);
    expect(String(mail.subject)).not.toBe(fill(en.mail.subject, { id: stored.id.slice(0, 8) }));
    // The phone as people there write it.
    expect(String(mail.text)).toContain(phoneForPeople(stored.cell_phone, contract.contact.locale));
    const lines: string[] = [];
    const env = { DATA_DIR: app.dataDir, DIST_DIR: outDir, BUILDS_DIR: path.join(outDir, 'no-builds') };
    for (const args of [['list'], ['show', stored.id]])
      expect(await runCli(args, env, (text) => lines.push(...text.split('\n')))).toBe(0);
    expect(englishWordsIn(lines, own, pack, 'server'), 'npm run leads').toEqual([]);
  });
});
