// The schema's own words (titles, descriptions, examples) in the editor's language. English stays in
// schema/site.schema.json; another language's are in schema.<language>.json, keyed by where each
// word sits in the schema ("$defs/Hero/properties/heading" → { title, description, examples }).
// The editor's server hands the app the schema in its language; its forms and every name drawn from
// a title (field names, the block chooser, history) follow.
import de from './schema.de.json' with { type: 'json' };
import type { EditorLanguage } from './index';

export interface SchemaWords {
  title?: string;
  description?: string;
  examples?: unknown[];
}
type Translation = Record<string, SchemaWords>;

export const SCHEMA_WORDS: Partial<Record<EditorLanguage, Translation>> = { de: de as Translation };

/** The words a place may have; a place is where a schema node sits: "$defs/Hero/properties/heading" (its JSON pointer without the leading slash). */
const SCHEMA_WORD_KEYS = ['title', 'description', 'examples'] as const;

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
      // Values and VS Code's own words are not the editor's: defaults, constants, snippets, markdown help.
      else if (!['default', 'const', 'enum', 'defaultSnippets', 'markdownDescription', 'errorMessage'].includes(key))
        walk(value, [...at, key]);
    }
    if (Object.keys(words).length) found.set(at.join('/'), words);
  };
  walk(schema, []);
  return found;
}

const translated = new WeakMap<object, Map<EditorLanguage, unknown>>();

/** The schema with its words in `language` (the same object for English, or a language without a file). */
export function schemaInLanguage<T>(schema: T, language: EditorLanguage): T {
  const words = SCHEMA_WORDS[language];
  if (!words) return schema;
  const kept = translated.get(schema as object) ?? new Map<EditorLanguage, unknown>();
  translated.set(schema as object, kept);
  if (kept.has(language)) return kept.get(language) as T;
  const copy = structuredClone(schema);
  for (const [place, own] of Object.entries(words)) {
    let node: unknown = copy;
    for (const segment of place ? place.split('/') : [])
      node = (node as Record<string, unknown> | undefined)?.[segment];
    if (!node || typeof node !== 'object') continue; // a place the schema no longer has (the completeness test says so)
    for (const key of SCHEMA_WORD_KEYS)
      if (own[key] !== undefined && key in node) (node as Record<string, unknown>)[key] = own[key];
  }
  titlesBesideRefs(copy);
  kept.set(language, copy);
  return copy;
}

/**
 * A property without a title of its own is named by its property name in English ("heading" →
 * "Heading", schema-view.ts), which rjsf puts before its definition's title: in another language it
 * takes its definition's title instead ("Überschrift").
 */
function titlesBesideRefs(root: unknown): void {
  const defs = ((root as { $defs?: Record<string, { title?: string }> }).$defs ?? {}) as Record<
    string,
    { title?: string }
  >;
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const properties = (node as { properties?: Record<string, Record<string, unknown>> }).properties;
    for (const property of Object.values(properties ?? {})) {
      const ref = typeof property?.$ref === 'string' ? property.$ref.split('/').pop()! : undefined;
      if (ref && property.title === undefined && defs[ref]?.title) property.title = defs[ref].title;
    }
    Object.values(node).forEach(walk);
  };
  walk(root);
}
