// A site whose site.locale is de-DE gets the German pack: its labels (site.json's own still win), the
// form's words and messages, the 24-hour clock, the engine's 404 page; the server's answers, the owner's
// e-mail and the leads CLI speak German too.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../../generator/check/load';
import type { LoadedSite } from '../../../generator/model/loaded-site';
import { validate } from '../../../generator/check/validate';
import { sitePaths } from '../../../generator/paths';
import type { SiteModel } from '../../../schema/generated/site';
import { leadMessage } from '../../../server/leads/lead-mail';
import { exportCsv } from '../../../server/leads/leads-cli';
import { contactLocale } from '../../../shared/site/contact-locale';
import { de } from '../../../shared/site/languages/de';
import { en } from '../../../shared/site/languages/en';
import { siteLabels } from '../../../shared/site/labels';
import { siteLocale } from '../../../shared/site/locale';
import type { Lead, LeadListRow } from '../../../shared/leads';

const FIXTURE = 'tests/fixtures/german/site.json';
let site: LoadedSite;
beforeAll(async () => {
  site = await loadSite(FIXTURE);
});
function check(change: (raw: SiteModel) => void = () => {}) {
  const raw = structuredClone(site.raw) as SiteModel;
  change(raw);
  return validate({ ...site, raw }, sitePaths(FIXTURE).imagesDir);
}

describe('a German site', () => {
  it('checks, and its labels are the German pack, placeholders of facts filled in', () => {
    const { model, problems } = check();
    expect(problems).toEqual([]);
    const labels = siteLabels(model);
    expect(labels.skipToContent).toBe('Zum Inhalt springen');
    expect(labels.notFoundTitle).toBe('Seite nicht gefunden');
    expect(labels.consentText).toBe(de.labels.consentText);
    expect(labels.postalCodePlaceholder).toBe('50667');
    expect(labels.phonePlaceholder).toMatch(/^0\d/); // a German number as Germans dial it
  });

  it("lets site.json's labels change any single word", () => {
    const { model } = check((raw) => {
      raw.labels = { ...raw.labels, quoteButton: 'Angebot einholen', closed: 'Ruhetag' };
    });
    const labels = siteLabels(model);
    expect(labels.quoteButton).toBe('Angebot einholen');
    expect(labels.closed).toBe('Ruhetag');
    expect(labels.quoteHref).toBe('/kontakt#contact-form'); // the fixture's own
    expect(labels.callButton).toBe(de.labels.callButton); // the rest stay the pack's
  });

  it("asks for the form's fields and answers in German, and keeps a 24-hour clock unless site.json sets one", () => {
    const { model } = check();
    expect(siteLocale(model)).toMatchObject({ hourCycle: 24, postalCodeLabel: 'PLZ', regionLabel: 'Bundesland' });
    const locale = contactLocale(model);
    expect(locale.fieldLabels).toMatchObject({ first_name: 'Vorname', zip_code: 'PLZ', comments: 'Ihre Nachricht' });
    expect(locale.messages.success).toBe(de.labels.messageSuccess);
    expect(locale.messages.phone).toBe(de.locale.phoneMessage);
    const { model: own } = check((raw) => {
      raw.locale = { ...raw.locale, hourCycle: 12, postalCodeLabel: 'Postleitzahl' };
    });
    expect(siteLocale(own)).toMatchObject({ hourCycle: 12, postalCodeLabel: 'Postleitzahl' });
  });

  it("gets the engine's 404 page in German", () => {
    const { routes } = check();
    expect(routes.find((r) => r.path === '/404')!.blocks[0]).toMatchObject({
      heading: 'Seite nicht gefunden',
      buttons: [{ label: 'Zur Startseite', href: '/' }],
    });
  });

  it('is refused in a language the engine has no words in, naming the file of words to write', () => {
    const { model, problems } = check((raw) => {
      // Maltese: no test gives it words (site-words.test.ts adds Swedish and Icelandic site words to the
      // unit files' one module registry, which this file shares).
      raw.site.locale = 'mt-MT';
    });
    expect(problems.map((p) => [p.pointer, p.code])).toContainEqual(['/site/locale', 'E-LANGUAGE-NO-PACK']);
    expect(problems.find((p) => p.code === 'E-LANGUAGE-NO-PACK')!.hint).toContain('words.mt-MT.json');
    // Whatever reads its words meanwhile (the editor) gets English.
    expect(siteLabels(model).skipToContent).toBe(en.labels.skipToContent);
    expect(siteLocale(model).hourCycle).toBe(12);
  });
});

describe("the owner's words on a German site", () => {
  const lead: Lead = {
    id: '0b8f7c1e-1111-4222-8333-444455556666',
    created_at: '2026-05-01T12:00:00.000Z',
    status: 'new',
    first_name: 'Jörg',
    last_name: 'Weiß',
    cell_phone: '0221 9876543',
    email: 'joerg@example.de',
    street_address: 'Hohe Straße 1',
    city: 'Köln',
    state: 'Nordrhein-Westfalen',
    zip_code: '50667',
    comments: 'Bitte ein Angebot für eine Wallbox.',
  };

  it('the lead e-mail', () => {
    const { model } = check();
    const message = leadMessage(lead, {
      from: 'site@kraus.example',
      to: 'info@kraus.example',
      fieldLabels: contactLocale(model).fieldLabels,
      words: de.mail,
    });
    expect(message.subject).toBe('Neue Angebotsanfrage über die Website (0b8f7c1e)');
    expect(message.text).toContain('Neue Angebotsanfrage über das Kontaktformular der Website.');
    expect(message.text).toContain('Vorname: Jörg');
    expect(message.text).toContain(`Eingegangen: ${lead.created_at}`);
    expect(message.html).toContain('<h2 style="margin:0 0 12px">Neue Angebotsanfrage</h2>');
    expect(`${message.text}${message.html}`).not.toMatch(/quote request|Received|Lead id|First name/);
  });

  it('the CSV export of the leads CLI', () => {
    const { model } = check();
    const csv = exportCsv([{ ...lead, mail_state: 'sent' } as LeadListRow], contactLocale(model).fieldLabels, de.cli);
    expect(csv.split('\r\n')[0]).toBe(
      '\uFEFFAnfrage-Nr.,Eingegangen (UTC),Vorname,Nachname,Telefon,E-Mail,Straße und Hausnummer,Ort,Bundesland,PLZ,Ihre Nachricht,E-Mail-Status',
    );
  });
});
