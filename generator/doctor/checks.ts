// Every check the doctor runs, by name. Each one is a pure function of the built site and the model.
// Checks of one page at a time are marked: what each finds on a page depends on that page's HTML
// alone (judged against the facts its page key is made from), so the doctor does not judge again a
// page that passed and was not rendered again (memory.ts). The others compare pages or read the
// model, and judge every page each run (from what they read of each page, kept by its page key).
import { aliases } from './aliases';
import { altText } from './alt-text';
import { breadcrumbs } from './breadcrumbs';
import { canonical } from './canonical';
import { copiedSentences } from './copied-sentences';
import { facts } from './facts';
import { headings } from './headings';
import { images } from './images';
import { jsonLd } from './json-ld';
import { links } from './links';
import { meta } from './meta';
import { nap } from './nap';
import { nearDuplicates } from './near-duplicates';
import { pageWeight } from './page-weight';
import { robots } from './robots';
import { sitemap } from './sitemap';
import type { Check } from './types';
import { uniqueMeta } from './unique-meta';

export const checks: Record<string, Check> = {
  links,
  aliases,
  images,
  meta,
  'unique-meta': uniqueMeta,
  headings,
  'alt-text': altText,
  canonical,
  sitemap,
  robots,
  'json-ld': jsonLd,
  breadcrumbs,
  nap,
  facts,
  'near-duplicates': nearDuplicates,
  'page-weight': pageWeight,
  'copied-sentences': copiedSentences,
};

export const onePageChecks = new Set([
  'meta',
  'headings',
  'alt-text',
  'canonical',
  'json-ld',
  'breadcrumbs',
  'nap',
  'page-weight',
]);
