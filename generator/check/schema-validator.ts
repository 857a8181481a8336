// Stage 2a: check site.json against schema/site.schema.json with ajv, turning ajv's errors into
// problems a non-developer can act on (catalogue.ts holds the words).
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import schema from '../../schema/site.schema.json' with { type: 'json' };
import { addSiteVocabulary } from '../../schema/vocabulary';
import { catalogue } from '../errors/catalogue';
import { fieldFormatAt } from '../errors/field-formats';
import type { Problem } from '../errors/problem';
import { escapePointer } from '../model/walk';

type SchemaNode = {
  title?: string;
  description?: string;
  properties?: Record<string, SchemaNode>;
  $ref?: string;
  oneOf?: SchemaNode[];
};
const defs = (schema as unknown as { $defs: Record<string, SchemaNode> }).$defs;
const blockTypes: string[] = (defs.Block.oneOf ?? []).map((ref) => ref.$ref!.split('/').pop()!);

// allErrors: every problem at once (ajv-errors needs it too). Strict (ajv's default): a keyword the
// schema misspells or ajv does not know stops the check instead of being ignored.
const ajv = addSiteVocabulary(new Ajv2020({ allErrors: true, discriminator: true, verbose: true }));
addFormats(ajv);
ajv.addSchema(schema);
const validateSite = ajv.getSchema(schema.$id) as ValidateFunction;
const validateBlock = ajv.getSchema(`${schema.$id}#/$defs/Block`) as ValidateFunction;

export function schemaProblems(value: unknown): Problem[] {
  return validateSite(value) ? [] : toProblems(validateSite.errors ?? [], '');
}

/** Checks one block (a template block after a town's overrides), reporting at `basePointer`. */
export function blockProblems(block: unknown, basePointer: string): Problem[] {
  return validateBlock(block) ? [] : toProblems(validateBlock.errors ?? [], basePointer);
}

function resolve(node: SchemaNode | undefined): SchemaNode | undefined {
  return node?.$ref ? defs[node.$ref.split('/').pop()!] : node;
}

function toProblems(errors: ErrorObject[], base: string): Problem[] {
  // A failed oneOf (e.g. opening hours) explains itself; drop the noise of each branch under it.
  const oneOfs = errors.filter((e) => e.keyword === 'oneOf');
  const kept = errors.filter(
    (e) =>
      e.keyword === 'oneOf' ||
      !oneOfs.some(
        (o) =>
          e.schemaPath.startsWith(o.schemaPath.replace(/\/oneOf$/, '/oneOf/')) &&
          e.instancePath.startsWith(o.instancePath),
      ),
  );
  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const error of kept) {
    const problem = toProblem(error, base);
    if (!problem) continue;
    const key = `${problem.pointer} ${problem.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      problems.push(problem);
    }
  }
  return problems;
}

function toProblem(e: ErrorObject, base: string): Problem | undefined {
  const pointer = base + e.instancePath;
  const parent = e.parentSchema as SchemaNode | undefined;
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'additionalProperties':
      return {
        pointer: `${pointer}/${escapePointer(String(p.additionalProperty))}`,
        atKey: true,
        ...catalogue.unknownProperty(String(p.additionalProperty), Object.keys(parent?.properties ?? {})),
      };
    case 'required': {
      // At the missing field itself, named by its title: the editor shows the words under that field.
      const name = String(p.missingProperty);
      const field = parent?.properties?.[name];
      const title = field?.title ?? resolve(field)?.title ?? name;
      return {
        pointer: `${pointer}/${escapePointer(name)}`,
        ...catalogue.missingProperty(title, resolve(field)?.description),
      };
    }
    case 'type':
      return { pointer, ...catalogue.wrongType(String(p.type), parent?.description) };
    case 'enum':
      return { pointer, ...catalogue.notAllowed(e.data, p.allowedValues as unknown[]) };
    case 'const':
      return { pointer, ...catalogue.notAllowed(e.data, [p.allowedValue]) };
    case 'pattern':
      return { pointer, ...catalogue.badPattern(e.data, parent?.description) };
    case 'format':
      return { pointer, ...catalogue.badFormat(e.data, String(p.format), parent?.description) };
    case 'minLength':
      return { pointer, ...catalogue.tooShort(Number(p.limit)) };
    case 'maxLength':
      return { pointer, ...catalogue.tooLong(Number(p.limit), typeof e.data === 'string' ? [...e.data].length : 0) };
    case 'minItems':
      return { pointer, ...catalogue.tooFew(Number(p.limit)) };
    case 'maxItems':
      return { pointer, ...catalogue.tooMany(Number(p.limit)) };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return { pointer, ...catalogue.outOfRange(`${p.comparison} ${p.limit}`) };
    case 'discriminator':
      return {
        pointer: p.error === 'tag' ? pointer : `${pointer}/type`,
        ...catalogue.unknownBlockType(p.tagValue, blockTypes),
      };
    case 'oneOf':
      return { pointer, ...catalogue.noMatch(parent?.description) };
    case 'errorMessage':
      return { pointer, ...fieldFormatAt(e.schemaPath)(e.data, e.message ?? '') };
    default:
      return { pointer, ...catalogue.schemaOther(e.message) };
  }
}
