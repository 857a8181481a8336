// Issue 24: a visitor without JavaScript keeps her request. Her browser posts the site's own form itself
// (urlencoded; multipart when it has a photo upload), asking for a page: the server stores the lead as it
// stores a script's, then redirects (303) to a thank-you page; a post with mistakes gets a page listing
// each one in words with the way back to the form, a busy store a page offering the phone. Every page is
// in the live site's language and layout (its 404 page's head, header and footer), with no script.
// The default site (the built dist/, English) and the German example (examples/elektriker-koeln,
// built here: a consent box and a photo upload), whose consent is stored, mailed and shown by the CLI.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../generator/build';
import { projectRoot } from '../../generator/paths';
import { runCli } from '../../server/leads/leads-cli';
import { readServerContract } from '../../shared/server-contract';
import type { ContactForm } from '../../shared/contact/form';
import type { ContactLocale } from '../../shared/contact/locale';
import { fill } from '../../shared/site/fill';
import { de } from '../../shared/site/languages/de';
import { en } from '../../shared/site/languages/en';
import { requireBuiltSite } from '../setup/require-built-site';
import { startSmtpSink, waitFor, type SmtpSink } from './helpers/smtp-sink';
import { startApp, type Running } from './helpers/start-app';
import { TestStores } from './helpers/stores';
import { COLOGNE_LEAD } from '../helpers/cologne-lead';

/** What Chromium asks for when it navigates, a form's post included. */
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

/** The contact form of a built page, as a browser would send it: each named control in order. */
interface BuiltForm {
  action: string;
  method: string;
  enctype: string | undefined;
  controls: { name: string; type: string; value: string | undefined }[];
}

async function builtForm(dist: string, route: string): Promise<BuiltForm> {
  const $ = cheerio.load(await readFile(path.join(dist, route, 'index.html'), 'utf8'));
  const form = $('form[action="/api/contact"]');
  expect(form.length, `the contact form on ${route}`).toBe(1);
  return {
    action: form.attr('action')!,
    method: form.attr('method')!,
    enctype: form.attr('enctype'),
    controls: form
      .find('input[name], select[name], textarea[name]')
      .toArray()
      .map((el) => ({
        name: $(el).attr('name')!,
        type: el.tagName === 'input' ? ($(el).attr('type') ?? 'text') : el.tagName,
        value: $(el).attr('value'),
      })),
  };
}

/** The fields a browser sends for `form` filled with `values` (a ticked box: its value; an empty photo chooser: none). */
function filledIn(form: BuiltForm, values: Record<string, string>, ticked: string[] = []): [string, string][] {
  return form.controls.flatMap(({ name, type, value }): [string, string][] => {
    if (type === 'checkbox') return ticked.includes(name) ? [[name, value ?? 'on']] : [];
    if (type === 'file') return [];
    return [[name, values[name] ?? '']];
  });
}

/** Posts as the browser posts the form itself: same origin, asking for a page, not following the redirect. */
function browserPost(app: Running, page: string, body: URLSearchParams | FormData): Promise<Response> {
  return fetch(`${app.baseUrl}/api/contact`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      accept: BROWSER_ACCEPT,
      origin: app.baseUrl,
      referer: `${app.baseUrl}${page}`,
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'navigate',
    },
    body,
  });
}

/** An answer page: its language, heading, texts, problems and links, and what must not be in it. */
async function readPage(res: Response) {
  expect(res.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8/);
  expect(res.headers.get('cache-control')).toBe('no-store');
  const html = await res.text();
  const $ = cheerio.load(html);
  return {
    html,
    lang: $('html').attr('lang'),
    title: $('title').text(),
    heading: $('main h1').text(),
    texts: $('main p')
      .toArray()
      .map((p) => $(p).text()),
    problems: $('main li')
      .toArray()
      .map((li) => ({ label: $(li).find('strong').text(), text: $(li).text() })),
    links: $('main a')
      .toArray()
      .map((a) => ({ href: $(a).attr('href'), text: $(a).text() })),
    scripts: $('script').length,
    header: $('header').first().text(),
  };
}

const stores = new TestStores();
afterAll(() => stores.stop());

