// Modules the editor's Vite config makes at start (editor/vite.config.ts).
declare module 'virtual:form-validators' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
  const validateFns: ValidatorFunctions;
  export default validateFns;
}
