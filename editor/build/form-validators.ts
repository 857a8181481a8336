// rjsf's validator, compiled ahead of time from the site's schema (as the editor's forms see it), so
// the browser never compiles code at run time and the editor's CSP needs no 'unsafe-eval'. This is
// rjsf's own `compileSchemaValidatorsCode` with one difference: ESM output names each function
// itself (rjsf's keys are schema hashes such as "-28e33dac", which are not valid export names), and
// a default export maps the hashes back to the functions, the shape `createPrecompiledValidator` takes.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import type { RJSFSchema } from '@rjsf/utils';
import schemaParser from '@rjsf/utils/lib/parser/schemaParser.js';
import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import standaloneCode from 'ajv/dist/standalone';
import Ajv2020 from 'ajv/dist/2020';
import { formsRoot } from '../shared/schema-view';
import { LANGUAGES } from '../shared/i18n';
import { schemaInLanguage } from '../shared/i18n/schema';

const VIRTUAL_ID = 'virtual:form-validators';

/**
 * Vite plugin: `virtual:form-validators`, compiled from the schema file when the editor first asks for
 * it (never stale), in each of the editor's languages: rjsf finds a form's validator by a hash of its
 * schema, words included (editor/shared/i18n/schema.ts gives the forms the schema in the editor's language).
 */
export const formValidatorsPlugin = (schemaFile: string): Plugin => ({
  name: 'editor-form-validators',
  resolveId: (id) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined),
  load: (id) => {
    if (id !== `\0${VIRTUAL_ID}`) return undefined;
    const schema = JSON.parse(readFileSync(schemaFile, 'utf8')) as RJSFSchema;
    return formValidatorsModule(LANGUAGES.map((language) => formsRoot(schemaInLanguage(schema, language))));
  },
});

/** JSON Schema 2020-12 with discriminators, as the site's check; not strict: the schema's help keywords (errorMessage, VS Code's) only pick the form here. */
export const AJV_OPTIONS = { discriminator: true, strict: false } as const;

/** The formats schema-view.ts adds pick a widget and check nothing: known to Ajv, so it does not warn of each use. */
const EDITOR_FORMATS = { picture: true, 'picture-with-alt': true } as const;

/** An ES module whose default export is rjsf's map of schema hash → compiled validator function, for every root given. */
function formValidatorsModule(roots: RJSFSchema[]): string {
  // A part without words of its own hashes the same in every language: compiled once.
  const byHash = new Map(roots.flatMap((root) => Object.values(schemaParser(root))).map((s) => [String(s.$id), s]));
  const schemas = [...byHash.values()];
  const ajv = createAjvInstance(
    undefined,
    undefined,
    { ...AJV_OPTIONS, formats: EDITOR_FORMATS, code: { source: true, esm: true }, schemas },
    undefined,
    Ajv2020,
  );
  const names = Object.fromEntries(schemas.map((schema, i) => [`validate_${i}`, String(schema.$id)]));
  const entries = Object.entries(names).map(([name, hash]) => `${JSON.stringify(hash)}: ${name}`);
  return `${asImports(standaloneCode(ajv, names))}\nexport default { ${entries.join(', ')} };\n`;
}

/** Ajv's ESM output still require()s its runtime helpers: import them instead. */
function asImports(code: string): string {
  const modules = [...new Set(Array.from(code.matchAll(/require\("([^"]+)"\)/g), (m) => m[1]))];
  // A namespace import: the code reads `.default` and named exports off each helper module, which a
  // default import of a CommonJS module marked __esModule would already have unwrapped in the built app.
  const imports = modules.map((name, i) => `import * as runtime_${i} from ${JSON.stringify(name)};`);
  const body = code
    .replace(/^"use strict";/, '')
    .replace(/require\("([^"]+)"\)/g, (_, name: string) => `runtime_${modules.indexOf(name)}`);
  return `${imports.join('\n')}\n${body}`;
}
