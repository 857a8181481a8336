// A German site built and served (tests/fixtures/german: site.locale de-DE, a business in Köln, no
// labels but the quote link): no page shows a word of the English pack, the engine's 404 page and
// the joined facts are German, and the server answers, the owner's e-mail and the leads CLI speak German.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../generator/build';
import { visibleTexts } from '../../generator/text/visible-text';
import { runCli } from '../../server/leads/leads-cli';
import { de } from '../../shared/site/languages/de';
import { en, type EnginePack } from '../../shared/site/languages/en';
import { postContact } from './helpers/contact-body';
import { startSmtpSink, waitFor, type SmtpSink } from './helpers/smtp-sink';
import { startApp, type Running } from './helpers/start-app';

let dir: string;
let app: Running;
let sink: SmtpSink;
const outDir = () => path.join(dir, 'dist');

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'german-site-'));
  const result = await build({ siteFile: 'tests/fixtures/german/site.json', outDir: outDir() });
  expect(result.ok).toBe(true);
  sink = await startSmtpSink();
  app = await startApp({ distDir: outDir(), smtpUrl: sink.url, leadsTo: 'info@kraus-elektro.example' });
}, 180_000);

afterAll(async () => {
  await app?.stop();
  await sink?.close();
  await rm(dir, { recursive: true, force: true });
});

/** The English pack's words a page could show (labels, the form's words, the error page) that German words differently. */
function englishWords(): RegExp[] {
  const sections: (keyof EnginePack)[] = ['labels', 'locale', 'errorPage'];
  const words = sections.flatMap((section) =>
    Object.entries(en[section]).filter(
      ([key, text]) => typeof text === 'string' && text !== (de[section] as Record<string, unknown>)[key],
    ),
  );
  // Each word's own text between its fill-ins ("View {town} services" → "View ", " services"), as a
  // whole text on the page or, when long enough to be a phrase of its own, anywhere in one.
  return words.flatMap(([, text]) =>
    (text as string)
      .split(/\{\w+\}/)
      .map((part) => part.trim())
      .filter((part) => /\p{L}{2}/u.test(part))
      .map((part) => {
        const escaped = part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        return new RegExp(part.length >= 12 ? escaped : `^${escaped}$`);
      }),
  );
}

async function pages(): Promise<{ file: string; html: string }[]> {
  const files = (await readdir(outDir(), { recursive: true })).filter((f) => f.endsWith('.html'));
  return Promise.all(files.map(async (file) => ({ file, html: await readFile(path.join(outDir(), file), 'utf8') })));
}

describe('a German site, built', () => {
  it('shows no word of the English pack on any page', async () => {
    const english = englishWords();
    const built = await pages();
    expect(built.length).toBeGreaterThanOrEqual(7);
    for (const { file, html } of built) {
      const leaks = visibleTexts(html).filter((text) => english.some((word) => word.test(text)));
      expect(leaks, file).toEqual([]);
      expect(html, file).toContain('<html lang="de-DE">');
    }
  });

  it('joins its facts in German: towns, opening hours, the policy date', async () => {
    const home = await readFile(path.join(outDir(), 'index.html'), 'utf8');
    expect(home).toContain(
      '<meta name="description" content="Ihr Elektriker für Köln und Frechen. Geöffnet Montag bis Freitag, 07:30–16:30."/>',
    );
    const weekday = (day: number) =>
      new Intl.DateTimeFormat('de-DE', { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, day)));
    expect(visibleTexts(home)).toContain(`${weekday(1)}–${weekday(5)}: 07:30–16:30`); // the footer: Mo–Fr
    const policy = visibleTexts(await readFile(path.join(outDir(), 'datenschutz/index.html'), 'utf8'));
    const today = new Date().toLocaleDateString('de-DE', { year: 'numeric', month: 'long', day: 'numeric' });
    expect(policy).toEqual(expect.arrayContaining(['Stand:', today]));
  });

  it("answers an unknown address with the engine's own 404 page in German", async () => {
    const res = await fetch(`${app.baseUrl}/gibt-es-nicht`);
    expect(res.status).toBe(404);
    expect(visibleTexts(await res.text())).toEqual(
      expect.arrayContaining([de.labels.notFoundTitle, de.labels.notFoundText, de.labels.notFoundHome]),
    );
  });
});

describe('a German site, served', () => {
  it('answers what its form never sends in German (the form posted without JavaScript, a broken body, a GET)', async () => {
    const withoutScript = await fetch(`${app.baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: 'first_name=J%C3%B6rg',
    });
    expect(withoutScript.status).toBe(400);
    expect(withoutScript.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await withoutScript.text()).toContain(de.server.pageProblemsTitle);
    const plain = await fetch(`${app.baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'first_name=J%C3%B6rg',
    });
    expect(plain.status).toBe(415);
    expect(await plain.json()).toEqual({ success: false, message: de.server.notJson });
    const broken = await postContact(app.baseUrl, '{"first_name":');
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { message: string }).message).toBe(de.server.malformedJson);
    const get = await fetch(`${app.baseUrl}/api/contact`);
    expect(get.status).toBe(405);
    expect(((await get.json()) as { message: string }).message).toBe(de.server.usePost);
  });

  it('checks a request with the German messages, takes a good one, and mails it to the owner in German', async () => {
    const body = {
      first_name: 'Jörg',
      last_name: 'Weiß',
      cell_phone: '0221 9876543',
      email: 'joerg@example.de',
      street_address: 'Hohe Straße 1',
      city: 'Köln',
      zip_code: '50667',
      comments: 'Bitte ein Angebot für eine Wallbox.',
    };
    const refused = await postContact(app.baseUrl, { ...body, cell_phone: '12', email: 'joerg' });
    expect(refused.status).toBe(400);
    const answer = (await refused.json()) as { message: string; errors: { message: string }[] };
    expect(answer.message).toBe(de.labels.messageInvalid);
    expect(answer.errors.map((e) => e.message)).toEqual(
      expect.arrayContaining([de.locale.phoneMessage, de.labels.messageEmail]),
    );

    const res = await postContact(app.baseUrl, body);
    const sent = (await res.json()) as { message: string; id: string };
    expect(res.status, JSON.stringify(sent)).toBe(200);
    expect(sent.message).toBe(de.labels.messageSuccess);
    await waitFor(() => sink.messages.length >= 1, 10_000, 'the lead e-mail');
    const mail = sink.messages[0]!.raw;
    expect(mail).toMatch(/^Subject: =\?UTF-8\?/m); // "Neue Angebotsanfrage …", encoded for its umlaut
    expect(mail).toContain('Neue Angebotsanfrage');
    expect(mail).not.toMatch(/quote request|Lead id/);

    let out = '';
    const env = { DATA_DIR: app.dataDir, DIST_DIR: outDir(), BUILDS_DIR: path.join(dir, 'no-builds') };
    expect(await runCli(['list'], env, (t) => (out += t))).toBe(0);
    expect(out).toContain('1 von 1 Anfrage(n).');
    out = '';
    expect(await runCli(['show', sent.id], env, (t) => (out += t))).toBe(0);
    expect(out).toMatch(/^Anfrage-Nr\. +\S+$/m);
    expect(out).toMatch(/^Vorname +Jörg$/m);
  }, 30_000);
});
