import { describe, expect, it } from 'vitest';
import { templateScores } from '../../../generator/doctor/near-duplicates';
import { parseHtml } from '../../../generator/doctor/dom';
import type { DoctorContext, DoctorPage } from '../../../generator/doctor/types';
import type { Route } from '../../../generator/model/route';
import type { SiteModel } from '../../../schema/generated/site';
import { jaccard, shingles, withoutTown } from '../../../generator/doctor/shingles';
import { makeDist, run } from './fixture';

describe('near-duplicates check', () => {
  it('scores the most similar pair of each template', () => {
    const [score] = templateScores(makeDist());
    expect(score.template).toBe('lawn-care');
    expect(score.worst!.score).toBeLessThan(0.6);
  });

  it('reports town pages that differ only by the town name', () => {
    const sameText =
      'We mow every week, edge the walks, feed the lawn in spring and autumn and haul every clipping away, all across TOWNNAME and the roads around it.';
    const ctx = makeDist({
      pages: {
        '/lawn-care-in-huron': ($) => $('main p').first().text(sameText.replace('TOWNNAME', 'Huron')),
        '/lawn-care-in-sandusky': ($) => $('main p').first().text(sameText.replace('TOWNNAME', 'Sandusky')),
      },
    });
    const findings = run('near-duplicates', ctx);
    expect(findings).toEqual([
      expect.objectContaining({ severity: 'error', page: '/lawn-care-in-huron', pointer: '/towns/0/pages/lawn-care' }),
    ]);
    expect(findings[0].message).toBe(
      'Its text is 100% the same as /lawn-care-in-sandusky, town names aside (the limit is 60%).',
    );
    expect(findings[0].hint).toBe(
      'Write Huron’s own text for this page (its hero text, introduction and specialty cards), or Sandusky’s for theirs. The limit is the setting “Allowed likeness of town pages” under Website settings.',
    );
    expect(findings[0].byHand).toBe(
      'In site.json: towns → huron → pages → "lawn-care"; the limit is "site.nearDuplicateLimit".',
    );
  });

  it("reports a town page that is the template's own text with only the name changed, however unlike the other towns", () => {
    const findings = run(
      'near-duplicates',
      makeDist({
        model: (_model, routes) => {
          // Sandusky added as one entry, without copy of its own: its hero text is the template's.
          const route = routes.find((r) => r.path === '/lawn-care-in-sandusky')!;
          delete route.town!.pages;
          Object.assign(
            route.blocks.find((b) => b.type === 'Hero')!,
            { text: 'Mowing and feeding for Sandusky lawns.' },
          );
        },
      }),
    );
    expect(findings).toEqual([
      expect.objectContaining({
        severity: 'error',
        page: '/lawn-care-in-sandusky',
        pointer: '/towns/1',
        message: 'Its text is 100% the text every town shares, with only the town’s name changed (the limit is 60%).',
        byHand: 'In site.json: towns → sandusky → pages → "lawn-care"; the limit is "site.nearDuplicateLimit".',
      }),
    ]);
    // With copy of its own (the fixture as written), it is not.
    expect(run('near-duplicates', makeDist())).toEqual([]);
  });

  it('uses site.nearDuplicateLimit', () => {
    const ctx = makeDist({
      model: (model) => {
        model.site.nearDuplicateLimit = 0.01;
      },
    });
    // The pair, and each page against the template's own text.
    expect(run('near-duplicates', ctx)).toHaveLength(3);
  });

  it('measures Jaccard similarity of 5-word shingles', () => {
    expect(jaccard(shingles('one two three four five six'), shingles('one two three four five seven'))).toBeCloseTo(
      1 / 3,
    );
    expect(withoutTown('Lawns in Huron; see /lawn-care-in-huron', ['Huron', 'huron'])).toBe(
      'Lawns in TOWN; see /lawn-care-in-TOWN',
    );
  });

  it('names each page once, with the page it is most like: a site of many alike towns gets a finding per page, not per pair', () => {
    const same =
      'We mow every week, edge the walks, feed the lawn in spring and autumn and haul every clipping away. Call for a visit this week.';
    const town = (name: string, text: string): DoctorPage => ({
      route: {
        kind: 'town',
        path: `/lawn-care-in-${name.toLowerCase()}`,
        town: { name, slug: name.toLowerCase() },
        template: { id: 'lawn-care' },
      } as unknown as Route,
      file: '',
      $: parseHtml(`<main><p>${text}</p></main>`),
    });
    const pages = [
      town('Huron', same),
      town('Sandusky', same),
      town('Vermilion', same),
      town('Milan', 'Milan lawns sit on clay by the canal, so we aerate each fall and seed what the winter thinned.'),
    ];
    const ctx = { model: { site: {} } as SiteModel, routes: [], pages, outDir: '' } satisfies DoctorContext;
    const [score] = templateScores(ctx);
    // Three pairs over the limit (Huron, Sandusky and Vermilion alike): each page named once, with its closest copy.
    expect(score!.over.map(({ a, b, score }) => [a.route.path, b.route.path, score])).toEqual([
      ['/lawn-care-in-huron', '/lawn-care-in-sandusky', 1],
      ['/lawn-care-in-sandusky', '/lawn-care-in-vermilion', 1],
    ]);
    expect(score!.worst!.score).toBe(1);
    expect(templateScores(ctx)).toBe(templateScores(ctx)); // scored once per doctor run: its check and its report
  });
});
