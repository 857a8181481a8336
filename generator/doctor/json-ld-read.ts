// Reading the JSON-LD blocks of a page: every typed object, top-level or nested.
import type { CheerioAPI } from 'cheerio';

export type Thing = Record<string, unknown>;

export interface JsonLd {
  /** Top-level objects (each should carry @context). */
  roots: Thing[];
  /** Every object with an @type, nested ones included (a Service's provider, a list's items). */
  typed: Thing[];
  /** Parse errors, one per broken <script>. */
  broken: string[];
}

export const typesOf = (thing: Thing): string[] =>
  [thing['@type']].flat().filter((t): t is string => typeof t === 'string');

export function readJsonLd($: CheerioAPI): JsonLd {
  const result: JsonLd = { roots: [], typed: [], broken: [] };
  $('script[type="application/ld+json"]').each((_, el) => {
    let value: unknown;
    try {
      value = JSON.parse($(el).text());
    } catch (error) {
      result.broken.push((error as Error).message);
      return;
    }
    for (const root of [value].flat()) {
      if (!root || typeof root !== 'object') continue;
      const graph = (root as Thing)['@graph'];
      result.roots.push(...(Array.isArray(graph) ? (graph as Thing[]) : [root as Thing]));
      collect(root, result.typed);
    }
  });
  return result;
}

function collect(value: unknown, out: Thing[]) {
  if (Array.isArray(value)) value.forEach((v) => collect(v, out));
  else if (value && typeof value === 'object') {
    if ((value as Thing)['@type'] !== undefined) out.push(value as Thing);
    Object.values(value).forEach((v) => collect(v, out));
  }
}
