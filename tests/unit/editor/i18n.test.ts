// The editor in the site's language (issue 24, item 8): its words come from editor/shared/i18n, the
// German file has exactly the English file's keys (with the same fill-ins), every title and
// description of the schema has its German words, the language follows EDITOR_LANGUAGE or the site's
// `site.locale`, and no help text names a fact of one business (the default site's) or one country.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import schema from '../../../schema/site.schema.json' with { type: 'json' };
import en from '../../../editor/shared/i18n/en.json' with { type: 'json' };
import { editorLanguage, i18n, LANGUAGES, resources, setEditorLanguage, t } from '../../../editor/shared/i18n';
import { schemaInLanguage, schemaWordsIn, schemaWordsOf, SCHEMA_WORDS } from '../../../editor/shared/i18n/schema';
import { schemaAt } from '../../../editor/shared/schema-view';
import { OTHER_LANGUAGES } from '../../../shared/site/languages/languages';
import type { RJSFSchema } from '@rjsf/utils';

type Tree = { [key: string]: string | Tree };

/** Every key of a language file as a dotted path, with its words. */
function flat(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree))
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [k, v] of flat(value, `${prefix}${key}.`)) out.set(k, v);
  return out;
}

/** What a translation must keep: the {{fill-ins}} and the <tags> the app draws its elements with. */
const kept = (words: string) => [...words.matchAll(/\{\{[^}]+\}\}|<\/?[a-z]+>/g)].map((m) => m[0]).sort();

const english = flat(en as Tree);

describe('the editor’s language files', () => {
  it('are complete: every language has exactly the English keys, with the same fill-ins and tags', () => {
    expect(english.size).toBeGreaterThan(600);
    for (const language of LANGUAGES) {
      const words = flat(resources[language].translation as Tree);
      // A count's words in each of the language's plural forms (i18next's suffixes, Intl.PluralRules'
      // categories): Polish has _one, _few, _many and _other where English has _one and _other.
      const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const expected = new Map<string, string>();
      for (const [key, value] of english) {
        const plural = /^(.*)_(one|other)$/.exec(key);
        if (!plural) expected.set(key, value);
        else for (const form of forms) expected.set(`${plural[1]}_${form}`, english.get(`${plural[1]}_other`)!);
      }
      expect(
        [...expected.keys()].filter((key) => !words.has(key)),
        `keys missing in ${language}`,
      ).toEqual([]);
      expect(
        [...words.keys()].filter((key) => !expected.has(key)),
        `keys in ${language} but not in English`,
      ).toEqual([]);
      const differing = [...expected].filter(([key, value]) => kept(value).join() !== kept(words.get(key)!).join());
      expect(
        differing.map(([key]) => key),
        `fill-ins or tags that differ in ${language}`,
      ).toEqual([]);
    }
  });

  it.each(OTHER_LANGUAGES)(
    'have no empty words, and the words in %s are its own (not the English left in place)',
    (language) => {
      const own = flat(resources[language].translation as Tree);
      expect([...own].filter(([, v]) => !v.trim())).toEqual([]);
      // Words that may read the same in both languages: names, symbols, fill-ins alone, technical terms.
      const same = [...own].filter(([key, value]) => value === english.get(key) && /\p{L}{4,}/u.test(value));
      expect(same.length, same.map(([k, v]) => `${k}: ${v}`).join('\n')).toBeLessThan(25);
    },
  );

  it('speak EDITOR_LANGUAGE when the editor has it, else the site’s language, else English', () => {
    expect(editorLanguage(undefined, 'de-DE')).toBe('de');
    expect(editorLanguage(undefined, 'de')).toBe('de');
    expect(editorLanguage(undefined, 'en-GB')).toBe('en');
    expect(editorLanguage(undefined, 'fr-FR')).toBe('fr');
    expect(editorLanguage(undefined, 'sv-SE')).toBe('en');
    for (const [locale, language] of [
      ['nl-NL', 'nl'],
      ['it-IT', 'it'],
      ['pt-BR', 'pt'],
      ['pl-PL', 'pl'],
      ['es-MX', 'es'],
      ['fr-CA', 'fr'],
    ])
      expect(editorLanguage(undefined, locale), locale).toBe(language);
    expect(editorLanguage(undefined, undefined)).toBe('en');
    expect(editorLanguage('de', 'en-US')).toBe('de');
    expect(editorLanguage('en', 'de-DE')).toBe('en');
    expect(editorLanguage('DE_at', 'en-US')).toBe('de');
    expect(editorLanguage('xx', 'de-DE')).toBe('de');
  });

  it('fill in values and choose plurals by the language’s rules (i18next)', () => {
    try {
      setEditorLanguage('de');
      expect(t('common.problems', { count: 1 })).toBe('1 Problem');
      expect(t('common.problems', { count: 3 })).toBe('3 Probleme');
      expect(t('save.title')).toBe('Änderungen speichern');
      setEditorLanguage('en');
      expect(t('common.problems', { count: 1 })).toBe('1 problem');
      expect(t('common.problems', { count: 2 })).toBe('2 problems');
      expect(t('blocks.removed', { block: 'Hero' })).toBe('Removed block Hero.');
    } finally {
      setEditorLanguage('en');
    }
    expect(i18n.language).toBe('en');
  });
});

