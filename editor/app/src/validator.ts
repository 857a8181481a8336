// rjsf's validator, precompiled from the site's schema when the editor starts (editor/vite.config.ts),
// so nothing is compiled in the browser and the CSP needs no 'unsafe-eval'. The editor shows the
// server's problems (the catalogue's words); rjsf uses this only to pick between oneOf options.
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import validateFns from 'virtual:form-validators';
import { formsRoot, rootOf } from '../../shared/schema-view';

const validators = new WeakMap<RJSFSchema, ValidatorType>();
/** A shown schema's root → the root its validator was compiled from (validateAs). */
const compiledRoots = new WeakMap<RJSFSchema, RJSFSchema>();

/**
 * Forms of `shown` (the site's schema with the site's own defaults: editor/shared/site-defaults.ts) are
 * validated as forms of `compiled`, the schema as the server sent it: rjsf finds a compiled validator
 * by a hash of its schema, defaults included, and defaults check nothing.
 */
export function validateAs(shown: RJSFSchema, compiled: RJSFSchema): void {
  compiledRoots.set(formsRoot(shown), formsRoot(compiled));
}

/**
 * The validator of a form's schema. rjsf checks that a form's root schema is the one compiled; every
 * form here shows a part of the site's schema with all of its $defs (schema-view.ts), whose oneOf
 * options are the compiled ones, so the form's schema stands for the whole one in that check.
 */
export function validatorFor(formSchema: RJSFSchema): ValidatorType {
  const root = rootOf(formSchema);
  if (!root)
    throw new Error(
      "A form schema must come from schema-view.ts (schemaAt or definitionSchema), which carries the site schema's $defs.",
    );
  let validator = validators.get(root);
  if (!validator) {
    const compiledRoot = compiledRoots.get(root) ?? root;
    const compiled = createPrecompiledValidator(validateFns, compiledRoot);
    const asRoot = (schema: RJSFSchema) => (rootOf(schema) === root ? compiledRoot : schema);
    validator = Object.assign(Object.create(compiled) as ValidatorType, {
      isValid: (schema: RJSFSchema, formData: unknown, formRoot: RJSFSchema) =>
        compiled.isValid(schema, formData, asRoot(formRoot)),
      rawValidation: (schema: RJSFSchema, formData: unknown) => compiled.rawValidation(asRoot(schema), formData),
    });
    validators.set(root, validator);
  }
  return validator;
}
