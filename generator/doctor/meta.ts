// Every page has one <title> and one meta description, of a length search results show well.
import { metaPointer } from './locate';
import { say } from './say';
import { reading } from './memory';
import type { Check, DoctorPage, Finding } from './types';
import type { Said } from './words';

// Search results cut titles near 60 characters and descriptions near 160; much shorter ones waste the space.
const limits = { title: { min: 30, max: 60 }, description: { min: 70, max: 160 } } as const;

type PageMeta = { titles: string[]; descriptions: string[] };

/** A page's titles and descriptions, read once (this check and unique-meta.ts ask for each field). */
export const pageMeta = (page: DoctorPage): PageMeta =>
  reading(page, 'meta', () => ({
    titles: page
      .$('head title')
      .map((_, el) => page.$(el).text().trim())
      .get(),
    descriptions: page
      .$('head meta[name="description"]')
      .map((_, el) => (page.$(el).attr('content') ?? '').trim())
      .get(),
  }));

export const meta: Check = ({ model, pages }) => {
  const findings: Finding[] = [];
  for (const page of pages) {
    const { route } = page;
    if (route.kind === 'alias') continue; // an alias shows its main page's title; checked there
    const { titles, descriptions } = pageMeta(page);
    for (const [field, values] of [
      ['title', titles],
      ['description', descriptions],
    ] as const) {
      const add = (severity: Finding['severity'], words: Said) =>
        findings.push({
          check: 'meta',
          severity,
          page: route.path,
          pointer: metaPointer(route, model, field),
          ...words,
        });
      const text = values[0] ?? '';
      const { min, max } = limits[field];
      if (values.length > 1) add('error', say('metaMany', field, values.length));
      if (!text) add('error', say('metaMissing', field, min, max));
      else if (text.length < min) add('warning', say('metaShort', field, text, min, max));
      else if (text.length > max) add('warning', say('metaLong', field, text.length, min, max));
    }
  }
  return findings;
};