describe.each(OTHER_LANGUAGES)('the schema’s words in %s (in the words file beside each part)', (language) => {
  const places = schemaWordsOf(schema);
  const german = SCHEMA_WORDS[language];

  it('has a title and description in the language for every one the schema has, at the same place', () => {
    const missing = [...places].flatMap(([place, words]) =>
      (['title', 'description'] as const)
        .filter((key) => words[key] && !german[place]?.[key])
        .map((key) => `${place} ${key}: ${words[key]}`),
    );
    expect(missing).toEqual([]);
    expect(places.size).toBeGreaterThan(500);
  });

  it('has an errorMessage in the language for every one the schema has, for each of its keywords (the check’s words for a value)', () => {
    const texts = (words: unknown) =>
      typeof words === 'string' ? { '': words } : ((words ?? {}) as Record<string, string>);
    const missing = [...places].flatMap(([place, words]) =>
      Object.entries(texts(words.errorMessage))
        .filter(([keyword]) => !texts(german[place]?.errorMessage)[keyword])
        .map(([keyword, text]) => `${place} errorMessage ${keyword}: ${text}`),
    );
    expect(missing).toEqual([]);
    expect([...places.values()].filter((w) => w.errorMessage).length).toBeGreaterThan(50);
  });

  it('says each English title, description and errorMessage the same way wherever it is (problems find them by their English)', () => {
    const seen = new Map<string, Set<string>>();
    const note = (english: unknown, words: unknown) => {
      if (typeof english !== 'string' || typeof words !== 'string') return;
      seen.set(english, (seen.get(english) ?? new Set()).add(words));
    };
    for (const [place, words] of places) {
      note(words.title, german[place]?.title);
      note(words.description, german[place]?.description);
      const own = german[place]?.errorMessage;
      if (typeof words.errorMessage === 'string') note(words.errorMessage, own);
      else
        for (const [keyword, text] of Object.entries(words.errorMessage ?? {}))
          note(text, (own as Record<string, string> | undefined)?.[keyword]);
    }
    expect(
      [...seen].filter(([, all]) => all.size > 1).map(([english, all]) => `${english}: ${[...all].join(' | ')}`),
    ).toEqual([]);
    expect(schemaWordsIn(schema, language)('Words no schema has')).toBeUndefined();
  });
});

describe('the schema’s words in German', () => {
  it('are found by their English, for the problems the check words from the English schema', () => {
    const inGerman = schemaWordsIn(schema, 'de');
    expect(inGerman('Business name')).toBe('Name des Unternehmens');
    expect(
      inGerman('Write a time on the 24-hour clock with two digits for hours and minutes, like 08:00 or 17:30.'),
    ).toMatch(/^Schreiben Sie eine Uhrzeit/);
    expect(inGerman('Words no schema has')).toBeUndefined();
  });

  it('is what the forms show in German: a block’s labels, a oneOf option, and English stays the schema file’s', () => {
    const inGerman = schemaInLanguage(schema as RJSFSchema, 'de');
    const hero = schemaAt(inGerman, '/pages/0/blocks/0', { pages: [{ blocks: [{ type: 'Hero' }] }] });
    expect(hero.title).toBe('Titelbild');
    expect((hero.properties!.heading as RJSFSchema).title).toBe('Überschrift');
    expect((schemaAt(inGerman, '/business/hours/monday') as RJSFSchema).title).toBe('Montag');
    expect(schemaInLanguage(schema as RJSFSchema, 'en')).toBe(schema);
    expect(((schema as RJSFSchema).$defs!.Hero as RJSFSchema).title).toBe('Hero banner');
  });
});

