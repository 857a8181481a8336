// The engine's words in each language (shared/site/languages/): every pack has every word of the
// English one and no other, none empty, each with the same {placeholders}; English is the source of the
// schema's defaults; a site's locale picks its pack, English when its language has none.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assembleSchema } from '../../../generator/schema/assemble';
import { readSchemaParts } from '../../../generator/schema/read-parts';
import { siteLanguageOnly } from '../../../generator/render/site-language';
import { de } from '../../../shared/site/languages/de';
import { en, type EnginePack } from '../../../shared/site/languages/en';
import { fr } from '../../../shared/site/languages/fr';
import { enginePack, knownPackTags, packFor } from '../../../shared/site/languages/packs';
import { errorPageWords, languageFormats } from '../../../shared/site/languages/browser';

/** Every pack of the engine besides English: each language's and each regional form's (packs.ts). */
const PACKS: Record<string, EnginePack> = Object.fromEntries(
  knownPackTags()
    .filter((tag) => tag !== 'en')
    .map((tag) => [tag, packFor(tag)!]),
);
const SECTIONS = Object.keys(en) as (keyof EnginePack)[];

/** Every word of a pack, as "section.key.…" → value, at any depth. */
const wordsOf = (pack: EnginePack): Record<string, string | number> => {
  const out: Record<string, string | number> = {};
  const walk = (value: unknown, at: string) => {
    if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, at ? `${at}.${k}` : k);
    else out[at] = value as string | number;
  };
  walk(pack, '');
  return out;
};
const placeholders = (value: string | number) =>
  typeof value === 'string' ? [...new Set([...value.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort() : [];

const english = wordsOf(en);

describe.each(Object.entries(PACKS))('the %s pack', (language, pack) => {
  const words = wordsOf(pack);

  it("has every word of the English pack, and no other (tsc says so too: it is typed as the English pack's shape)", () => {
    expect(Object.keys(pack)).toEqual(SECTIONS);
    expect(Object.keys(words).sort()).toEqual(Object.keys(english).sort());
  });

  it('leaves no word empty', () => {
    expect(Object.entries(words).filter(([, value]) => typeof value === 'string' && value.trim() === '')).toEqual([]);
  });

  it('fills in the same placeholders as English in each word (a clock pattern: any of its own)', () => {
    const CLOCK = /^formats\.(time|timeOnTheHour|sentenceTimeOnTheHour)\./;
    const mismatched = Object.entries(words)
      .filter(([key, value]) =>
        CLOCK.test(key)
          ? placeholders(value).some((p) => !['h', 'hh', 'mm', 'dayPeriod'].includes(p!))
          : JSON.stringify(placeholders(value)) !== JSON.stringify(placeholders(english[key]!)),
      )
      .map(([key, value]) => `${key}: ${value}`);
    expect(mismatched).toEqual([]);
  });

  it('is written in its own language: its labels differ from the English ones but for a few', () => {
    if (language.startsWith('en-')) return; // an English regional form is English
    const same = Object.keys(pack.labels).filter(
      (key) => pack.labels[key as keyof typeof en.labels] === en.labels[key as keyof typeof en.labels],
    );
    // A link target, two fill-ins and the copyright line everywhere; and a few words a language writes as
    // English does ("Cookies", "Menu", "Contact", "E-mail").
    const SAME_EVERYWHERE = ['quoteHref', 'copyright', 'phonePlaceholder', 'postalCodePlaceholder'];
    for (const key of SAME_EVERYWHERE) expect(same).toContain(key);
    expect(same.filter((key) => !SAME_EVERYWHERE.includes(key)).length, same.join(', ')).toBeLessThanOrEqual(5);
  });
});

describe("a site's language", () => {
  it('picks the pack of the regional form, else of its language subtag; none for a language without one (English for readers)', () => {
    expect(enginePack('de-DE')).toBe(de);
    expect(enginePack('de-LU')).toBe(de);
    expect(enginePack('de_at')).toBe(packFor('de-AT'));
    expect(enginePack('de-AT').country).toBe('AT');
    expect(enginePack('de-CH').labels.messageFirstName).not.toMatch(/ß/);
    expect(enginePack('en-GB').labels.cellPhone).toBe('Mobile phone');
    expect(enginePack('en-GB').labels.quoteButton).toBe(en.labels.quoteButton);
    expect(enginePack('fr-BE')).toBe(fr);
    expect(packFor('xx-XX')).toBeUndefined();
    expect(enginePack('xx-XX')).toBe(en);
    expect(enginePack('constructor-XX')).toBe(en);
    expect(languageFormats('de-DE')).toBe(de.formats);
    expect(errorPageWords('fr')).toBe(fr.errorPage);
    expect(errorPageWords('')).toBe(en.errorPage);
  });
});

describe("the schema's defaults", () => {
  it("are the English pack's words, written by npm run gen:types from shared/site/languages/en.ts", () => {
    const schema = JSON.parse(readFileSync('schema/site.schema.json', 'utf8'));
    const labels = schema.$defs.Labels.properties as Record<string, { default?: unknown }>;
    expect(Object.keys(labels).sort()).toEqual(Object.keys(en.labels).sort());
    for (const [key, words] of Object.entries(en.labels)) expect(labels[key]!.default).toBe(words);
    expect(schema.$defs.Locale.properties.hourCycle.default).toBe(en.formats.hourCycle);
  });

  it('name the file to add a word to when the pack has one the schema does not', () => {
    const parts = readSchemaParts();
    parts.defaults.Labels = { ...parts.defaults.Labels, somethingNew: 'A word the schema lacks' };
    expect(() => assembleSchema(parts)).toThrow(
      'shared/site/languages/en.ts has “somethingNew”, which schema/parts/defs/Labels.json does not: add it there with its title and description, and their words in each language’s file beside it.',
    );
  });
});

describe("the browser bundle's words (generator/render/site-language.ts)", () => {
  const made = (locale: string) => {
    const { formats, errorPage } = enginePack(locale);
    const plugin = siteLanguageOnly({ formats, errorPage }) as unknown as {
      load: (this: unknown, id: string) => { code: string } | null;
    };
    return plugin.load.call({ environment: { name: 'client' } }, '/x/shared/site/languages/browser.ts')!.code;
  };

  it("are the site's pack's, no other language's", () => {
    expect(made('de-DE')).toContain(JSON.stringify(de.errorPage));
    expect(made('de-DE')).not.toContain(JSON.stringify(en.errorPage));
    expect(made('en-US')).toContain(JSON.stringify(en.formats));
  });

  it('leave every other module, and the server bundle, as they are', () => {
    const { formats, errorPage } = en;
    const plugin = siteLanguageOnly({ formats, errorPage }) as unknown as {
      load: (this: unknown, id: string) => { code: string } | null;
    };
    expect(plugin.load.call({ environment: { name: 'client' } }, '/x/shared/site/languages/packs.ts')).toBeNull();
    expect(plugin.load.call({ environment: { name: 'ssr' } }, '/x/shared/site/languages/browser.ts')).toBeNull();
  });
});
