// The schema is the help people read in the editor, in VS Code and in `npm run check`: every value
// has a human title and a one-sentence description that says more than the title, every pattern
// and format says in words how to write the value, and every block type says what the visitor sees.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import schema from '../../../schema/site.schema.json' with { type: 'json' };
import { addSiteVocabulary } from '../../../schema/vocabulary';
import { LABEL_DEFAULTS, LABEL_FACTS } from '../../../shared/site/labels';

type Node = Record<string, unknown> & {
  title?: string;
  description?: string;
  $ref?: string;
  pattern?: string;
  format?: string;
  type?: unknown;
  examples?: unknown[];
  errorMessage?: Record<string, string>;
  properties?: Record<string, Node>;
  $defs?: Record<string, Node>;
  items?: Node;
};
const root = schema as unknown as Node;
const defs = root.$defs!;
const target = (node: Node) => (node.$ref ? defs[node.$ref.split('/').pop()!] : undefined);

/** Every value a person fills in: each property, list item and definition, with where it is. */
function values(node: unknown, at = ''): { at: string; node: Node }[] {
  if (Array.isArray(node)) return node.flatMap((n, i) => values(n, `${at}/${i}`));
  if (!node || typeof node !== 'object') return [];
  const found: { at: string; node: Node }[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (['const', 'enum', 'default', 'examples', 'errorMessage', 'defaultSnippets'].includes(key)) continue;
    if (key === 'properties' || key === '$defs') {
      for (const [name, sub] of Object.entries(value as Record<string, Node>))
        found.push({ at: `${at}/${key}/${name}`, node: sub }, ...values(sub, `${at}/${key}/${name}`));
    } else if (key === 'items' && !Array.isArray(value)) {
      found.push({ at: `${at}/items`, node: value as Node }, ...values(value, `${at}/items`));
    } else found.push(...values(value, `${at}/${key}`));
  }
  return found;
}
const all = values(root);
/** The choices of a oneOf or anyOf (a paragraph or a heading, one service or a list), which values() walks through without listing them. */
const options = all.flatMap(({ at, node }) =>
  (['oneOf', 'anyOf'] as const).flatMap((key) =>
    Array.isArray(node[key])
      ? (node[key] as Node[]).map((option, i) => ({ at: `${at}/${key}/${i}`, node: option }))
      : [],
  ),
);
const words = (text: string): string[] => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
const FILLER = new Set(['a', 'an', 'the', 'of', 'this', 'its', 'to', 'for', 'and', 'or', 'in', 'on', 's']);
const siteAjv = () => {
  const ajv = addSiteVocabulary(new Ajv2020({ allErrors: true, discriminator: true }));
  addFormats(ajv);
  ajv.addSchema(schema);
  return ajv;
};
const blockTypes = (defs.Block as { oneOf: { $ref: string }[] }).oneOf.map((r) => r.$ref.split('/').pop()!);

