// The Add town / Add service wizards' plain logic over the default site.json: the review of the blocks a
// new service copies, the near-copy scores in words, the places a new service is listed, its starter
// words in the site's language, the words for placeholders and a name already taken; a new town's
// state asked only where the country's addresses name one; a shared part left out of a new town's page.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  choiceOf,
  excerptOf,
  firstTitle,
  pictureInWords,
  picturesOf,
  reviewedTemplate,
  reviewProblems,
  textsOf,
} from '../../../editor/app/src/wizards/block-review';
import { comparisons, pagesOverLimit, tooLike, verdictOf } from '../../../editor/app/src/wizards/page-scores';
import { placesInWords, servicesPage, withServiceListed } from '../../../editor/app/src/wizards/service-places';
import { fromWords, toWords } from '../../../editor/app/src/wizards/placeholder-words';
import { sameName } from '../../../shared/site/same-name';
import { textLabel } from '../../../editor/app/src/wizards/text-labels';
import {
  blocksToLeaveOut,
  copiedTemplate,
  townEntry,
  townStateAsked,
  withNewService,
  withNewTown,
  type Template,
  type Town,
} from '../../../editor/app/src/wizards/draft-model';
import { starterText } from '../../../editor/app/src/wizards/starter-text';
import { currentLanguage } from '../../../editor/shared/i18n';

const site = JSON.parse(readFileSync('site.json', 'utf8'));
const schema = JSON.parse(readFileSync('schema/site.schema.json', 'utf8'));
const fall = site.templates.find((t: Template) => t.id === 'fall-cleanup') as Template;
const at = (type: string) => fall.blocks.findIndex((b) => b.type === type);

