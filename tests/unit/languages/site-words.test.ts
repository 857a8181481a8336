// A site in a language the engine has no pack of brings its own words file beside site.json
// (words.<locale>.json, generator/check/site-words.ts): a whole file makes the site whole, its words on
// the pages, the form and the server's answers; a file that lacks a word, has one the engine does not
// use, drops a {placeholder} or is not JSON is named in words; "extends" gives only what differs from
// one of the engine's packs.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../../generator/check/load';
import type { LoadedSite } from '../../../generator/model/loaded-site';
import { validate } from '../../../generator/check/validate';
import { sitePaths } from '../../../generator/paths';
import type { SiteModel } from '../../../schema/generated/site';
import { contactLocale } from '../../../shared/site/contact-locale';
import { de } from '../../../shared/site/languages/de';
import { en } from '../../../shared/site/languages/en';
import { fr } from '../../../shared/site/languages/fr';
import { siteLabels } from '../../../shared/site/labels';
import { siteLocale } from '../../../shared/site/locale';

const FIXTURE = 'tests/fixtures/german/site.json';
let site: LoadedSite;
beforeAll(async () => {
  site = await loadSite(FIXTURE);
});

/** The German fixture in `locale`, with `words` as its words file (none when undefined). */
function check(locale: string, words?: string | object) {
  const raw = structuredClone(site.raw) as SiteModel;
  raw.site.locale = locale;
  const file = `words.${locale}.json`;
  const text = typeof words === 'string' ? words : JSON.stringify(words);
  const withWords = words === undefined ? site : { ...site, words: [{ locale, file, text }] };
  return validate({ ...withWords, raw }, sitePaths(FIXTURE).imagesDir);
}

/** A whole pack in "Swedish": the German pack's shape and words, with the words a test looks for in Swedish. */
const swedish = () => {
  const pack = structuredClone(de) as typeof de;
  pack.labels.quoteButton = 'Få en offert';
  pack.labels.closed = 'Stängt';
  return pack;
};

describe("a site's own words file", () => {
  it('makes a site in a language the engine has no words in whole: its words on the pages and the form', () => {
    const { model, problems } = check('sv-SE', swedish());
    expect(problems).toEqual([]);
    expect(siteLabels(model).quoteButton).toBe('Få en offert');
    expect(siteLabels(model).closed).toBe('Stängt');
    expect(contactLocale(model).messages.success).toBe(de.labels.messageSuccess); // the server's answer, from the file
    expect(siteLocale(model).hourCycle).toBe(24); // the file's clock, not the English pack's
  });

  it('takes the file `npm run words` starts (the English words, to translate) as it is', () => {
    expect(check('is-IS', en).problems).toEqual([]);
  });

  it('holds a list of words to its length: the two day periods', () => {
    const pack = swedish() as unknown as { formats: Record<string, unknown> };
    pack.formats.dayPeriods = 'fm/em';
    const { problems } = check('fi-FI', pack);
    expect(problems.find((p) => p.code === 'E-WORDS-WRONG')?.message).toBe(
      'words.fi-FI.json: "formats.dayPeriods" must be a list of 2 texts, as ["AM","PM"].',
    );
  });

  it('names each word the file lacks', () => {
    const pack = swedish() as unknown as { labels: Record<string, unknown> };
    delete pack.labels.closed;
    const { problems } = check('sv-FI', pack);
    const missing = problems.find((p) => p.code === 'E-WORDS-MISSING');
    expect(missing?.pointer).toBe('/site/locale');
    expect(missing?.message).toBe("words.sv-FI.json lacks one of the engine's words: labels.closed.");
  });

  it('names a word the engine does not use, with the one it may have meant', () => {
    const pack = swedish() as unknown as { labels: Record<string, unknown> };
    pack.labels.qouteButton = 'Offert';
    const { problems } = check('sv-AX', pack);
    const unknown = problems.find((p) => p.code === 'E-WORDS-UNKNOWN');
    expect(unknown?.message).toBe('words.sv-AX.json has "labels.qouteButton", which is none of the engine\'s words.');
    expect(unknown?.hint).toContain('labels.quoteButton');
  });

  it('names a word that leaves out a {placeholder} its English has', () => {
    const pack = swedish();
    pack.labels.copyright = '© Alla rättigheter förbehållna';
    const { problems } = check('da-DK', pack);
    const dropped = problems.find((p) => p.code === 'E-WORDS-PLACEHOLDERS');
    expect(dropped?.message).toMatch(/^words\.da-DK\.json: "labels\.copyright" leaves out \{year\}, \{name\}/);
  });

  it('says a file that is not JSON is not, and where', () => {
    const { problems } = check('nb-NO', '{ "labels": { "closed": "Stengt", } }');
    expect(problems.map((p) => p.code)).toContain('E-WORDS-NOT-JSON');
    expect(problems.find((p) => p.code === 'E-WORDS-NOT-JSON')!.message).toMatch(
      /^words\.nb-NO\.json is not valid JSON: /,
    );
  });

  it('with "extends", takes only what differs from one of the engine\'s packs (a regional form of its own)', () => {
    const { model, problems } = check('fr-BE', { extends: 'fr', labels: { quoteButton: 'Demander une offre' } });
    expect(problems).toEqual([]);
    expect(siteLabels(model).quoteButton).toBe('Demander une offre');
    expect(siteLabels(model).closed).toBe(fr.labels.closed);
  });
});
