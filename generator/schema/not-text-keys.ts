// The names of the fields marked `"notText": true` in the schema (or whose definition is): names of
// things and choices of form, never words a visitor reads. Written to schema/generated/not-text.json
// for shared/site/not-text.ts, so the mark in the schema is the one place a field is said to be one.
import { schemaChildren, type SchemaNode } from './schema-nodes';

export function notTextKeys(schema: SchemaNode): string[] {
  const defs = (schema.$defs ?? {}) as Record<string, SchemaNode>;
  const marked = (node: SchemaNode) => {
    const ref = typeof node.$ref === 'string' ? defs[node.$ref.replace('#/$defs/', '')] : undefined;
    return node.notText === true || ref?.notText === true;
  };
  const keys = new Set<string>();
  const walk = (node: SchemaNode) => {
    for (const [path, child] of schemaChildren(node)) {
      if (path[0] === 'properties' && marked(child)) keys.add(path[1]!);
      walk(child);
    }
  };
  walk(schema);
  return [...keys].sort();
}
