// The schema's words (titles, descriptions, examples, the errorMessage of a value it explains, and the
// enumTitles that name a list's choices) by place: where a schema node sits, its JSON pointer without
// the leading slash ("$defs/Hero/properties/heading"). `npm run gen:types` writes each editor
// language's words so (schema/generated/words.<language>.json), which the editor applies to the
// English schema. Pure: the generator and the editor both read it.

export interface SchemaWords {
  title?: string;
  description?: string;
  examples?: unknown[];
  /** What the check says of a value not written as the schema asks: one text, or one per keyword ({ pattern: … }). */
  errorMessage?: string | Record<string, string>;
  /** Each value of a list of choices in words, by its value ({ full: "Full height" }). */
  enumTitles?: Record<string, string>;
}
export type Translation = Record<string, SchemaWords>;

/** The words a place may have; a place is where a schema node sits: "$defs/Hero/properties/heading" (its JSON pointer without the leading slash). */
export const SCHEMA_WORD_KEYS = ['title', 'description', 'examples', 'errorMessage', 'enumTitles'] as const;

/** Every node that has words of its own, by its place: what a translation must cover. */
export function schemaWordsOf(schema: unknown): Map<string, SchemaWords> {
  const found = new Map<string, SchemaWords>();
  const walk = (node: unknown, at: string[]) => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => walk(item, [...at, String(i)]));
      return;
    }
    if (!node || typeof node !== 'object') return;
    const words: SchemaWords = {};
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'title' || key === 'description') && typeof value === 'string') words[key] = value;
      else if (key === 'examples' && Array.isArray(value)) words.examples = value;
      else if (key === 'errorMessage' && (typeof value === 'string' || (value && typeof value === 'object')))
        words.errorMessage = value as SchemaWords['errorMessage'];
      else if (key === 'enumTitles' && value && typeof value === 'object')
        words.enumTitles = value as Record<string, string>;
      // Values and VS Code's own words are not the editor's: defaults, constants, snippets, markdown help.
      else if (!['default', 'const', 'enum', 'defaultSnippets', 'markdownDescription'].includes(key))
        walk(value, [...at, key]);
    }
    if (Object.keys(words).length) found.set(at.join('/'), words);
  };
  walk(schema, []);
  return found;
}
