// What a visitor reads on a rendered page (text nodes and the attributes read out or shown: alt,
// aria-label, title, placeholder), and which of it cannot be traced to the site's data.
import * as cheerio from 'cheerio';
import type { AnyNode } from 'domhandler';

const READ_ATTRIBUTES = ['alt', 'aria-label', 'title', 'placeholder'];

/** Every piece of text a visitor reads on the page's body; text without a letter (©, →, *, numbers) is left out. */
export function visibleTexts(html: string): string[] {
  const $ = cheerio.load(html);
  $('script, style, template').remove();
  // A <noscript> copy of a picture holds markup as text; its pictures are read like the others.
  $('noscript').each((_, el) => { $(el).replaceWith($($(el).text())); });
  const texts: string[] = [];
  const visit = (node: AnyNode) => {
    if (node.type === 'text') texts.push(node.data);
    if (node.type === 'tag') {
      for (const name of READ_ATTRIBUTES) if (node.attribs[name]) texts.push(node.attribs[name]);
      node.children.forEach(visit);
    }
  };
  $('body').each((_, body) => visit(body));
  return texts.map((t) => t.trim()).filter((t) => /\p{L}/u.test(t));
}

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
  return [...new Set(visibleTexts(html))].filter((text) =>
    !strings.some((s) => s.includes(text)) && !patterns.some((p) => p.test(text)));
}

/** Every string inside a value. */
export function stringsIn(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) value.forEach((v) => stringsIn(v, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => stringsIn(v, into));
  return into;
}
