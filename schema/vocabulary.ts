// The keywords schema/site.schema.json uses beyond JSON Schema, registered in every ajv that compiles
// it (the check, the editor's form validator) so ajv's strict mode knows them:
// `errorMessage` (ajv-errors) turns a failed pattern or format into words for the person editing;
// `markdownDescription` and `defaultSnippets` are VS Code's hover and completion, annotations only;
// `editorWidget` names the site editor's own widget for a value a generic field shows poorly
// ("week-hours", "paragraph"), annotation only: editor/app/src/editor-widgets.tsx picks it up;
// `enumTitles` gives each value of an `enum` its name in words, which the editor's lists show instead
// of the value ("Full height" for "full"), annotation only; `notText: true` marks a field whose strings
// are names of things or choices of form, never words a visitor reads (the near-copy guard and the
// editor's own-text boxes skip it: shared/site/not-text.ts), annotation only.
import type { Ajv } from 'ajv';
import ajvErrors from 'ajv-errors';

const editorKeywords = ['markdownDescription', 'defaultSnippets', 'editorWidget', 'enumTitles', 'notText'];

export function addSiteVocabulary<T extends Ajv>(ajv: T): T {
  ajv.addVocabulary(editorKeywords);
  ajvErrors(ajv);
  return ajv;
}
