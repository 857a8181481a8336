// Where a JSON Schema node holds other schema nodes, so a walk visits fields and never mistakes a
// property named like a keyword ("title", "de") for one.
export type SchemaNode = Record<string, unknown>;

/** Keywords whose value is one schema. */
const ONE = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames'];
/** Keywords whose value is a list of schemas. */
const LIST = ['oneOf', 'anyOf', 'allOf', 'prefixItems'];
/** Keywords whose value maps names to schemas. */
const MAP = ['properties', 'patternProperties', '$defs', 'dependentSchemas'];

const isNode = (value: unknown): value is SchemaNode => !!value && typeof value === 'object' && !Array.isArray(value);

/** Each schema node directly inside `node`, with the keys that lead to it (["properties", "heading"]). */
export function schemaChildren(node: SchemaNode): [string[], SchemaNode][] {
  const children: [string[], SchemaNode][] = [];
  for (const key of ONE) if (isNode(node[key])) children.push([[key], node[key]]);
  for (const key of LIST)
    if (Array.isArray(node[key]))
      (node[key] as unknown[]).forEach((child, i) => isNode(child) && children.push([[key, String(i)], child]));
  for (const key of MAP)
    if (isNode(node[key]))
      for (const [name, child] of Object.entries(node[key])) if (isNode(child)) children.push([[key, name], child]);
  return children;
}

/** Sets the node at `path` (keys of nested objects and arrays), copying the containers on the way so the parts stay as read. */
export function setAt(node: SchemaNode, path: string[], value: SchemaNode): void {
  let at = node as Record<string, unknown>;
  for (const step of path.slice(0, -1)) {
    const next = at[step] as Record<string, unknown> | unknown[];
    const copied = Array.isArray(next) ? [...next] : { ...next };
    at[step] = copied;
    at = copied as Record<string, unknown>;
  }
  at[path[path.length - 1]!] = value;
}