describe('block review', () => {
  it("lists a block's texts and pictures, never its names of things", () => {
    const list = fall.blocks[at('ServiceList')]!;
    expect(textsOf(list).map((t) => t.value)).toContain('Irrigation winterizing');
    expect(textsOf(fall.blocks[at('Hero')]!).map((t) => t.value)).not.toContain('compact');
    expect(picturesOf(fall.blocks[at('Gallery')]!).map((p) => p.src)).toEqual([
      'fall-cleanup.svg',
      'fallen-leaves.jpg',
      'mulch-beds.svg',
    ]);
    expect(pictureInWords('Fall Cleanup', 'fallen-leaves.jpg')).toBe('photo from Fall Cleanup: fallen leaves');
    expect(excerptOf(fall.blocks[at('Hero')]!)).toMatch(
      /^Fall cleanups October to December · \[service name\] in \[town\], Ohio/,
    );
    expect(textLabel(schema, 'ServiceList', ['groups', 1, 'items', 4])).toMatch(/ 2 › .* 5$/);
  });

  it('applies keep, write new (a box left empty keeps the copied words) and remove, and pictures removed or replaced', () => {
    const hero = at('Hero');
    const narrative = at('TextWithImage');
    const gallery = at('Gallery');
    const out = reviewedTemplate(fall, {
      page: { title: 'Gutter Cleaning in [town] | Riverbend' },
      blocks: {
        [at('ServiceList')]: { choice: 'remove' },
        [hero]: {
          choice: 'rewrite',
          texts: { text: 'Clear gutters in [town].', 'badges.1': '  ' },
          pictures: { image: { src: 'gutter.jpg', alt: 'A clean gutter' } },
        },
        [narrative]: { choice: 'keep', pictures: { image: 'remove' } },
        [gallery]: { choice: 'keep', pictures: { 'images.1': 'remove' } },
      },
    });
    expect(out.title).toBe('Gutter Cleaning in {town} | Riverbend');
    expect(out.blocks.some((b) => b.type === 'ServiceList')).toBe(false);
    const newHero = out.blocks.find((b) => b.type === 'Hero')!;
    expect(newHero.text).toBe('Clear gutters in {town}.');
    expect(newHero.badges).toEqual(['Leaves Hauled Away', 'Beds Cut Back', 'Licensed & Insured']);
    expect(newHero.image).toEqual({ src: 'gutter.jpg', alt: 'A clean gutter' });
    expect(out.blocks.find((b) => b.type === 'TextWithImage')!.image).toBeUndefined();
    expect((out.blocks.find((b) => b.type === 'Gallery')!.images as { src: string }[]).map((i) => i.src)).toEqual([
      'fall-cleanup.svg',
      'mulch-beds.svg',
    ]);
  });

  it('starts every part with words of its own as "write new", one without (a breadcrumb) as "keep"', () => {
    expect(choiceOf(fall.blocks[at('Hero')]!, undefined)).toBe('rewrite');
    expect(choiceOf(fall.blocks[at('Breadcrumb')]!, undefined)).toBe('keep');
    expect(choiceOf(fall.blocks[at('Hero')]!, { choice: 'keep' })).toBe('keep');
  });

  const renaming = {
    from: { id: 'fall-cleanup', name: 'Fall Cleanup', alsoCalled: ['Fall Cleanups'] },
    to: 'Gutter Cleaning',
  };

  it("rewrites the copied service's name wherever its words stay: headings, texts, the title, the summary, alt texts", () => {
    const out = reviewedTemplate(fall, { blocks: { [at('Gallery')]: { choice: 'keep' } } }, renaming);
    const words = [out.title, out.description, ...out.blocks.flatMap((b) => [...textsOf(b), ...picturesOf(b)])].map(
      (t) => (typeof t === 'string' ? t : 'alt' in t ? t.alt : t.value),
    );
    expect(words.filter((w) => /fall[ -]cleanup/i.test(w))).toEqual([]);
    expect(out.blocks.find((b) => b.type === 'ServiceList')!.heading).toBe('Gutter Cleaning Services in {town}');
    expect(out.blocks.find((b) => b.type === 'AreasServed')!.heading).toBe('Gutter Cleaning Around {town}');
    expect(out.blocks.find((b) => b.type === 'Hero')!.eyebrow).toBe('Gutter cleanings October to December');
    expect(out.description).toMatch(/^Gutter cleaning in \{town\}, \{state\}: leaf removal/);
    // Names of things are not words: the picture's file keeps its name.
    expect((out.blocks.find((b) => b.type === 'Gallery')!.images as { src: string }[])[0]!.src).toBe(
      'fall-cleanup.svg',
    );
    expect(firstTitle(fall, renaming)).toBe('[service name] in [town], [state] | Riverbend');
  });

  it('stops the review at an empty summary and at a text she wrote that still names the copied service', () => {
    const hero = at('Hero');
    expect(reviewProblems(fall, { blocks: {} }, renaming)).toEqual({ 'review-description': { missing: true } });
    expect(
      reviewProblems(
        fall,
        {
          page: { title: '', description: 'Fall cleanups and gutters in [town].' },
          blocks: { [hero]: { choice: 'rewrite', texts: { heading: 'Fall Cleanup for gutters' } } },
        },
        renaming,
      ),
    ).toEqual({
      'review-title': { missing: true },
      'review-description': { names: ['Fall cleanups'] },
      [`review-${hero}-heading`]: { names: ['Fall Cleanup'] },
    });
    // A part she keeps is renamed, not flagged.
    expect(
      reviewProblems(
        fall,
        { page: { description: 'Gutters in [town].' }, blocks: { [hero]: { choice: 'keep' } } },
        renaming,
      ),
    ).toEqual({});
  });
});

describe('near-copy scores in words', () => {
  const page = {
    template: 'gutter-cleaning',
    path: '/gutter-cleaning-in-huron',
    limit: 0.6,
    templateScore: 0.3,
    others: [{ town: 'sandusky', name: 'Sandusky', path: '/x', score: 0.2 }],
    source: { template: 'fall-cleanup', name: 'Fall Cleanup', path: '/fall-cleanup-in-huron', score: 0.72 },
  };
  it("compares with the copied service's page for the same town too", () => {
    expect(comparisons(page)[0]).toEqual({ what: 'the Fall Cleanup page for the same town', score: 0.72 });
    expect(verdictOf(page)).toBe('over');
    expect(tooLike(page)).toBe('72% the same as the Fall Cleanup page for the same town');
    expect(pagesOverLimit([{ name: 'Gutter Cleaning page for Huron', page }, { name: 'Not measured yet' }])).toEqual([
      'Gutter Cleaning page for Huron is 72% the same as the Fall Cleanup page for the same town (the limit is 60%).',
    ]);
    expect(verdictOf({ ...page, source: { ...page.source, score: 0.1 } })).toBe('passes');
    expect(verdictOf({ ...page, source: undefined, templateScore: 0.55 })).toBe('close');
  });
});

