// What a visitor reads on a rendered page: text nodes and the attributes read out or shown (alt,
// aria-label, title, placeholder). Used by the editor's "Find text on the site" and by the test that
// every word comes from site.json.
import * as cheerio from 'cheerio';
import type { AnyNode } from 'domhandler';

const READ_ATTRIBUTES = ['alt', 'aria-label', 'title', 'placeholder'];

/** Every piece of text a visitor reads on the page's body; text without a letter (©, →, *, numbers) is left out. */
export function visibleTexts(html: string): string[] {
  const $ = cheerio.load(html);
  $('script, style, template').remove();
  // A <noscript> copy of a picture holds markup as text; its pictures are read like the others.
  $('noscript').each((_, el) => {
    $(el).replaceWith($($(el).text()));
  });
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
