// Which of the texts a visitor reads on a rendered page cannot be traced to the site's data.
import { visibleTexts } from '../../../generator/text/visible-text';

export { visibleTexts };

/** A label written with {placeholders}, as a pattern a filled-in text matches. */
function templatePattern(template: string): RegExp {
  const escaped = template.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.+?')}$`, 's');
}

/**
 * The texts of `html` that are neither part of one of the `known` strings (site.json's text, the
 * labels, facts formatted from them) nor a `template` with its placeholders filled in.
 */
export function untraceable(html: string, known: Iterable<string>, templates: Iterable<string>): string[] {
  // A template's own words count as known too: a component may show them in pieces (© {year} {name}).
  const strings = [...known, ...templates];
  const patterns = [...templates].map(templatePattern);
  return [...new Set(visibleTexts(html))].filter(
    (text) => !strings.some((s) => s.includes(text)) && !patterns.some((p) => p.test(text)),
  );
}

/** Every string inside a value. */
export function stringsIn(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) value.forEach((v) => stringsIn(v, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => stringsIn(v, into));
  return into;
}