describe('places a new service is listed', () => {
  it('adds a card to the Services page, the service to what it offers, and a menu link, each said in a sentence', () => {
    expect(servicesPage(site)).toMatchObject({ path: '/services', name: 'Services' });
    const listing = { menu: true, card: { description: 'Gutters cleared.', image: { src: 'g.jpg', alt: 'Gutter' } } };
    expect(placesInWords(site, 'Gutter Cleaning', listing)).toEqual([
      'Adds a card to the Services page (/services), with the picture you chose.',
      'Tells search engines the Services page offers Gutter Cleaning.',
      'Adds Gutter Cleaning to the menu under Services.',
    ]);
    const out = withServiceListed(
      site,
      { id: 'gutter-cleaning', name: 'Gutter Cleaning' },
      '/gutter-cleaning',
      listing,
    ) as typeof site;
    const services = out.pages.find((p: { path: string }) => p.path === '/services');
    const cards = services.blocks.find((b: { type: string }) => b.type === 'ServiceCards').items;
    expect(cards.at(-1)).toEqual({
      title: 'Gutter Cleaning',
      description: 'Gutters cleared.',
      image: { src: 'g.jpg', alt: 'Gutter' },
      href: '/gutter-cleaning',
    });
    expect(services.service.at(-1)).toBe('gutter-cleaning');
    expect(out.navigation.header.find((i: { label: string }) => i.label === 'Services').children.at(-1)).toEqual({
      label: 'Gutter Cleaning',
      href: '/gutter-cleaning',
    });
    expect(withServiceListed(site, { id: 'x', name: 'X' }, '/x', { menu: false })).toEqual(site);
    expect(placesInWords(site, 'X', { menu: false })).toEqual([]);
  });
});

describe('a new service’s starter words', () => {
  const german = JSON.parse(readFileSync('examples/elektriker-koeln/site.json', 'utf8'));
  const overviewOf = (model: typeof site, name: string, towns: string[]) => {
    const starter = starterText(model, name, towns);
    const template = copiedTemplate(model.templates[0], 'neu', [], '/neu-{townSlug}');
    const out = withNewService(model, {
      id: 'neu',
      name,
      template,
      townTexts: {},
      overview: {
        ...starter.overview,
        cardsHeading: starter.cardsHeading,
        cardsIntro: starter.cardsIntro,
        buttons: starter.buttons,
      },
      listing: { menu: false },
    });
    return { starter, page: (out as typeof site).pages.at(-1) };
  };

  it('are in the site’s language, whatever the editor’s, with a quote button to the site’s own contact form', () => {
    expect(currentLanguage()).toBe('en');
    const { starter, page } = overviewOf(german, 'Photovoltaik', ['Köln', 'Frechen', 'Hürth']);
    expect(starter.overview).toEqual({
      title: 'Photovoltaik in Köln & Frechen & Hürth | Kraus Elektrotechnik GmbH',
      description:
        'Photovoltaik für Privathaushalte und Betriebe in Köln, Frechen und Hürth, von einem Team aus der Region. Kostenloses Angebot.',
      heroText: 'Photovoltaik für Privathaushalte und Betriebe in Köln, Frechen und Hürth.',
    });
    expect(starter.cardText).toBe(starter.overview.heroText);
    expect(page.blocks[0].buttons).toEqual([
      { label: 'Kostenloses Angebot', href: '/kontakt#contact-form' },
      { label: 'Anrufen: {phone}', href: 'tel:{tel}', style: 'call' },
    ]);
    expect(page.blocks[2]).toMatchObject({
      type: 'AreaCards',
      heading: 'Photovoltaik in Ihrem Ort',
      intro: 'Wählen Sie Ihren Ort und sehen Sie, wie wir dort arbeiten.',
    });
  });

  it('are English on an English site, and the button follows the site’s own words for it', () => {
    const { starter, page } = overviewOf(site, 'Hedge Trimming', ['Huron', 'Sandusky']);
    expect(starter.overview.title).toBe('Hedge Trimming in Huron & Sandusky | Riverbend Landscaping & Tree Care');
    expect(starter.overview.heroText).toBe('Hedge Trimming for homes and businesses in Huron and Sandusky.');
    expect(page.blocks[0].buttons).toEqual([
      { label: 'Get Free Quote', href: '/contact#contact-form' },
      { label: 'Call {phone}', href: 'tel:{tel}', style: 'call' },
    ]);
    const own = { ...site, labels: { ...site.labels, quoteButton: 'Ask for a price' } };
    expect(starterText(own, 'X', ['Huron']).buttons[0]).toEqual({
      label: 'Ask for a price',
      href: '/contact#contact-form',
    });
  });
});

