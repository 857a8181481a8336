// Where the schema names the editor's own widget (`"editorWidget": "week-hours"`, registered in
// schema/vocabulary.ts), this field makes it rjsf's `ui:field` or `ui:widget` for that value. It
// wraps rjsf's SchemaField, so it sees every value of every form, however deep, inside a oneOf
// option or behind a $ref (a keyword keyed on the $ref alone would be lost: rjsf resolves it first).
// It also keeps an emptied text that may be empty as "" (keepsEmptyText), and names a list's choices
// in words (enumTitles).
import { getDefaultRegistry } from '@rjsf/core';
import type { FieldProps, RJSFSchema, UiSchema } from '@rjsf/utils';

const RjsfSchemaField = getDefaultRegistry().fields.SchemaField;

type WithEditorWidget = RJSFSchema & { editorWidget?: string };

/** What a widget shows around itself: a paragraph in a list is named by its place ("Paragraph 2"), not by the same label over each. */
const AROUND: Record<string, UiSchema> = { paragraph: { 'ui:label': false } };

/** The widget the schema asks for, on the value itself or on the definition its $ref names. */
function editorWidgetOf(schema: WithEditorWidget, root: RJSFSchema): string | undefined {
  if (schema.editorWidget) return schema.editorWidget;
  const name = schema.$ref?.split('/').pop();
  return name ? (root.$defs?.[name] as WithEditorWidget | undefined)?.editorWidget : undefined;
}

/**
 * A required text the schema allows empty (a picture's alt text: empty for a decorative picture) stays ""
 * when its box is cleared: rjsf would remove it, and the check would then ask for a missing property.
 */
const keepsEmptyText = (schema: RJSFSchema, required?: boolean) =>
  !!required &&
  schema.type === 'string' &&
  schema.minLength === undefined &&
  !schema.pattern &&
  !schema.enum &&
  !schema.format;

export function SchemaFieldWithEditorWidgets(props: FieldProps) {
  const name = editorWidgetOf(props.schema, props.registry.rootSchema);
  // A list of choices shows each in words (the schema's enumTitles), never its value.
  const enumTitles = (props.schema as { enumTitles?: Record<string, string> }).enumTitles;
  if (enumTitles) props = { ...props, uiSchema: { 'ui:enumNames': enumTitles, ...props.uiSchema } };
  if (!name)
    return keepsEmptyText(props.schema, props.required) ? (
      <RjsfSchemaField {...props} uiSchema={{ 'ui:emptyValue': '', ...props.uiSchema }} />
    ) : (
      <RjsfSchemaField {...props} />
    );
  const key = name in props.registry.fields ? 'ui:field' : 'ui:widget';
  return <RjsfSchemaField {...props} uiSchema={{ [key]: name, ...AROUND[name], ...props.uiSchema }} />;
}
