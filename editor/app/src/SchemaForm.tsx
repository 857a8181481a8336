// One form from the site's JSON Schema (rjsf), for the value at a site.json pointer. Field ids are
// "f" + the field's pointer, so a problem's pointer leads straight to its field.
import { memo, useMemo } from 'react';
import Form from '@rjsf/core';
import type { ErrorSchema, RegistryFieldsType, RJSFSchema, UiSchema } from '@rjsf/utils';
import { validatorFor } from './validator';
import { ADVICE, templates } from './form-templates';
import { widgetFields, widgets } from './widgets';
import { segmentsOf } from './pointer';
import type { Problem } from './api';

interface Props {
  schema: RJSFSchema;
  pointer: string;
  value: unknown;
  /** Problems, and the doctor's advice (marked), shown at their fields. */
  problems: (Problem & { advice?: boolean })[];
  onChange: (pointer: string, value: unknown) => void;
  uiSchema?: UiSchema;
}

/** `'ui:field': 'none'` leaves a property out of the form (rjsf's hidden widget covers only single values). */
const fields: RegistryFieldsType = { none: () => null, ...widgetFields };

export const fieldId = (pointer: string) => `f${pointer}`;

/** The server's problems under `base`, shaped as rjsf's error tree. */
function errorTree(problems: Props['problems'], base: string): ErrorSchema {
  const tree: Record<string, unknown> = {};
  for (const problem of problems) {
    if (problem.pointer !== base && !problem.pointer.startsWith(`${base}/`)) continue;
    let node = tree;
    for (const segment of segmentsOf(problem.pointer.slice(base.length))) node = (node[segment] ??= {}) as Record<string, unknown>;
    const text = problem.hint ? `${problem.message} ${problem.hint}` : problem.message;
    ((node.__errors ??= []) as string[]).push(problem.advice ? `${ADVICE}${text}` : text);
  }
  return tree as ErrorSchema;
}

/** A text left at its default shows the default's words, greyed, so an empty box never hides what the site says (the labels). */
function defaultsAsPlaceholders(schema: RJSFSchema): UiSchema {
  return Object.fromEntries(Object.entries(schema.properties ?? {})
    .filter(([, p]) => typeof p === 'object' && typeof p.default === 'string')
    .map(([name, p]) => [name, { 'ui:placeholder': (p as RJSFSchema).default }]));
}

export const SchemaForm = memo(function SchemaForm({ schema, pointer, value, problems, onChange, uiSchema }: Props) {
  const errors = useMemo(() => errorTree(problems, pointer), [problems, pointer]);
  const placeholders = useMemo(() => defaultsAsPlaceholders(schema), [schema]);
  return (
    <Form
      schema={schema}
      uiSchema={{ ...placeholders, 'ui:submitButtonOptions': { norender: true }, ...uiSchema }}
      formData={value}
      validator={validatorFor(schema)}
      templates={templates}
      widgets={widgets}
      fields={fields}
      idPrefix={fieldId(pointer)}
      idSeparator="/"
      noValidate
      showErrorList={false}
      extraErrors={errors}
      experimental_defaultFormStateBehavior={{ emptyObjectFields: 'skipDefaults', arrayMinItems: { populate: 'never' }, constAsDefaults: 'never' }}
      onChange={(event) => onChange(pointer, event.formData)}
      tagName="div"
    />
  );
});
