// Which texts hold sentences rather than a few words, so their form shows a box of several lines that
// grows with the text (ParagraphWidget) instead of a one-line field the person must scroll sideways.
// The rule: a free text (no list of choices, pattern or format) that is long by its schema (maxLength
// over 500: the schema's limits up to that are for a line — a heading, a question, a picture's
// description, a list item — and from 1000 for sentences) or by its name: the property, or the
// definition its $ref names (`Intro`).
import type { RJSFSchema, UiSchema } from '@rjsf/utils';

const LONG_TEXT_NAMES = new Set(['paragraph', 'description', 'intro', 'body', 'text', 'answer', 'excerpt']);
const LONG_MAX_LENGTH = 500;

/** Whether a text is long; `names` are its property's name and the name of the definition it comes from. */
export function isLongText(schema: RJSFSchema, names: (string | undefined)[]): boolean {
  if (schema.type !== 'string' || schema.enum || schema.const !== undefined || schema.pattern || schema.format)
    return false;
  return (
    (schema.maxLength ?? 0) > LONG_MAX_LENGTH || names.some((name) => !!name && LONG_TEXT_NAMES.has(name.toLowerCase()))
  );
}

type Defs = Record<string, RJSFSchema>;

/**
 * rjsf's uiSchema giving every long text under `schema` the paragraph box; undefined when there is none.
 * `seen` holds the $refs being walked, so a definition inside itself (a menu link's children) ends.
 */
export function longTextUiSchema(
  node: RJSFSchema,
  name?: string,
  defs: Defs = (node.$defs ?? {}) as Defs,
  seen: string[] = [],
): UiSchema | undefined {
  const ref = node.$ref?.split('/').pop();
  if (ref) {
    if (seen.includes(ref) || !defs[ref]) return undefined;
    const { $ref: _ref, ...beside } = node;
    return longTextUiSchema({ ...defs[ref], ...beside }, name, defs, [...seen, ref]);
  }
  if (isLongText(node, [name, seen.at(-1)])) {
    // The form's own uiSchema for this field is replaced, so a default shown greyed (SchemaForm) is kept here.
    return {
      'ui:widget': 'paragraph',
      ...(typeof node.default === 'string' ? { 'ui:placeholder': node.default } : {}),
    };
  }
  const ui: UiSchema = {};
  if (node.items && typeof node.items === 'object' && !Array.isArray(node.items)) {
    const items = longTextUiSchema(node.items as RJSFSchema, undefined, defs, seen);
    if (items) ui.items = items;
  }
  for (const [key, property] of Object.entries(node.properties ?? {})) {
    const inner = typeof property === 'object' ? longTextUiSchema(property as RJSFSchema, key, defs, seen) : undefined;
    if (inner) ui[key] = inner;
  }
  // rjsf gives a oneOf/anyOf option its parent's uiSchema, so an option's long texts are named here too.
  for (const option of (node.oneOf ?? node.anyOf ?? []) as RJSFSchema[]) {
    const inner = longTextUiSchema(option, undefined, defs, seen);
    if (inner && !inner['ui:widget']) Object.assign(ui, inner);
  }
  return Object.keys(ui).length ? ui : undefined;
}
