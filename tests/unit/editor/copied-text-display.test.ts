// How the editor shows the sentence-reading near-copy guard: a copied sentence stops a publish like a
// near copy (blocksPublish), its link opens the very field it is in (or the town's own text), and the
// wizard's verdict and Finish list say what is copied and what to write, in words.
import { readFileSync } from 'node:fs';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { blocksPublish } from '../../../editor/server/publish';
import { ownTextPlace } from '../../../editor/app/src/publish/PublishBlockers';
import { pagesOverLimit, verdictOf, whatToDo } from '../../../editor/app/src/wizards/page-scores';
import type { TownSimilarity } from '../../../editor/shared/api-types';

const schema = JSON.parse(readFileSync('schema/site.schema.json', 'utf8')) as RJSFSchema;
const model = {
  towns: [{ slug: 'huron', name: 'Huron' }],
  templates: [{ id: 'gutter-cleaning', path: '/gutter-cleaning-in-{townSlug}', service: 'gutter-cleaning' }],
  services: [{ id: 'gutter-cleaning', name: 'Gutter Cleaning' }],
};
const copy = {
  kind: 'otherService' as const,
  sentences: ['Cleanups run from October to December.'],
  from: 'Fall Cleanup',
  fromPage: '/fall-cleanup-in-huron',
  message: 'The sentence “Cleanups run from October to December.” is Fall Cleanup’s text (on /fall-cleanup-in-huron).',
  fix: 'Write Gutter Cleaning’s own version of this sentence in Reasons to choose us “Why Huron Trusts Us Each Fall”, or leave it out.',
  pointer: '/templates/0/blocks/5/items/0/description',
};
const page: TownSimilarity = {
  template: 'gutter-cleaning',
  path: '/gutter-cleaning-in-huron',
  limit: 0.6,
  templateScore: 0.3,
  others: [],
  source: { template: 'fall-cleanup', name: 'Fall Cleanup', path: '/fall-cleanup-in-huron', score: 0.21 },
  copies: [copy],
};

describe('copied text in the editor', () => {
  it('stops a publish as a near copy does; other findings do not', () => {
    const finding = { check: 'copied-sentences', severity: 'error' as const, message: copy.message, hint: copy.fix };
    expect(blocksPublish(finding)).toBe(true);
    expect(blocksPublish({ ...finding, check: 'near-duplicates' })).toBe(true);
    expect(blocksPublish({ ...finding, check: 'alt-text' })).toBe(false);
    expect(blocksPublish({ ...finding, severity: 'warning' })).toBe(false);
  });

  it('links a copied sentence to its own field, and a town’s own text to where that town’s text is written', () => {
    const blocker = { check: 'copied-sentences', page: page.path, message: copy.message, hint: copy.fix };
    expect(ownTextPlace(model, schema, { ...blocker, pointer: copy.pointer })).toEqual({
      pointer: copy.pointer,
      label: 'Go to this text',
    });
    expect(
      ownTextPlace(model, schema, { ...blocker, pointer: '/towns/0/pages/gutter-cleaning/blocks/why/heading' }),
    ).toEqual({ pointer: '/templates/0/town/huron', label: 'Write Huron’s own text for its Gutter Cleaning page' });
  });

  it('is over the limit with a low score when it copies, and says what and what to write', () => {
    expect(verdictOf(page)).toBe('over');
    expect(verdictOf({ ...page, copies: [] })).toBe('passes');
    expect(verdictOf({ ...page, copies: undefined })).toBe('passes'); // an answer of before
    expect(whatToDo(page)).toEqual([`${copy.message} ${copy.fix}`]);
    expect(pagesOverLimit([{ name: 'Gutter Cleaning page for Huron', page }])).toEqual([
      `Gutter Cleaning page for Huron: ${copy.message} ${copy.fix}`,
    ]);
  });

  it('adds the shared parts to rewrite or leave out to a score over the limit', () => {
    const advice = {
      message: 'Its text is 70% the text every town shares, with only the town’s name changed (the limit is 60%).',
      fix: 'Most of it is text every town shares, in Areas served “Around Huron”. Each of these parts that Huron’s page has in its own words, or goes without, brings it down: write Huron’s own version, or leave the part out of Huron’s page (in Add town, its box “Leave out of Huron’s page”; on the template, its choice “Only for these towns”).',
    };
    const over = { ...page, copies: [], templateScore: 0.7, advice };
    expect(whatToDo(over)).toEqual([advice.fix]);
    expect(pagesOverLimit([{ name: 'Gutter Cleaning page for Huron', page: over }])).toEqual([
      `Gutter Cleaning page for Huron is 70% the same as the text every town shares (the limit is 60%). ${advice.fix}`,
    ]);
  });
});