describe('schema help', () => {
  it('walks every value of the schema', () => expect(all.length).toBeGreaterThan(500));

  it("gives every property, list item and definition a title and a description (its own or its reference's)", () => {
    const missing = all
      .filter(({ node }) => !(node.title ?? target(node)?.title) || !(node.description ?? target(node)?.description))
      .map((v) => v.at);
    expect(missing).toEqual([]);
  });

  it('has descriptions that say more than their title, in one sentence', () => {
    const repeats = all
      .filter(
        ({ node }) =>
          node.title &&
          node.description &&
          words(node.description).filter((w) => !FILLER.has(w) && !words(node.title!).includes(w)).length < 2,
      )
      .map((v) => `${v.at}: ${v.node.description}`);
    expect(repeats).toEqual([]);
    const long = all
      .filter(({ node }) => (node.description?.replace(/e\.g\./g, 'eg').match(/[.!?] [A-Z]/g) ?? []).length > 0)
      .map((v) => `${v.at}: ${v.node.description}`);
    expect(long).toEqual([]);
  });

  it('explains in words how to write every pattern and format', () => {
    const unexplained = all
      .filter(
        ({ node }) => (node.pattern && !node.errorMessage?.pattern) || (node.format && !node.errorMessage?.format),
      )
      .map((v) => v.at);
    expect(unexplained).toEqual([]);
    const messages = all.flatMap(({ node }) => Object.values(node.errorMessage ?? {}));
    for (const message of messages) expect(message, 'a message shows how, by example').toMatch(/ like .+\.$|\.$/);
    expect(messages.filter((m) => /\\d|\^\w|\[[a-z0-9]-|\(\?:|\{\d,?\d*\}/.test(m))).toEqual([]); // no regular expression in the words
  });

  it('says what the visitor sees for every block type, under a human name', () => {
    // Every block type has its folder, and every folder its schema type.
    const folders = readdirSync('src/blocks', { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect([...blockTypes].sort()).toEqual(folders.sort());
    for (const type of blockTypes) {
      const { title, description } = defs[type];
      expect(title, type).toMatch(/^[A-Z][a-z]/);
      expect(title, `${type}: a name for people, not the type`).not.toMatch(/^[A-Z][a-z]+[A-Z]/);
      expect(words(description!).length, `${type}: ${description}`).toBeGreaterThanOrEqual(12);
      expect(description, `${type}: no developer words`).not.toMatch(/collections\.|\[\]|\bslug\b|\bid\b|Block type/);
    }
  });

  it('keeps developer shorthand out of every description', () => {
    const shorthand = all
      .filter(({ node }) => /Block type \w+\.|\[\]|\bDoctor:|HH:MM/.test(node.description ?? ''))
      .map((v) => `${v.at}: ${v.node.description}`);
    expect(shorthand).toEqual([]);
  });

  it('offers VS Code snippets for a town, a blog post, a page pattern and the common blocks, each valid once filled in', () => {
    const ajv = siteAjv();
    // A snippet's ${1:text} becomes its text; a "^…" string is a raw value (a number, true or false).
    const filled = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(filled);
      if (value && typeof value === 'object')
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, filled(v)]));
      if (typeof value !== 'string') return value;
      const text = value.replace(/\$\{\d+:([^}]*)\}/g, '$1');
      return text.startsWith('^') ? JSON.parse(text.slice(1)) : text;
    };
    const withSnippets = Object.entries(defs).filter(([, node]) => node.defaultSnippets);
    expect(withSnippets.map(([name]) => name)).toEqual(
      expect.arrayContaining(['Town', 'Post', 'Template', 'Hero', 'TextWithImage', 'Faq', 'CtaBand']),
    );
    for (const [name, node] of withSnippets) {
      const validate = ajv.getSchema(`${schema.$id}#/$defs/${name}`)!;
      for (const snippet of node.defaultSnippets as { label: string; body: unknown }[]) {
        expect(validate(filled(snippet.body)), `${name} "${snippet.label}": ${ajv.errorsText(validate.errors)}`).toBe(
          true,
        );
      }
    }
  });

  it('shows by example every value a person types, each example valid by its own rules', () => {
    const typed = [...all, ...options].filter(
      ({ node }) => ['string', 'number', 'integer'].includes(node.type as string) && !node.enum && !('const' in node),
    );
    expect(typed.length).toBeGreaterThan(250);
    expect(typed.filter(({ node }) => !(node.examples ?? target(node)?.examples)?.length).map((v) => v.at)).toEqual([]);

    // Each is checked against its own schema, found by its place in the whole one so its $refs resolve.
    const ajv = siteAjv();
    const withExamples = [...all, ...options].filter(({ node }) => node.examples);
    const invalid = withExamples.flatMap(({ at, node }) => {
      const validate = ajv.getSchema(`${schema.$id}#${at.split('/').map(encodeURIComponent).join('/')}`)!;
      return node
        .examples!.filter((example) => !validate(example))
        .map((example) => `${at}: ${JSON.stringify(example)}: ${ajv.errorsText(validate.errors)}`);
    });
    expect(invalid).toEqual([]);

    // A label's example uses only the placeholders the site fills in for that label, as `npm run check` demands.
    const labels = defs.Labels.properties!;
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    const unknown = Object.entries(labels).flatMap(([key, node]) =>
      ((node.examples ?? []) as string[]).flatMap((example) => {
        const allowed = [...placeholders(LABEL_DEFAULTS[key as keyof typeof LABEL_DEFAULTS] ?? ''), ...LABEL_FACTS];
        return placeholders(example)
          .filter((name) => !allowed.includes(name))
          .map((name) => `labels.${key}: {${name}}`);
      }),
    );
    expect(unknown).toEqual([]);
  });
});
