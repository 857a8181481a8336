// The near-copy guard that reads sentences (generator/doctor/copied-sentences.ts), on small models
// made from tests/fixtures/doctor-base: a new service copied from Fall Cleanup with some of its
// sentences kept, Sandusky's text pasted for Port Clinton with the name changed, and two honest
// paragraphs on a page whose shared text is long (the page score's advice names the shared part).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { SiteModel } from '../../../schema/generated/site';
import { validate } from '../../../generator/check/validate';
import { sitePaths } from '../../../generator/paths';
import { copiedTexts } from '../../../generator/doctor/copied-sentences';
import { nearDuplicates, pairScores, templateLikeness } from '../../../generator/doctor/near-duplicates';
import { parseHtml } from '../../../generator/doctor/dom';
import { pageText } from '../../../generator/doctor/page-text';
import { checks } from '../../../generator/doctor/checks';
import { chooseProblemLanguage } from '../../../generator/errors/choose-language';
import { schemaWordsIn } from '../../../editor/shared/i18n/schema';
import schema from '../../../schema/site.schema.json' with { type: 'json' };
import type { DoctorContext } from '../../../generator/doctor/types';
import { siteFile } from './fixture';
import { FALL_CLEANUP_SUMMARY, fallCleanupReasons } from '../../helpers/fall-cleanup-text';

type Raw = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const base = (): Raw => JSON.parse(readFileSync(siteFile, 'utf8'));
const image = { src: 'lawn-grass.jpg', alt: 'Close-up of a fresh green lawn' };

/** Fall Cleanup's pattern as the default site has it, shortened: its hero, checklist, reasons and areas. */
const fallCleanupBlocks = () => [
  {
    type: 'Hero',
    id: 'hero',
    heading: '{service} in {town}',
    text: 'Leaves off the lawn, beds cut back and the yard ready for snow. One visit from our crew puts your {town} property to bed for winter.',
    image,
  },
  {
    type: 'TextWithImage',
    id: 'narrative',
    heading: 'Put Your Yard to Bed for Winter',
    paragraphs: [
      'A wet mat of leaves left on the grass all winter smothers it and invites snow mold. Spent perennials left standing can shelter pests. A good fall cleanup sets up a faster, greener spring.',
      'Our crew blows and vacuums leaves, cuts back spent plants, tidies shrubs and gives the lawn its last mow. Then we haul everything away, so nothing sits at the curb.',
    ],
    image,
  },
  {
    type: 'ServiceList',
    id: 'services',
    heading: 'Fall Cleanup Services in {town}',
    intro: 'Book a complete cleanup, or choose only the pieces your yard needs.',
    groups: [{ heading: 'Leaves & Lawn', items: ['Leaf blowing and vacuuming', 'Leaf hauling and disposal'] }],
  },
  fallCleanupReasons(),
  {
    type: 'AreasServed',
    id: 'areas',
    heading: 'Fall Cleanup Around {town}',
    intro: 'Our fall crews work across {town} and nearby {county} County towns from October until the snow flies.',
    bullets: ['Homes in central {town}', 'Tree-lined older streets'],
  },
];

/** The fixture with a Fall Cleanup service and pattern for both towns. */
function withFallCleanup(): Raw {
  const raw = base();
  raw.services.push({ id: 'fall-cleanup', name: 'Fall Cleanup' });
  raw.templates.push({
    id: 'fall-cleanup',
    path: '/fall-cleanup-in-{townSlug}',
    service: 'fall-cleanup',
    towns: 'all',
    title: '{service} in {town}, {state} | Doctor Fixture',
    description: FALL_CLEANUP_SUMMARY,
    blocks: fallCleanupBlocks(),
  });
  return raw;
}

/**
 * Add service "Gutter Cleaning" from Fall Cleanup as the office manager did in issue 32: the hero
 * rewritten, the checklist, the reasons and the areas kept, the search summary left as it came.
 */
function withGutterCleaning(): Raw {
  const raw = withFallCleanup();
  raw.services.push({ id: 'gutter-cleaning', name: 'Gutter Cleaning' });
  const [, , ...kept] = fallCleanupBlocks(); // the hero rewritten, the introduction removed
  raw.templates.push({
    id: 'gutter-cleaning',
    path: '/gutter-cleaning-in-{townSlug}',
    service: 'gutter-cleaning',
    towns: 'all',
    title: '{service} in {town}, {state} | Doctor Fixture',
    description: FALL_CLEANUP_SUMMARY,
    blocks: [
      {
        type: 'Hero',
        id: 'hero',
        heading: 'Gutter Cleaning in {town}',
        text: 'Clogged gutters spill over the fascia and rot it. We scoop, flush and check every downspout, then bag the muck and take it away.',
        image,
      },
      ...kept,
    ],
  });
  return raw;
}