describe('the default site (English), its form posted without JavaScript', () => {
  const dist = requireBuiltSite();
  let app: Running;
  let form: BuiltForm;
  let locale: ContactLocale;
  let holdWriteLock: () => Promise<() => Promise<void>>;
  const VALUES = {
    first_name: 'Mary-Jo',
    last_name: "O'Neil",
    cell_phone: '419 555 0134', // as typed: no script shapes it
    email: 'maryjo@example.com',
    street_address: '12 Lake St',
    city: 'Huron',
    state: 'OH',
    zip_code: '44839',
    comments: 'Spring cleanup, please.\r\nThe side yard too.',
  };

  beforeAll(async () => {
    const store = await stores.create('sqlite');
    holdWriteLock = () => store.holdWriteLock();
    app = await startApp({ ...store.options, distDir: dist });
    form = await builtForm(dist, 'contact');
    locale = readServerContract(dist).contact.locale;
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('is a plain post of the form to /api/contact, urlencoded (no photo upload)', () => {
    expect(form).toMatchObject({ action: '/api/contact', method: 'post', enctype: undefined });
    expect(form.controls.map((c) => c.name)).toEqual([...Object.keys(VALUES), 'website']);
  });

  it('stores the lead, then redirects (303) to a thank-you page in the site, without a script', async () => {
    const before = await app.store.countLeads();
    const res = await browserPost(app, '/contact', new URLSearchParams(filledIn(form, VALUES)));
    expect(res.status, await res.clone().text()).toBe(303);
    expect(res.headers.get('location')).toBe('/api/contact/sent');
    const [lead] = await app.store.listLeads({ limit: 1 });
    expect(await app.store.countLeads()).toBe(before + 1);
    // The phone as the store keeps it, in international form.
    expect(lead).toMatchObject({ ...VALUES, cell_phone: '+14195550134', consent_at: null, mail_state: 'pending' });

    const sent = await fetch(`${app.baseUrl}${res.headers.get('location')}`);
    expect(sent.status).toBe(200);
    const page = await readPage(sent);
    expect(page.lang).toBe('en-US');
    expect(page.heading).toBe(en.server.pageSentTitle);
    expect(page.title).toMatch(new RegExp(`^${en.server.pageSentTitle} \\| .+`));
    expect(page.texts).toContain(locale.messages.success);
    expect(page.links).toContainEqual({ href: '/', text: en.server.pageHome });
    expect(page.scripts).toBe(0);
    expect(page.header).toContain('Riverbend'); // the site's own header, from its 404 page
    expect(page.html).toContain('<meta name="robots" content="noindex"');
    expect(sent.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('lists each problem in words, with the way back to the form, and stores nothing', async () => {
    const before = await app.store.countLeads();
    const body = new URLSearchParams(filledIn(form, { ...VALUES, last_name: '', cell_phone: '555', state: '' }));
    const res = await browserPost(app, '/contact', body);
    expect(res.status).toBe(400);
    const page = await readPage(res);
    expect(page.lang).toBe('en-US');
    expect(page.heading).toBe(en.server.pageProblemsTitle);
    expect(page.texts).toContain(locale.messages.invalid);
    expect(page.problems).toEqual([
      // in the form's order
      { label: locale.fieldLabels.last_name, text: `${locale.fieldLabels.last_name} ${locale.messages.lastName}` },
      { label: locale.fieldLabels.cell_phone, text: `${locale.fieldLabels.cell_phone} ${locale.messages.phone}` },
      { label: locale.fieldLabels.state, text: `${locale.fieldLabels.state} ${locale.messages.region}` },
    ]);
    expect(page.texts).toContain(en.server.pageBackHint);
    expect(page.links).toEqual([
      { href: '/contact#contact-form', text: en.server.pageBackToForm },
      { href: 'tel:+14195550142', text: 'Call (419) 555-0142' },
      { href: '/', text: en.server.pageHome },
    ]);
    expect(page.scripts).toBe(0);
    expect(await app.store.countLeads()).toBe(before);
  });

  it("answers a post from another site's page with a page too, and stores nothing", async () => {
    const before = await app.store.countLeads();
    const res = await fetch(`${app.baseUrl}/api/contact`, {
      method: 'POST',
      headers: { accept: BROWSER_ACCEPT, origin: 'https://evil.example', referer: 'https://evil.example/form' },
      body: new URLSearchParams(filledIn(form, VALUES)),
    });
    expect(res.status).toBe(403);
    const page = await readPage(res);
    expect(page.heading).toBe(en.server.pageNotSentTitle);
    expect(page.texts).toContain(en.server.crossSite);
    expect(page.links.map((l) => l.href)).not.toContain('https://evil.example/form#contact-form');
    expect(await app.store.countLeads()).toBe(before);
  });

  it('offers the phone when the store is busy, and stores nothing', async () => {
    const before = await app.store.countLeads();
    const release = await holdWriteLock();
    try {
      const res = await browserPost(app, '/contact', new URLSearchParams(filledIn(form, VALUES)));
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('10');
      const page = await readPage(res);
      expect(page.heading).toBe(en.server.pageBusyTitle);
      expect(page.texts).toContain(fill(locale.messages.busy, { phone: '(419) 555-0142' }));
      expect(page.links).toContainEqual({ href: 'tel:+14195550142', text: 'Call (419) 555-0142' });
    } finally {
      await release();
    }
    expect(await app.store.countLeads()).toBe(before);
  });
});

describe('the German example, its form posted without JavaScript', () => {
  let dir: string;
  let app: Running;
  let sink: SmtpSink;
  let form: BuiltForm;
  let served: ContactForm;
  let locale: ContactLocale;
  const outDir = () => path.join(dir, 'dist');
  const VALUES = COLOGNE_LEAD;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'no-script-de-'));
    const siteFile = path.join(projectRoot, 'examples/elektriker-koeln/site.json');
    const result = await build({ siteFile, outDir: outDir() });
    expect(result.ok).toBe(true);
    sink = await startSmtpSink();
    app = await startApp({ distDir: outDir(), smtpUrl: sink.url, leadsTo: 'info@kraus.example' });
    form = await builtForm(outDir(), 'kontakt');
    ({ form: served, locale } = readServerContract(outDir()).contact);
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
    await sink?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('has a consent box and a photo upload, so the browser posts multipart', () => {
    expect(form.enctype).toBe('multipart/form-data');
    expect(form.controls.map((c) => [c.name, c.type])).toEqual(
      expect.arrayContaining([
        ['photo', 'file'],
        ['privacy_consent', 'checkbox'],
      ]),
    );
    expect(served.consent).toBeDefined();
  });

  it('takes the post as the browser sends it (multipart, no photo chosen) and thanks her in German', async () => {
    const body = new FormData();
    for (const [name, value] of filledIn(form, VALUES, ['privacy_consent'])) body.append(name, value);
    body.append('photo', new File([], '', { type: 'application/octet-stream' })); // the empty chooser
    const res = await browserPost(app, '/kontakt', body);
    expect(res.status, await res.clone().text()).toBe(303);
    const sent = await fetch(`${app.baseUrl}${res.headers.get('location')}`);
    const page = await readPage(sent);
    expect(page.lang).toBe('de-DE');
    expect(page.heading).toBe(de.server.pageSentTitle);
    expect(page.texts).toContain(locale.messages.success);
    expect(page.links).toEqual([{ href: '/', text: de.server.pageHome }]);
    expect(page.scripts).toBe(0);
  });

  it('takes it urlencoded too (a page from before the photo upload), storing when she agreed', async () => {
    const before = Date.now();
    const res = await browserPost(app, '/kontakt', new URLSearchParams(filledIn(form, VALUES, ['privacy_consent'])));
    expect(res.status, await res.clone().text()).toBe(303);
    const [lead] = await app.store.listLeads({ limit: 1 });
    expect(lead).toMatchObject({ ...VALUES, cell_phone: '+492214710245', photo_bytes: null });
    expect(lead!.consent_at).toBe(lead!.created_at);
    expect(Date.parse(lead!.consent_at!)).toBeGreaterThanOrEqual(before - 1000);

    // The owner reads when she agreed: in the e-mail and in the leads CLI, in German.
    await waitFor(() => sink.messages.length >= 2, 10_000, 'the lead e-mails');
    const mail = sink.messages
      .map((m) => m.raw)
      .find((raw) => raw.includes(lead!.id))!
      .replace(/=\r?\n/g, '');
    expect(mail).toContain(`Einwilligung: Der Datenschutzerkl=C3=A4rung zugestimmt (${lead!.consent_at})`);
    let out = '';
    const code = await runCli(
      ['show', lead!.id],
      { DATA_DIR: app.dataDir, DIST_DIR: outDir(), BUILDS_DIR: path.join(dir, 'no-builds') },
      (t) => {
        out += t;
      },
    );
    expect(code).toBe(0);
    expect(out).toMatch(
      new RegExp(
        `^${de.cli.consent} +${fill(de.cli.consentGiven, { time: lead!.consent_at! }).replace(/[()]/g, '\\$&')}$`,
        'm',
      ),
    );
  });

  it('lists the problems in German: the box not ticked, a number that is none', async () => {
    const before = await app.store.countLeads();
    const res = await browserPost(
      app,
      '/kontakt',
      new URLSearchParams(filledIn(form, { ...VALUES, cell_phone: '12345' })),
    );
    expect(res.status).toBe(400);
    const page = await readPage(res);
    expect(page.lang).toBe('de-DE');
    expect(page.heading).toBe(de.server.pageProblemsTitle);
    expect(page.texts).toEqual(expect.arrayContaining([locale.messages.invalid, de.server.pageBackHint]));
    expect(page.problems).toEqual([
      { label: locale.fieldLabels.cell_phone, text: `${locale.fieldLabels.cell_phone} ${locale.messages.phone}` },
      { label: '', text: served.consent!.message },
    ]);
    expect(page.links.map((l) => l.text)).toEqual([
      de.server.pageBackToForm,
      expect.stringMatching(/ anrufen$/),
      de.server.pageHome,
    ]);
    expect(page.links[0]!.href).toBe('/kontakt#contact-form');
    expect(await app.store.countLeads()).toBe(before);
    const english = Object.entries(en.server).filter(([key]) => key.startsWith('page'));
    expect(english.filter(([, words]) => page.html.includes(words.split('{')[0]!))).toEqual([]);
  });
});
