// The schema an editor such as VS Code reads for a site.json of several languages
// (schema/site-languages.schema.json, npm run gen:types): the site's schema where each text may also
// be written as its translations, `{ "en": …, "es": … }` (docs/decisions/0008), each entry held to
// the text's own rules. For help while typing only: npm run check holds each language's site to
// site.schema.json, and names a fact or a name written per language.

type Schema = Record<string, unknown>;

/** Keywords whose value is a schema, a list of schemas, or a map of names to schemas. */
const ONE = new Set([
  'items',
  'additionalProperties',
  'unevaluatedProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
]);
const LIST = new Set(['anyOf', 'oneOf', 'allOf', 'prefixItems']);
const MAP = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);
/** The words for people: said once, beside both ways of writing the text. */
const PEOPLE = new Set(['title', 'description', 'markdownDescription', 'examples', 'default', 'deprecated']);

const isSchema = (node: unknown): node is Schema => !!node && typeof node === 'object' && !Array.isArray(node);

function walk(node: unknown): unknown {
  if (!isSchema(node)) return node;
  const out = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      ONE.has(key)
        ? walk(value)
        : LIST.has(key) && Array.isArray(value)
          ? value.map(walk)
          : MAP.has(key) && isSchema(value)
            ? Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, walk(sub)]))
            : value,
    ]),
  );
  // A choice (enum, const: a block's type) is never a text to translate.
  if (out.type !== 'string' || 'enum' in out || 'const' in out) return out;
  const words = Object.fromEntries(Object.entries(out).filter(([key]) => PEOPLE.has(key)));
  const text = Object.fromEntries(Object.entries(out).filter(([key]) => !PEOPLE.has(key)));
  return {
    ...words,
    anyOf: [
      text,
      {
        type: 'object',
        minProperties: 1,
        propertyNames: { pattern: '^[a-z]{2,3}$' }, // a language's key: "es" for es-US
        additionalProperties: text,
      },
    ],
  };
}

/** `schema` (site.schema.json) with every text writable as its translations, under its own `$id`. */
export function withTranslations(schema: Schema): Schema {
  const $id = String(schema.$id).replace(/site\.schema\.json$/, 'site-languages.schema.json');
  return { ...(walk(schema) as Schema), $id };
}