describe('words', () => {
  it('shows placeholders as words in brackets and takes them back', () => {
    expect(toWords('{service} in {town}, {state}: call {phone}')).toBe(
      '[service name] in [town], [state]: call [phone]',
    );
    expect(fromWords('Gutters in [town] ([postal code]) [not a word]')).toBe('Gutters in {town} ({zip}) [not a word]');
  });
  it('finds a name already taken, accents, case and spaces aside', () => {
    expect(sameName(site.towns, ' huron ')).toBe('Huron');
    expect(sameName(site.services, 'Lawn  care')).toBe('Lawn Care');
    expect(sameName(site.towns, 'Port Clinton')).toBeUndefined();
  });
});

describe("a new town's state", () => {
  const koeln = JSON.parse(readFileSync('examples/elektriker-koeln/site.json', 'utf8'));
  const leeds = JSON.parse(readFileSync('examples/plumber-leeds/site.json', 'utf8'));
  const town: Town = {
    slug: 'huerth',
    name: 'Hürth',
    state: '',
    county: 'Rhein-Erft-Kreis',
    postalCode: '50354',
    character: '',
    areaCard: { specialty: 'Altbau', description: 'Zwei Sätze.', features: ['Schnell', ''] },
  };

  it('is asked where the country’s addresses must name one (a US state), else only if the towns give one', () => {
    expect(townStateAsked(site)).toBe('required');
    expect(townStateAsked(koeln)).toBe('none'); // Germany: no Bundesland in an address, none given
    expect(townStateAsked(leeds)).toBe('optional'); // Britain: none needed, but its towns name their county
    expect(townStateAsked({ ...site, locale: { country: 'CA' } })).toBe('required'); // a province
  });

  it('is left out of the entry when not given, in its place when given', () => {
    const entry = townEntry(town);
    expect(entry).not.toHaveProperty('state');
    expect(entry).not.toHaveProperty('character');
    expect(entry.areaCard.features).toEqual(['Schnell']);
    const us = townEntry({ ...town, slug: 'port-clinton', name: 'Port Clinton', state: 'OH', character: 'marina' });
    expect(Object.keys(us)).toEqual(['slug', 'name', 'state', 'county', 'postalCode', 'areaCard', 'character']);
    expect(townEntry({ ...town, state: '  ' })).not.toHaveProperty('state');
  });
});

describe("a shared part left out of a new town's page", () => {
  const landscaping = site.templates.find((t: Template) => t.id === 'landscaping') as Template;
  const why = landscaping.blocks.findIndex((b) => b.type === 'WhyChoose');
  const town: Town = {
    slug: 'port-clinton',
    name: 'Port Clinton',
    state: 'OH',
    county: 'Ottawa',
    postalCode: '43452',
    areaCard: { specialty: 'Marinas', description: 'Boats and lawns.', features: [] },
  };
  const own = { blocks: { why: { heading: 'Why Port Clinton calls us' }, hero: { text: 'Lakeside yards.' } } };

  it('offers every shared part with a heading but the top banner, and none kept to some towns', () => {
    const offered = blocksToLeaveOut(landscaping).map(({ block }) => block.type);
    expect(offered).toEqual([
      'TextWithImage',
      'ServiceList',
      'SpecialtyCards',
      'WhyChoose',
      'AreasServed',
      'Gallery',
      'Testimonials',
      'CtaBand',
    ]);
    const design = site.templates.find((t: Template) => t.id === 'landscape-design') as Template;
    expect(blocksToLeaveOut(design).map(({ block }) => block.id)).not.toContain('faq'); // Castalia's own
  });

  it('keeps the part to the towns that show it today, and drops the new town’s text for it', () => {
    const draft = withNewTown(site, town, [], { landscaping: own }, { landscaping: [why] });
    const template = (draft.templates as Template[]).find((t) => t.id === 'landscaping')!;
    expect(template.blocks[why]!.towns).toEqual(site.towns.map((t: Town) => t.slug));
    expect(template.blocks.filter((b) => b.towns).length).toBe(1); // the other parts still show everywhere
    const added = (draft.towns as Town[]).at(-1)!;
    expect(added.pages).toEqual({ landscaping: { blocks: { hero: { text: 'Lakeside yards.' } } } });
    // Nothing left out: the template is the site's own.
    expect((withNewTown(site, town, [], {}).templates as Template[])[0]).toBe(site.templates[0]);
  });
});