function build(raw: Raw): { model: SiteModel; routes: DoctorContext['routes'] } {
  const { model, routes, problems } = validate(
    { file: 'site.json', raw, positions: new Map() },
    sitePaths(siteFile).imagesDir,
  );
  expect(problems.map((p) => `${p.pointer} ${p.message}`)).toEqual([]);
  return { model, routes };
}

/** What the checks receive: each town page drawn as its text in <main> (enough for the page scores). */
function context(raw: Raw): DoctorContext {
  const { model, routes } = build(raw);
  const pages = routes.map((route) => ({
    route,
    file: route.path,
    $: parseHtml(
      `<main>${pageText(route, model)
        .filter((p) => p.kind !== 'title' && p.kind !== 'description')
        .map((p) => `<p>${p.text}</p>`)
        .join('')}</main>`,
    ),
  }));
  return { model, routes, pages, outDir: '' };
}

describe('copied sentences', () => {
  it('names the sentences a new service kept from Fall Cleanup, whose they are and where to write its own', () => {
    const ctx = context(withGutterCleaning());
    const findings = checks['copied-sentences']!(ctx).filter((f) => f.page === '/gutter-cleaning-in-huron');
    const messages = findings.map((f) => f.message);
    expect(messages).toContain(
      "The sentences “Cleanups run from October to December.” “Book early and we'll time the visit to when your trees are bare.” are Fall Cleanup’s text (on /fall-cleanup-in-huron).",
    );
    expect(messages).toContain(
      'The sentences “No leaf piles left at the curb for weeks.” “We take it all with us.” are Fall Cleanup’s text (on /fall-cleanup-in-huron).',
    );
    expect(messages).toContain(
      'The sentence “Our fall crews work across Huron and nearby Erie County towns from October until the snow flies.” is Fall Cleanup’s text (on /fall-cleanup-in-huron).',
    );
    expect(messages).toContain(
      'The heading “Why Huron Trusts Us Each Fall” is Fall Cleanup’s text (on /fall-cleanup-in-huron).',
    );
    expect(messages).toContain('The heading “Fall Cleanup Services in Huron” names Fall Cleanup, not Gutter Cleaning.');
    expect(messages).toContain('The heading “Fall Cleanup Around Huron” names Fall Cleanup, not Gutter Cleaning.');
    expect(messages).toContain(
      'The search summary “Fall cleanup in Huron, OH: leaf removal, bed cutback and lawn prep for winter. Call (419) 555-0100.” names Fall Cleanup, not Gutter Cleaning.',
    );
    const reasons = findings.find((f) => f.message.includes('Cleanups run from October'))!;
    expect(reasons).toMatchObject({
      check: 'copied-sentences',
      severity: 'error',
      pointer: '/templates/2/blocks/2/items/0/description',
      hint: 'Write Gutter Cleaning’s own version of these sentences in Reasons to choose us “Why Huron Trusts Us Each Fall”, or leave them out.',
    });
    // Her own hero is hers; Fall Cleanup, listed first, is asked for nothing.
    expect(findings.some((f) => f.pointer?.startsWith('/templates/2/blocks/0'))).toBe(false);
    expect(copiedTexts(ctx.model, ctx.routes).filter((c) => c.page.startsWith('/fall-cleanup'))).toEqual([]);
    // The whole-page score against Fall Cleanup's page for the same town (what the wizard showed) let this through.
    const page = (path: string) => ctx.pages.find((p) => p.route.path === path)!;
    const [source] = pairScores([page('/gutter-cleaning-in-huron'), page('/fall-cleanup-in-huron')]);
    expect(source!.score).toBeLessThan(ctx.model.site.nearDuplicateLimit ?? 0.6);
  });

  it('sees a sentence copied with the name of the new service written in ("fall cleanups" → "gutter cleanings")', () => {
    const raw = withGutterCleaning();
    raw.templates[2].blocks[1].intro = 'Book complete gutter cleanings, or choose only the pieces your yard needs.';
    raw.templates[1].blocks[2].intro = 'Book complete fall cleanups, or choose only the pieces your yard needs.';
    const { model, routes } = build(raw);
    expect(
      copiedTexts(model, routes).find((c) => c.page === '/gutter-cleaning-in-sandusky' && c.kind === 'otherService')
        ?.texts,
    ).toContain('Book complete gutter cleanings, or choose only the pieces your yard needs.');
  });

  it("finds Sandusky's own text pasted for Port Clinton with only the town's name changed", () => {
    const raw = base();
    const sandusky = raw.towns[1];
    const paragraph =
      'Sandusky lots run narrow between the old brick houses, so we bring a compact mower and trim along every shared driveway. Bay wind dries Sandusky lawns by July, which is when we raise the deck and water early.';
    sandusky.pages['lawn-care'].blocks.hero.text = paragraph;
    raw.towns.push({
      ...structuredClone(sandusky),
      slug: 'port-clinton',
      name: 'Port Clinton',
      county: 'Ottawa',
      postalCode: '43452',
      isBase: undefined,
    });
    raw.towns[2].pages['lawn-care'].blocks.hero.text = paragraph.replaceAll('Sandusky', 'Port Clinton');
    const ctx = context(raw);
    const copies = checks['copied-sentences']!(ctx);
    expect(copies).toEqual([
      expect.objectContaining({
        page: '/lawn-care-in-port-clinton',
        pointer: '/towns/2/pages/lawn-care/blocks/hero/text',
        message:
          'The sentences “Port Clinton lots run narrow between the old brick houses, so we bring a compact mower and trim along every shared driveway.” “Bay wind dries Port Clinton lawns by July, which is when we raise the deck and water early.” are Sandusky’s own text (on /lawn-care-in-sandusky), with only the town’s name changed.',
        hint: 'Write Port Clinton’s own version of these sentences in Hero banner “Lawn Care in Port Clinton”.',
      }),
    ]);
  });

  it("finds Sandusky's text pasted for Port Clinton with the name changed but Sandusky's county and postal code kept", () => {
    const raw = base();
    const sandusky = raw.towns[1];
    const paragraph = `Sandusky lots run narrow between the old brick houses of ${sandusky.county} County, so we bring a compact mower. Every yard in ${sandusky.postalCode} gets the bay wind by July, which is when we raise the deck and water early.`;
    sandusky.pages['lawn-care'].blocks.hero.text = paragraph;
    raw.towns.push({
      ...structuredClone(sandusky),
      slug: 'port-clinton',
      name: 'Port Clinton',
      county: 'Ottawa',
      postalCode: '43452',
      isBase: undefined,
    });
    raw.towns[2].pages['lawn-care'].blocks.hero.text = paragraph.replaceAll('Sandusky', 'Port Clinton');
    const copies = copiedTexts(...(Object.values(build(raw)) as [SiteModel, DoctorContext['routes']]));
    expect(copies).toEqual([
      expect.objectContaining({
        kind: 'otherTown',
        page: '/lawn-care-in-port-clinton',
        texts: paragraph
          .replaceAll('Sandusky', 'Port Clinton')
          .split(/(?<=\.) /)
          .map((s) => s.trim()),
        from: { name: 'Sandusky', page: '/lawn-care-in-sandusky' },
      }),
    ]);
  });

  it("sees Fall Cleanup's checklist kept as a list of short lines; a block's few badges are no list", () => {
    const checklist = [
      'Leaf blowing and vacuuming',
      'Leaf hauling and disposal',
      'Final mow of the season',
      'Core aeration',
      'Perennial cutback',
    ];
    const badges = ['Licensed & Insured', 'Family Owned', 'Free Estimates'];
    const raw = withGutterCleaning();
    for (const template of raw.templates.slice(1)) {
      template.blocks[0].badges = badges;
      const list = template.blocks.find((b: Raw) => b.type === 'ServiceList');
      list.groups = [
        { heading: 'Leaves & Lawn', items: checklist.slice(0, 3) },
        { heading: 'Beds', items: checklist.slice(3) },
      ];
    }
    // Her own list, beside it, with one of Fall Cleanup's lines in it: hers.
    raw.templates[2].blocks.push({
      type: 'ServiceList',
      id: 'gutters',
      heading: 'What a Gutter Visit Covers',
      groups: [
        {
          heading: 'Gutters',
          items: ['Scoop and bag', 'Flush every downspout', 'Reseal leaky seams', 'Final mow of the season'],
        },
      ],
    });
    const { model, routes } = build(raw);
    const onGutter = copiedTexts(model, routes).filter((c) => c.page === '/gutter-cleaning-in-huron');
    const lists = onGutter.filter((c) => c.texts.includes('Core aeration'));
    expect(lists).toEqual([
      expect.objectContaining({
        kind: 'otherService',
        field: 'line',
        pointer: '/templates/2/blocks/1/groups',
        texts: checklist,
        from: { name: 'Fall Cleanup', page: '/fall-cleanup-in-huron' },
      }),
    ]);
    expect(onGutter.some((c) => c.texts.some((t) => badges.includes(t) || t === 'Scoop and bag'))).toBe(false);
    const ctx = context(raw);
    const finding = checks['copied-sentences']!(ctx).find((f) => f.pointer === '/templates/2/blocks/1/groups')!;
    expect(finding.message).toBe(
      'The lines “Leaf blowing and vacuuming” “Leaf hauling and disposal” “Final mow of the season” and 2 more are Fall Cleanup’s text (on /fall-cleanup-in-huron).',
    );
    expect(finding.hint).toBe(
      'Write Gutter Cleaning’s own version of these lines in Service checklist “Fall Cleanup Services in Huron”, or leave them out.',
    );
  });

  it('two honest paragraphs are no copy; a page score over the limit names the shared part to rewrite or leave out', () => {
    const raw = base();
    const reasons = {
      type: 'WhyChoose',
      id: 'why',
      heading: 'Why {town} Picks Our Crew',
      items: [
        {
          icon: 'calendar',
          title: 'Same Crew Every Week',
          description:
            'The same two people mow your lawn every week, so they know where the sprinkler heads are and which corner stays wet after rain. They text before they come and again when the gate is latched behind them.',
        },
        {
          icon: 'truck',
          title: 'Clippings Gone',
          description:
            'Clippings are bagged or mulched back in as you prefer, and the walks are blown clean before we leave. We carry spare blades so a dull cut never tears the grass on a hot afternoon.',
        },
      ],
    };
    raw.templates[0].blocks.push(reasons);
    raw.towns[0].pages['lawn-care'].blocks.hero.text =
      'Huron yards meet the lake wind head on. We mow a notch higher there and edge the beach paths.';
    raw.towns[1].pages['lawn-care'].blocks.hero.text =
      'Sandusky has narrow city lots. A compact mower reaches every corner along the fences.';
    const ctx = context(raw);
    expect(checks['copied-sentences']!(ctx)).toEqual([]);
    const { model, routes } = ctx;
    const huron = routes.find((r) => r.path === '/lawn-care-in-huron')!;
    expect(templateLikeness(model, huron)).toBeGreaterThan(0.6);
    const advice = nearDuplicates(ctx).find(
      (f) => f.page === '/lawn-care-in-huron' && f.message.includes('every town shares'),
    )!;
    expect(advice.hint).toBe(
      'Most of it is text every town shares, in Reasons to choose us “Why Huron Picks Our Crew”. Each of these parts that Huron’s page has in its own words, or goes without, brings it down: write Huron’s own version, or leave the part out of Huron’s page (in Add town, its box “Leave out of Huron’s page”; on the template, its choice “Only for these towns”). The limit is the setting “Allowed likeness of town pages” under Website settings.',
    );
  });

  it("words the findings in the editor's German, the block named by its German kind", () => {
    // As the editor's server chooses it (editor/server/language.ts): the schema's titles in German too.
    chooseProblemLanguage('de', schemaWordsIn(schema, 'de'));
    try {
      const ctx = context(withGutterCleaning());
      const reasons = checks['copied-sentences']!(ctx).find(
        (f) => f.page === '/gutter-cleaning-in-huron' && f.message.includes('Cleanups run from'),
      )!;
      expect(reasons.message).toBe(
        "Die Sätze „Cleanups run from October to December.“ „Book early and we'll time the visit to when your trees are bare.“ sind Text von Fall Cleanup (auf /fall-cleanup-in-huron).",
      );
      expect(reasons.hint).toBe(
        'Schreiben Sie eine eigene Fassung dieser Sätze für Gutter Cleaning in Gründe für uns „Why Huron Trusts Us Each Fall“, oder lassen Sie sie weg.',
      );
    } finally {
      chooseProblemLanguage('en');
    }
  });

  it('leaves the default site and the examples without a finding (their services and towns have words of their own)', () => {
    for (const file of [
      'site.json',
      ...['elektriker-koeln', 'plombier-lyon', 'plumber-leeds', 'pool-spa-sarasota'].map(
        (e) => `examples/${e}/site.json`,
      ),
    ]) {
      const { model, routes, problems } = validate(
        { file, raw: JSON.parse(readFileSync(file, 'utf8')), positions: new Map() },
        sitePaths(file).imagesDir,
      );
      expect(problems, file).toEqual([]);
      expect(copiedTexts(model, routes), file).toEqual([]);
    }
  });
});
