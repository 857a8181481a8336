// The schema's own words (titles, descriptions, examples, the errorMessage of a value it explains, and
// the enumTitles that name a list's choices) in the editor's language. Each part's words in another
// language are in a file beside it (a block's src/blocks/<Type>/schema.de.json, schema/parts/);
// `npm run gen:types` writes the English schema and each language's words by place
// (schema/generated/words.de.json, schema/words-by-place.ts), read here. The editor's server hands the app the
// schema in its language; its forms and every name drawn from a title (field names, the block chooser,
// history) follow, and so do the check's problems, which name fields by their titles (schemaWordsIn).
import de from '../../../schema/generated/words.de.json' with { type: 'json' };
import fr from '../../../schema/generated/words.fr.json' with { type: 'json' };
import es from '../../../schema/generated/words.es.json' with { type: 'json' };
import nl from '../../../schema/generated/words.nl.json' with { type: 'json' };
import pl from '../../../schema/generated/words.pl.json' with { type: 'json' };
import pt from '../../../schema/generated/words.pt.json' with { type: 'json' };
import it from '../../../schema/generated/words.it.json' with { type: 'json' };
import { SCHEMA_WORD_KEYS, schemaWordsOf, type SchemaWords, type Translation } from '../../../schema/words-by-place';
import type { OtherLanguage } from '../../../shared/site/languages/languages';
import type { EditorLanguage } from './index';

export { schemaWordsOf } from '../../../schema/words-by-place';

/** Each language's words by place ("$defs/Hero/properties/heading"). */
export const SCHEMA_WORDS: Record<OtherLanguage, Translation> = { de, fr, es, nl, pl, pt, it };

const translated = new WeakMap<object, Map<EditorLanguage, unknown>>();

/** The schema with its words in `language` (the same object for English, or a language without a file). */
export function schemaInLanguage<T>(schema: T, language: EditorLanguage): T {
  if (language === 'en') return schema;
  const words = SCHEMA_WORDS[language];
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

/** The texts of an errorMessage, by keyword ("" for one text for every keyword). */
const errorTexts = (words: SchemaWords['errorMessage']): [string, string][] =>
  typeof words === 'string' ? [['', words]] : Object.entries(words ?? {});

const translators = new WeakMap<object, Map<EditorLanguage, (english: string) => string | undefined>>();

/**
 * The schema's English words (a title, a description, an errorMessage) in `language`, found by the
 * English text: how the check's problems, worded from the English schema, name fields in the editor's
 * language (generator/errors/language.ts). A text the schema has at several places has the same words
 * at each (the tests say so); undefined for a text the language has no words for.
 */
export function schemaWordsIn(schema: object, language: EditorLanguage): (english: string) => string | undefined {
  const kept = translators.get(schema) ?? new Map<EditorLanguage, (english: string) => string | undefined>();
  translators.set(schema, kept);
  const known = kept.get(language);
  if (known) return known;
  const own: Translation = language === 'en' ? {} : SCHEMA_WORDS[language];
  const byEnglish = new Map<string, string>();
  for (const [place, english] of schemaWordsOf(schema)) {
    const words = own[place];
    if (!words) continue;
    for (const key of ['title', 'description'] as const)
      if (english[key] && words[key] && !byEnglish.has(english[key])) byEnglish.set(english[key], words[key]);
    const translated = new Map(errorTexts(words.errorMessage));
    for (const [keyword, text] of errorTexts(english.errorMessage)) {
      const inLanguage = translated.get(keyword);
      if (inLanguage && !byEnglish.has(text)) byEnglish.set(text, inLanguage);
    }
  }
  const translate = (english: string) => byEnglish.get(english);
  kept.set(language, translate);
  return translate;
}
