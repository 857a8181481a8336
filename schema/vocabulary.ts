// The keywords schema/site.schema.json uses beyond JSON Schema, registered in every ajv that compiles
// it (the check, the editor's form validator) so ajv's strict mode knows them:
// `errorMessage` (ajv-errors) turns a failed pattern or format into words for the person editing;
// `markdownDescription` and `defaultSnippets` are VS Code's hover and completion, annotations only.
import type { Ajv } from 'ajv';
import ajvErrors from 'ajv-errors';

export const editorKeywords = ['markdownDescription', 'defaultSnippets'];

export function addSiteVocabulary<T extends Ajv>(ajv: T): T {
  ajv.addVocabulary(editorKeywords);
  ajvErrors(ajv);
  return ajv;
}
