// Every text a person writes has a maximum length in the schema, so a 4.5 MB review or button label is
// refused by the check in words (E-TEXT-TOO-LONG) before it becomes a page. A part gives a text its own
// limit where its kind asks for one (a title 120, a heading 200, a sentence or two 500, an intro 1000,
// a review 2000, a paragraph 3000); any other text is a line (a name, a label, a button, a badge, a
// list item) and gets LINE_MAX_LENGTH here, when the schema is assembled. Not texts, so left alone: a
// choice (enum, const), a value of a fixed form (pattern, format) and a field marked notText (names of
// things, addresses of links and files), with all that is inside it.
import { schemaChildren, setAt, type SchemaNode } from './schema-nodes';

/** The longest line: a name, a label, a button, a badge, a list item. */
export const LINE_MAX_LENGTH = 200;

/** A string a person writes in words, whatever its limit. */
function isText(node: SchemaNode): boolean {
  const types = Array.isArray(node.type) ? node.type : [node.type];
  return (
    types.includes('string') &&
    node.enum === undefined &&
    node.const === undefined &&
    node.pattern === undefined &&
    node.format === undefined
  );
}

/** A copy of the schema in which every text without a maximum length has the line's. */
export function withTextLimits(node: SchemaNode): SchemaNode {
  if (node.notText === true) return node;
  const out: SchemaNode = {
    ...node,
    ...(isText(node) && node.maxLength === undefined ? { maxLength: LINE_MAX_LENGTH } : {}),
  };
  for (const [path, child] of schemaChildren(node)) setAt(out, path, withTextLimits(child));
  return out;
}

/** Where in `schema` a text has no maximum length (paths of keywords and names), for the test that none has. */
export function textsWithoutLimit(schema: SchemaNode, path: string[] = []): string[] {
  if (schema.notText === true) return [];
  const own = isText(schema) && schema.maxLength === undefined ? [path.join('/')] : [];
  return [...own, ...schemaChildren(schema).flatMap(([step, child]) => textsWithoutLimit(child, [...path, ...step]))];
}
