// One table of placeholders (issue 34, item 2): shared/site/placeholder-table.ts says where each
// {placeholder} may be written, what it means and how it is filled, and everything else reads it. Here:
// every name the table has its editor words (shared/site/placeholder-words.ts); every name a site or a
// language pack writes is in the table, for the label it is written in; and the editor's chips and the
// pages read the table's meanings.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { currentLanguage, LANGUAGES, t } from '../../../editor/shared/i18n';
import { chipsFor } from '../../../editor/app/src/placeholder-chips';
import {
  businessValues,
  labelPlaceholders,
  PLACEHOLDERS,
  placeholderNames,
  thisYearIn,
  type Placeholder,
  type PlaceholderName,
} from '../../../shared/site/placeholder-table';
import { PLACEHOLDER_WORDS, placeholderWordsIn } from '../../../shared/site/placeholder-words';
import { placeholdersIn, siteVars, townVars } from '../../../shared/site/placeholders';
import { en as enPack } from '../../../shared/site/languages/en';
import { de as dePack } from '../../../shared/site/languages/de';
import { fr as frPack } from '../../../shared/site/languages/fr';
import { es as esPack } from '../../../shared/site/languages/es';
import type { SiteModel, Town } from '../../../schema/generated/site';

const wordsFile = (language: string) => `shared/site/placeholder-words.${language}.ts`;
/** A placeholder's words in a language as written, whatever the types say (a cast or a stale entry). */
const wordsAt = (name: string, language: string) =>
  (PLACEHOLDER_WORDS as Record<string, Record<string, Record<string, unknown> | undefined> | undefined>)[language]?.[
    name
  ];

const NAMES = Object.keys(PLACEHOLDERS) as PlaceholderName[];
const entry = (name: PlaceholderName) => PLACEHOLDERS[name] as Placeholder;
/** What the wizards write as [words]: a town page's placeholders but parts of a link (placeholder-words.ts). */
const IN_WIZARDS = placeholderNames.town.filter((name) => !entry(name).link);

const SITES = ['site.json', ...readdirSync('examples').map((name) => `examples/${name}/site.json`)];
const PACKS = { en: enPack, de: dePack, fr: frPack, es: esPack };

