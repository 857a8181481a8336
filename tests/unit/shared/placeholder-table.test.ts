// One table of placeholders (issue 34, item 2): shared/site/placeholder-table.ts says where each
// {placeholder} may be written, what it means and how it is filled, and everything else reads it. Here:
// every name the table has its editor words; every name a site or a language pack writes is in the
// table, for the label it is written in; and the editor's chips and the pages read the table's meanings.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import en from '../../../editor/shared/i18n/en.json' with { type: 'json' };
import de from '../../../editor/shared/i18n/de.json' with { type: 'json' };
import { t } from '../../../editor/shared/i18n';
import { chipsFor } from '../../../editor/app/src/placeholder-chips';
import {
  businessValues,
  labelPlaceholders,
  PLACEHOLDERS,
  placeholderNames,
  thisYearIn,
  wordKeys,
  type Placeholder,
  type PlaceholderName,
} from '../../../shared/site/placeholder-table';
import { placeholdersIn, siteVars } from '../../../shared/site/placeholders';
import { en as enPack } from '../../../shared/site/languages/en';
import { de as dePack } from '../../../shared/site/languages/de';
import { fr as frPack } from '../../../shared/site/languages/fr';
import { es as esPack } from '../../../shared/site/languages/es';
import type { SiteModel } from '../../../schema/generated/site';

type Tree = { [key: string]: string | Tree };
const WORDS = { 'editor/shared/i18n/en.json': en as Tree, 'editor/shared/i18n/de.json': de as Tree };
const wordsAt = (tree: Tree, key: string) =>
  key.split('.').reduce<string | Tree | undefined>((node, k) => (typeof node === 'object' ? node[k] : undefined), tree);

const NAMES = Object.keys(PLACEHOLDERS) as PlaceholderName[];
const entry = (name: PlaceholderName) => PLACEHOLDERS[name] as Placeholder;
/** What the wizards write as [words]: a town page's placeholders but parts of a link (placeholder-words.ts). */
const IN_WIZARDS = placeholderNames.town.filter((name) => !entry(name).link);

const SITES = ['site.json', ...readdirSync('examples').map((name) => `examples/${name}/site.json`)];
const PACKS = { en: enPack, de: dePack, fr: frPack, es: esPack };

describe('the table of placeholders', () => {
  it('has the editor’s words for every placeholder, in every language file', () => {
    const missing = Object.entries(WORDS).flatMap(([file, words]) =>
      NAMES.flatMap((name) => {
        const { name: nameKey, each } = wordKeys(name);
        const keys = [
          nameKey,
          ...(each ? [each] : []),
          ...(IN_WIZARDS.includes(name) ? [`placeholderWords.${name}`] : []),
        ];
        return keys.filter((key) => typeof wordsAt(words, key) !== 'string').map((key) => `${file}: add "${key}"`);
      }),
    );
    expect(missing, 'words the table needs (shared/site/placeholder-table.ts)').toEqual([]);
  });

  it('names every placeholder the editor has words for, and shows the words of what it becomes exactly where the table says', () => {
    const stale = Object.entries(WORDS).flatMap(([file, words]) =>
      Object.entries(words.chips as Tree).flatMap(([name, node]) => {
        if (typeof node === 'string') return []; // the chip's own words (chips.chip, chips.unknown)
        if (!(name in PLACEHOLDERS)) return [`${file}: chips.${name} names no placeholder of the table`];
        const each = wordKeys(name as PlaceholderName).each !== undefined;
        return each === 'each' in node ? [] : [`${file}: chips.${name}.each ${each ? 'missing' : 'never shown'}`];
      }),
    );
    expect(stale).toEqual([]);
  });

  it('gives the wizards’ placeholders words that tell them apart, in every language', () => {
    for (const [file, words] of Object.entries(WORDS)) {
      const said = IN_WIZARDS.map((name) => String(wordsAt(words, `placeholderWords.${name}`)).toLowerCase());
      expect(new Set(said).size, `${file}: placeholderWords`).toBe(said.length);
    }
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
    t('chips.chip', { name: t(wordKeys(name).name as 'chips.year.name'), value });

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
});
