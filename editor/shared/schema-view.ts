// The part of the site's JSON Schema a form shows, readied for people: every property gets a label
// made from its name when the schema has no title ("postalCode" → "Postal code"). The schema file
// itself is not changed here.
import type { RJSFSchema } from '@rjsf/utils';
import { segmentsOf } from './pointer';
import { t } from './i18n';

type Node = RJSFSchema & { $defs?: Record<string, RJSFSchema> };

/** Names whose words would still be a developer's ("Href"): what she calls them (fields.plain.<name>). */
const PLAIN_NAMES = new Set(['href', 'slug']);

export const humanize = (name: string) => {
  if (PLAIN_NAMES.has(name)) return t(`fields.plain.${name as 'href' | 'slug'}`);
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const HEX_COLOUR = '^#[0-9a-fA-F]{6}$';
/** A file-name pattern ending in picture extensions, e.g. ^[a-z0-9][a-z0-9-]*\.(png|jpg|svg)$. */
const PICTURE_FILE = /\\\.\((?:[a-z]+\|)*(?:jpg|png|svg)(?:\|[a-z]+)*\)\$$/;

function withTitles(node: unknown, name?: string): unknown {
  if (Array.isArray(node)) return node.map((n) => withTitles(n));
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    // The schema's examples are for reading (VS Code, the descriptions); rjsf would offer them as values.
    if (key === 'examples') continue;
    out[key] =
      key === 'properties' || key === '$defs'
        ? Object.fromEntries(
            Object.entries(value as object).map(([k, v]) => [k, withTitles(v, key === 'properties' ? k : undefined)]),
          )
        : key === 'const' || key === 'enum' || key === 'default'
          ? value
          : key === 'oneOf'
            ? (value as Record<string, unknown>[]).map(optionWithTitle)
            : withTitles(value);
  }
  if (name && !out.title) out.title = humanize(name); // beside a $ref too: rjsf merges the two
  // A hex colour gets a colour picker (rjsf's colour widget) instead of a text box.
  if (out.pattern === HEX_COLOUR) out.format = 'color';
  // A picture's file name gets the picture picker; beside an alt text (every Image) it asks for that too.
  if (typeof out.pattern === 'string' && PICTURE_FILE.test(out.pattern)) out.format = 'picture';
  const properties = out.properties as Record<string, RJSFSchema> | undefined;
  if (properties?.src?.format === 'picture' && properties.alt)
    properties.src = { ...properties.src, format: 'picture-with-alt' };
  return out;
}

/** A oneOf option is offered by its description ("Closed all day") rather than "Option 2". */
function optionWithTitle(option: Record<string, unknown>): unknown {
  const out = withTitles(option) as Record<string, unknown>;
  if (!out.title && typeof out.description === 'string') out.title = out.description.replace(/\.$/, '');
  return out;
}

const prepared = new WeakMap<object, Node>();
/** The whole prepared schema, as a form of all of site.json would show it, by its $defs: every form's schema carries them. */
const rootsByDefs = new WeakMap<object, RJSFSchema>();
export const rootOf = (schema: RJSFSchema): RJSFSchema | undefined =>
  schema.$defs ? rootsByDefs.get(schema.$defs) : undefined;

/** The whole site schema readied for forms: what the forms' validator is compiled from (editor/vite.config.ts). */
export function formsRoot(siteSchema: RJSFSchema): RJSFSchema {
  const root = schemaAt(siteSchema, '');
  return rootOf(root) ?? root;
}

/**
 * The schema of the value at a site.json pointer (following $refs, arrays and objects), with the $defs it
 * needs. Given the model, a block (a oneOf told apart by a discriminator) is its own type's schema.
 */
export function schemaAt(root: RJSFSchema, pointer: string, model?: unknown): RJSFSchema {
  let full = prepared.get(root);
  if (!full) {
    full = withTitles(root) as Node;
    prepared.set(root, full);
    const { $id: _id, $schema: _schema, ...whole } = full;
    if (full.$defs) rootsByDefs.set(full.$defs, whole);
  }
  const defs = full.$defs ?? {};
  // A $ref's definition with the words beside it ("Saturday" beside #/$defs/Hours), as rjsf merges them.
  const deref = (node: RJSFSchema, value?: unknown): RJSFSchema => {
    if (node.$ref) {
      const { $ref, ...beside } = node;
      return { ...deref(defs[$ref.split('/').pop()!], value), ...beside };
    }
    const chosen = node.discriminator
      ? (value as Record<string, unknown> | undefined)?.[node.discriminator.propertyName]
      : undefined;
    return typeof chosen === 'string' && defs[chosen] ? defs[chosen] : node;
  };
  /** A property of an object, or of the oneOf option that has it (open hours: opens, closes). */
  const propertyOf = (node: RJSFSchema, name: string): RJSFSchema | undefined =>
    (node.properties?.[name] ??
      ((node.oneOf ?? []) as RJSFSchema[]).map((option) => deref(option)).find((option) => option.properties?.[name])
        ?.properties?.[name]) as RJSFSchema | undefined;
  let node: RJSFSchema = full;
  let value = model;
  for (const segment of segmentsOf(pointer)) {
    node = deref(node, value);
    value = (value as Record<string, unknown> | undefined)?.[segment];
    if (/^\d+$/.test(segment) && node.items) node = node.items as RJSFSchema;
    else
      node =
        propertyOf(node, segment) ?? (typeof node.additionalProperties === 'object' ? node.additionalProperties : {});
  }
  const { $id: _id, $schema: _schema, ...own } = deref(node, value) as Node;
  return { ...own, $defs: defs };
}

/** The same schema without some properties (a page's blocks are edited in their own list). */
export function without(schema: RJSFSchema, names: string[]): RJSFSchema {
  const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).filter(([k]) => !names.includes(k)));
  return { ...schema, properties, required: schema.required?.filter((r) => !names.includes(r)) };
}

export interface BlockTypeHelp {
  type: string;
  title: string;
  description: string;
}

/** A block type's name for people ("Numbers" for Stats): its schema title, the name every list of blocks shows. */
export const blockTitle = (root: RJSFSchema, type: string): string =>
  String((root as Node).$defs?.[type]?.title ?? type);

/** The block types of the schema with their names for people and what each shows, for the block chooser, by name in the schema's language. */
export function blockTypes(root: RJSFSchema): BlockTypeHelp[] {
  const defs = (root as Node).$defs ?? {};
  return ((defs.Block?.oneOf ?? []) as RJSFSchema[])
    .map((ref) => {
      const type = ref.$ref!.split('/').pop()!;
      return { type, title: blockTitle(root, type), description: String(defs[type]?.description ?? '') };
    })
    .sort((a, b) => a.title.localeCompare(b.title));
}

/** The schema of one $defs entry (a block type), with the $defs it refers to. */
export function definitionSchema(root: RJSFSchema, name: string): RJSFSchema {
  const full = schemaAt(root, '');
  const defs = (full as Node).$defs ?? {};
  return { ...((defs[name] ?? {}) as object), $defs: defs } as RJSFSchema;
}
