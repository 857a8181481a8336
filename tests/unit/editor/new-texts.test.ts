// The wizards on a site of several languages: the texts a new town adds are the ones asked in Spanish
// (no fact, no name, nothing already there), and what she writes makes the town's pages Spanish too.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newTexts, withTranslations } from '../../../editor/app/src/wizards/new-texts';
import { withServiceAddresses } from '../../../editor/app/src/wizards/service-addresses';
import { getAt } from '../../../editor/shared/pointer';
import {
  copiedTemplate,
  townEntry,
  townTemplates,
  withNewService,
  withNewTown,
  type Town,
} from '../../../editor/app/src/wizards/draft-model';
import { project } from '../../../shared/site/project-language';
import { loadSiteText } from '../../../generator/check/load';
import { validate } from '../../../generator/check/validate';
import { sitePaths } from '../../../generator/paths';
import type { SiteModel } from '../../../editor/app/src/api';

const FIXTURE = 'tests/fixtures/bilingual/site.json';
const raw = JSON.parse(readFileSync(FIXTURE, 'utf8'));
const languages = raw.site.languages as string[];
/** The site as the wizard sees it: in the main language. */
const main = project(raw, languages[0]!, languages).raw as SiteModel;
const index = raw.towns.length;

const milan: Town = {
  slug: 'milan',
  name: 'Milan',
  state: 'OH',
  county: 'Erie',
  postalCode: '44846',
  character: 'canal town',
  areaCard: { specialty: 'Village lawns', description: 'Lawns along the old canal.', features: ['Mowing', ''] },
};
const draft = withNewTown(main, townEntry(milan), [], {
  'lawn-care': { title: 'Lawn care for Milan canal homes' },
});

/** The file after the wizard: the new town as written, the rest of the file as it was. */
const fileWith = (written: SiteModel) => ({ ...raw, towns: [...raw.towns, (written.towns as unknown[])[index]] });
const spanishOf = (file: unknown) => {
  const site = loadSiteText(JSON.stringify(file, null, 2), path.resolve(FIXTURE));
  const { problems, languages: built } = validate(site, sitePaths(path.resolve(FIXTURE)).imagesDir);
  expect(problems).toEqual([]);
  return built![1]!;
};

describe("a wizard's texts to translate", () => {
  const texts = newTexts(main, draft);

  it("are the new town's words, in the order of its entry: no name, address name, county, postal code or template's town list", () => {
    expect(texts).toEqual([
      `/towns/${index}/areaCard/specialty`,
      `/towns/${index}/areaCard/description`,
      `/towns/${index}/areaCard/features/0`,
      `/towns/${index}/character`,
      `/towns/${index}/pages/lawn-care/title`,
    ]);
  });

  it('nothing is asked when nothing is added', () => {
    expect(newTexts(main, main)).toEqual([]);
  });

  it('untranslated, the town has no Spanish page; translated, it has', () => {
    const before = spanishOf(fileWith(draft));
    expect(before.routes.map((r) => r.path)).not.toContain('/es/cuidado-del-cesped-en-milan');

    const at = (i: number) => getAt(draft, texts[i]!) as string; // a translation is kept by the text it translates
    const spanish = {
      [at(0)]: 'Céspedes del pueblo',
      [at(1)]: 'Céspedes junto al viejo canal.',
      [at(2)]: 'Corte',
      [at(3)]: 'pueblo del canal',
      [at(4)]: 'Cuidado del césped para casas del canal de Milan',
    };
    const written = withTranslations(draft, texts, { es: spanish }, 'en');
    const town = (written.towns as Town[])[index] as unknown as Record<string, unknown>;
    expect(town.character).toEqual({ en: 'canal town', es: 'pueblo del canal' });
    expect(town.name).toBe('Milan'); // a name is the same in every language
    const after = spanishOf(fileWith(written));
    expect(after.missingPages).toEqual([]);
    const page = after.routes.find((r) => r.path === '/es/cuidado-del-cesped-en-milan');
    expect(page).toBeDefined();
  });

  it('a translation stays with its text when an item above it is removed', () => {
    const two = withNewTown(
      main,
      townEntry({ ...milan, areaCard: { ...milan.areaCard, features: ['Mowing', 'Edging'] } }),
      [],
      {},
    );
    const translations = { es: { Mowing: 'Corte', Edging: 'Bordes' } };
    const one = withNewTown(
      main,
      townEntry({ ...milan, areaCard: { ...milan.areaCard, features: ['Edging'] } }),
      [],
      {},
    );
    const written = withTranslations(one, newTexts(main, one), translations, 'en');
    expect((written.towns as Town[])[index]!.areaCard.features).toEqual([{ en: 'Edging', es: 'Bordes' }]);
    expect(newTexts(main, two)).toContain(`/towns/${index}/areaCard/features/1`);
  });

  it('a translation left empty leaves its text in the main language alone', () => {
    const written = withTranslations(draft, texts, { es: { 'canal town': '  ' } }, 'en');
    expect((written.towns as Town[])[index]!.character).toBe('canal town');
    expect(withTranslations(draft, texts, {}, 'en')).toBe(draft);
  });
});