describe('the table of placeholders', () => {
  it('has the editor’s words for every placeholder, in every language the editor speaks', () => {
    const missing = LANGUAGES.flatMap((language) =>
      NAMES.flatMap((name) => {
        const words = wordsAt(name, language);
        const keys = ['name', ...(entry(name).each ? ['each'] : []), ...(IN_WIZARDS.includes(name) ? ['wizard'] : [])];
        return keys
          .filter((key) => typeof words?.[key] !== 'string' || !(words[key] as string).trim())
          .map((key) => `${name}.${language}.${key}`);
      }),
    );
    expect(
      missing,
      'words the table needs: add each to its language’s shared/site/placeholder-words.<language>.ts',
    ).toEqual([]);
  });

  it('has words for no other placeholder, and `each` and `wizard` exactly where the table says', () => {
    const stale = Object.entries(PLACEHOLDER_WORDS).flatMap(([language, byName]) =>
      Object.entries(byName as Record<string, Record<string, unknown>>).flatMap(([name, words]) => {
        if (!(name in PLACEHOLDERS)) return [`${wordsFile(language)}: ${name} names no placeholder of the table`];
        const each = entry(name as PlaceholderName).each === true;
        const wizard = IN_WIZARDS.includes(name as PlaceholderName);
        return [
          ...(LANGUAGES.includes(language as never) ? [] : [`${language}: a language the editor does not speak`]),
          ...(!each && 'each' in words
            ? [`${wordsFile(language)}: ${name}.each: never shown (the table has no each: true)`]
            : []),
          ...(!wizard && 'wizard' in words
            ? [`${wordsFile(language)}: ${name}.wizard: never shown (no [words] in the wizards)`]
            : []),
        ];
      }),
    );
    expect(stale).toEqual([]);
  });

  it('gives the wizards’ placeholders words that tell them apart, in every language', () => {
    for (const language of LANGUAGES) {
      const said = IN_WIZARDS.map((name) => String(wordsAt(name, language)?.wizard).toLowerCase());
      expect(new Set(said).size, `${wordsFile(language)}: the wizard words`).toBe(said.length);
    }
  });

  it('reads its words in the language asked for', () => {
    expect(placeholderWordsIn('town', 'en')).toEqual(PLACEHOLDER_WORDS.en.town);
    expect(placeholderWordsIn('town', 'de').wizard).toBe(PLACEHOLDER_WORDS.de.town.wizard);
    expect(placeholderWordsIn('town', 'de').name).not.toBe(placeholderWordsIn('town', 'en').name);
  });

  it('holds every {placeholder} the default site, the examples and the language packs write, where they write it', () => {
    const unknown: string[] = [];
    for (const file of SITES) {
      const site = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      placeholdersIn(site, '', (name, pointer) => {
        const label = /^\/labels\/([^/]+)$/.exec(pointer)?.[1];
        if (label ? !labelPlaceholders(label).includes(name as PlaceholderName) : !(name in PLACEHOLDERS))
          unknown.push(`{${name}} in ${file} ${pointer}`);
      });
    }
    for (const [language, pack] of Object.entries(PACKS))
      for (const [label, text] of Object.entries(pack.labels))
        for (const [, name] of text.matchAll(/\{(\w+)\}/g))
          if (!labelPlaceholders(label).includes(name as PlaceholderName))
            unknown.push(`{${name}} in shared/site/languages/${language}.ts labels.${label}`);
    expect(unknown, 'add each to PLACEHOLDERS in shared/site/placeholder-table.ts, with the label in its uses').toEqual(
      [],
    );
  });
});

describe('what the table says a placeholder becomes', () => {
  const model = JSON.parse(readFileSync('site.json', 'utf8')) as SiteModel;
  const { business } = model;
  const thisYear = String(new Date().getFullYear());
  const chip = (name: PlaceholderName, value: string) =>
    t('chips.chip', { name: placeholderWordsIn(name, currentLanguage()).name, value });

  it('is the founding year in the footer’s tagline and this year in the copyright line, for the editor’s chips', () => {
    expect(business.foundingYear).toBe(2000);
    const tagline = chipsFor('Serving {city}, {region} since {year}.', model as never, '/labels/footerTagline');
    expect(tagline.map((c) => c.text)).toEqual([chip('city', 'Huron'), chip('region', 'OH'), chip('year', '2000')]);
    const copyright = chipsFor('© {year} {name}', model as never, '/labels/copyright');
    expect(copyright.map((c) => c.text)).toEqual([chip('year', thisYear), chip('name', business.name)]);
  });

  it('is the same for the pages: the tagline’s facts from business, the copyright’s year drawn by the page', () => {
    expect(businessValues('footerTagline', business)).toEqual({ city: 'Huron', region: 'OH', year: 2000 });
    expect(businessValues('copyright', business)).toEqual({ name: business.name });
    expect(thisYearIn('copyright')).toBe('year');
    expect(thisYearIn('footerTagline')).toBeUndefined();
  });

  it('fills a business fact the table names in any text, with no other code: what a new one needs', () => {
    expect(siteVars(model)).toMatchObject({ phone: business.phone, business: business.name, yearFounded: '2000' });
    const { foundingYear: _, ...noYear } = business;
    expect(siteVars({ ...model, business: noYear })).not.toHaveProperty('yearFounded');
  });

  it('fills a draft’s town that has no name yet (its box emptied in the editor) without failing', () => {
    const town = { ...model.towns[0]!, name: undefined } as unknown as Town;
    expect(townVars(town, undefined)).toMatchObject({ state: town.state, town: undefined });
  });
});
