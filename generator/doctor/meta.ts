// Every page has one <title> and one meta description, of a length search results show well.
import { metaPointer } from './locate';
import type { Check, Finding } from './types';

// Search results cut titles near 60 characters and descriptions near 160; much shorter ones waste the space.
const limits = { title: { min: 30, max: 60 }, description: { min: 70, max: 160 } } as const;

export function pageMeta($: import('cheerio').CheerioAPI) {
  return {
    titles: $('head title')
      .map((_, el) => $(el).text().trim())
      .get(),
    descriptions: $('head meta[name="description"]')
      .map((_, el) => ($(el).attr('content') ?? '').trim())
      .get(),
  };
}

export const meta: Check = ({ model, pages }) => {
  const findings: Finding[] = [];
  for (const { route, $ } of pages) {
    if (route.kind === 'alias') continue; // an alias shows its main page's title; checked there
    const { titles, descriptions } = pageMeta($);
    for (const [field, values] of [
      ['title', titles],
      ['description', descriptions],
    ] as const) {
      const add = (severity: Finding['severity'], message: string, hint: string) =>
        findings.push({
          check: 'meta',
          severity,
          page: route.path,
          pointer: metaPointer(route, model, field),
          message,
          hint,
        });
      const text = values[0] ?? '';
      const { min, max } = limits[field];
      if (values.length > 1)
        add(
          'error',
          `The page has ${values.length} ${field}s; it must have exactly one.`,
          'This is a bug in the page layout; tell a developer (src/renderer or generator/render/document.ts).',
        );
      if (!text)
        add('error', `The page has no ${field}.`, `Write a ${field} of ${min}–${max} characters for this page.`);
      else if (text.length < min)
        add(
          'warning',
          `The ${field} "${text}" is short (${text.length} characters).`,
          `Search results show about ${max}; aim for ${min}–${max} characters that say what the page offers and where.`,
        );
      else if (text.length > max)
        add(
          'warning',
          `The ${field} is long (${text.length} characters); search results cut it after about ${max}.`,
          `Shorten it to ${min}–${max} characters, most important words first.`,
        );
    }
  }
  return findings;
};