describe('help texts name no fact of one business or country', () => {
  // The default site's own facts: its name, towns, address; and words that belong to one country.
  const site = JSON.parse(readFileSync('site.json', 'utf8'));
  const facts = [
    ...String(site.business.name)
      .split(/[^\p{L}]+/u)
      .filter((w: string) => w.length > 4),
    ...site.towns.map((town: { name: string }) => town.name),
    site.business.address.street,
    site.business.address.postalCode,
  ];
  const FORBIDDEN = new RegExp(
    `\\b(${facts.map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\b|landscaping|dollar|without the word|\\bZIP\\b`,
    'i',
  );
  /** Country-specific values are the Locale's own examples (a US or UK setting, side by side), and the icon names. */
  const valuesOfACountry = (place: string) => place.startsWith('$defs/Locale/') || place === '$defs/Icon';

  it('in the editor’s own words, English and German', () => {
    for (const language of LANGUAGES) {
      const found = [...flat(resources[language].translation as Tree)].filter(([, words]) => FORBIDDEN.test(words));
      expect(found.map(([key, words]) => `${language} ${key}: ${words}`)).toEqual([]);
    }
  });

  it('names every choice of every list in words, in English and in German (the editor shows these, not the values)', () => {
    const unnamed: string[] = [];
    const look = (node: unknown, at: string, language: string) => {
      if (Array.isArray(node)) return node.forEach((item, i) => look(item, `${at}/${i}`, language));
      if (!node || typeof node !== 'object') return;
      const { enum: values, enumTitles } = node as { enum?: unknown[]; enumTitles?: Record<string, string> };
      if (values?.every((v) => typeof v === 'string')) {
        const missing = values.filter((v) => !enumTitles?.[v as string]?.trim());
        if (missing.length || Object.keys(enumTitles ?? {}).length !== values.length)
          unnamed.push(`${language} ${at}: ${missing.join(', ') || 'a name for a value it does not have'}`);
      }
      for (const [key, value] of Object.entries(node)) if (key !== 'enumTitles') look(value, `${at}/${key}`, language);
    };
    look(schema, '', 'en');
    look(schemaInLanguage(schema, 'de'), '', 'de');
    expect(unnamed).toEqual([]);
    expect([...schemaWordsOf(schema).values()].filter((w) => w.enumTitles).length).toBeGreaterThan(10);
    const german = schemaInLanguage(schema, 'de') as typeof schema;
    expect(german.$defs.Hero.properties.size.enumTitles).toEqual({ full: 'Volle Höhe', compact: 'Kompakt' });
  });

  it('in the schema’s titles, descriptions and examples, English and German', () => {
    const found: string[] = [];
    const look = (
      language: string,
      place: string,
      words: { title?: string; description?: string; examples?: unknown[]; enumTitles?: Record<string, string> },
    ) => {
      for (const text of [
        words.title,
        words.description,
        // The kinds of business are every trade's names, landscaping among them: a list, not a help text.
        ...(place === 'properties/business/properties/type' ? [] : Object.values(words.enumTitles ?? {})),
        ...(valuesOfACountry(place) ? [] : (words.examples ?? [])),
      ])
        if (typeof text === 'string' && FORBIDDEN.test(text)) found.push(`${language} ${place}: ${text}`);
    };
    for (const [place, words] of schemaWordsOf(schema)) look('en', place, words);
    for (const [place, words] of Object.entries(SCHEMA_WORDS.de!)) look('de', place, words);
    expect(found).toEqual([]);
  });
});