describe("Add service's texts to translate", () => {
  const lawn = townTemplates(main)[0]!;
  const draft = withNewService(main, {
    id: 'irrigation',
    name: 'Irrigation',
    template: copiedTemplate(lawn, 'irrigation', ['huron'], '/irrigation-in-{townSlug}'),
    townTexts: {},
    listing: { menu: false },
  });
  const texts = newTexts(main, draft);
  const services = (raw.services as unknown[]).length;
  const templates = (raw.templates as unknown[]).length;
  const fileOf = (written: SiteModel) => ({
    ...raw,
    services: [...raw.services, (written.services as unknown[])[services]],
    templates: [...raw.templates, (written.templates as unknown[])[templates]],
  });

  it("are the service's name and every text of its copied template, not its address or towns", () => {
    expect(texts[0]).toBe(`/services/${services}/name`);
    expect(texts).toContain(`/templates/${templates}/title`);
    expect(texts).toContain(`/templates/${templates}/description`);
    expect(texts.some((p) => p.startsWith(`/templates/${templates}/blocks/`))).toBe(true);
    expect(texts.filter((p) => /\/(path|towns|id|service)(\/|$)/.test(p))).toEqual([]);
  });

  it('its town page is Spanish once every text is', () => {
    const page = '/es/irrigation-in-huron';
    expect(spanishOf(fileOf(draft)).routes.map((r) => r.path)).not.toContain(page);
    const spanish = Object.fromEntries(
      texts.map((p, i) => [getAt(draft, p) as string, `Texto de riego número ${i + 1} para Huron.`]),
    );
    const written = withTranslations(draft, texts, { es: spanish }, 'en');
    expect(spanishOf(fileOf(written)).routes.map((r) => r.path)).toContain(page);
  });
});

describe("Add service's addresses in the other language", () => {
  const lawn = townTemplates(main)[0]!;
  const added = withNewService(main, {
    id: 'irrigation',
    name: 'Irrigation',
    template: copiedTemplate(lawn, 'irrigation', ['huron'], '/irrigation-in-{townSlug}'),
    townTexts: {},
    overview: {
      title: 'Irrigation in Huron and nearby towns',
      description: 'Sprinkler systems planned, installed and kept up for lawns and beds.',
      heroText: 'Water where the lawn needs it, and not a drop on the driveway.',
      cardsHeading: 'Towns we water',
      cardsIntro: 'Pick your town for its irrigation page.',
      buttons: [],
    },
    listing: { menu: false },
  });
  const texts = newTexts(main, added);
  const siteIn = (tag: string) => project(raw, tag, languages).raw as SiteModel;
  const inSpanish = (name: string) =>
    withTranslations(
      added,
      texts,
      {
        es: Object.fromEntries(
          texts.map((p, i) => {
            const english = getAt(added, p) as string;
            return [english, english === 'Irrigation' ? name : `Texto de riego ${i + 1} para Huron.`];
          }),
        ),
      },
      'en',
    );
  const templates = (raw.templates as unknown[]).length;
  const fileOf = (written: SiteModel) => ({
    ...raw,
    services: [...raw.services, (written.services as unknown[]).at(-1)],
    templates: [...raw.templates, (written.templates as unknown[]).at(-1)],
    pages: [...raw.pages, (written.pages as unknown[]).at(-1)],
  });

  it('are made from its name in Spanish, in the shape of the Spanish town pages', () => {
    const written = withServiceAddresses(inSpanish('Riego por goteo'), 'irrigation', languages, siteIn);
    expect((written.templates as { path: unknown }[])[templates]!.path).toEqual({
      en: '/irrigation-in-{townSlug}',
      es: '/es/riego-por-goteo-en-{townSlug}',
    });
    expect((written.pages as { path: unknown }[]).at(-1)!.path).toEqual({
      en: '/irrigation',
      es: '/es/riego-por-goteo',
    });
    const spanish = spanishOf(fileOf(written)).routes.map((r) => r.path);
    expect(spanish).toContain('/es/riego-por-goteo-en-huron');
    expect(spanish).toContain('/es/riego-por-goteo');
  });

  it('without its name in Spanish, are the engine’s: the English address under /es', () => {
    const written = withServiceAddresses(inSpanish(''), 'irrigation', languages, siteIn);
    expect((written.templates as { path: unknown }[])[templates]!.path).toBe('/irrigation-in-{townSlug}');
    expect((written.pages as { path: unknown }[]).at(-1)!.path).toBe('/irrigation');
  });
});
