// One form from the site's JSON Schema (rjsf), for the value at a site.json pointer. Field ids are
// "f" + the field's pointer, so a problem's pointer leads straight to its field.
import { memo, useMemo } from 'react';
import Form from '@rjsf/core';
import type { ErrorSchema, RegistryFieldsType, RJSFSchema, UiSchema } from '@rjsf/utils';
import { validatorFor } from './validator';
import { fieldMessage, templates } from './form-templates';
import { widgetFields, widgets } from './widgets';
import { segmentsOf } from '../../shared/pointer';
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
    for (const segment of segmentsOf(problem.pointer.slice(base.length)))
      node = (node[segment] ??= {}) as Record<string, unknown>;
    ((node.__errors ??= []) as string[]).push(fieldMessage(problem));
  }
  return tree as ErrorSchema;
}

/** The form's texts the site leaves at their defaults: what the site says there (a label's English words). */
function textDefaults(schema: RJSFSchema): Record<string, string> {
  return Object.fromEntries(
    Object.entries(schema.properties ?? {})
      .filter(([, p]) => typeof p === 'object' && typeof p.default === 'string')
      .map(([name, p]) => [name, (p as RJSFSchema).default as string]),
  );
}

/**
 * A text left at its default is shown as its words in the box, not as a grey placeholder that reads
 * as empty (she retyped the footer's line). Unchanged, it stays out of site.json: `written` drops
 * every default the value did not have and the form still holds as it was.
 */
function withDefaults(value: unknown, defaults: Record<string, string>): unknown {
  if (!Object.keys(defaults).length) return value;
  value ??= {}; // a part left out of site.json (no labels at all) still shows the words the site uses
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const missing = Object.fromEntries(Object.entries(defaults).filter(([name]) => !(name in value)));
  return { ...missing, ...value };
}

function written(formData: unknown, value: unknown, defaults: Record<string, string>): unknown {
  if (!Object.keys(defaults).length || !formData || typeof formData !== 'object' || Array.isArray(formData))
    return formData;
  const had = (value ?? {}) as Record<string, unknown>;
  const out = { ...(formData as Record<string, unknown>) };
  for (const [name, text] of Object.entries(defaults)) if (!(name in had) && out[name] === text) delete out[name];
  return value === undefined && !Object.keys(out).length ? undefined : out;
}

export const SchemaForm = memo(function SchemaForm({ schema, pointer, value, problems, onChange, uiSchema }: Props) {
  const errors = useMemo(() => errorTree(problems, pointer), [problems, pointer]);
  const defaults = useMemo(() => textDefaults(schema), [schema]);
  const shown = useMemo(() => withDefaults(value, defaults), [value, defaults]);
  return (
    <Form
      schema={schema}
      uiSchema={{ 'ui:submitButtonOptions': { norender: true }, ...uiSchema }}
      formData={shown}
      validator={validatorFor(schema)}
      templates={templates}
      widgets={widgets}
      fields={fields}
      idPrefix={fieldId(pointer)}
      idSeparator="/"
      noValidate
      showErrorList={false}
      extraErrors={errors}
      experimental_defaultFormStateBehavior={{
        emptyObjectFields: 'skipDefaults',
        arrayMinItems: { populate: 'never' },
        constAsDefaults: 'never',
      }}
      onChange={(event) => onChange(pointer, written(event.formData, value, defaults))}
      tagName="div"
    />
  );
});
