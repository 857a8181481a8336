// rjsf's own templates, with buttons that say what they do (its default theme draws icon fonts we
// do not ship). Everything else is rjsf's default markup, styled by editor.css.
import { getDefaultRegistry } from '@rjsf/core';
import {
  errorId,
  type BaseInputTemplateProps,
  type FieldErrorProps,
  type FieldTemplateProps,
  type IconButtonProps,
  type MultiSchemaFieldTemplateProps,
  type SubmitButtonProps,
  type TemplatesType,
} from '@rjsf/utils';
import { chipsFor } from './placeholder-chips';
import { useSiteState } from './pictures/site-context';

const rjsfTemplates = getDefaultRegistry().templates;

/** Marks the doctor's advice among a field's messages (rjsf carries them as strings). */
export const ADVICE = 'Advice: ';

/** A field's messages: problems in red, the doctor's advice in amber, each saying which it is. */
function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  const shown = errors.filter((e): e is string => typeof e === 'string' && !!e);
  if (!shown.length) return null;
  return (
    <ul id={errorId(fieldPathId)} className="error-detail">
      {shown.map((text, i) =>
        text.startsWith(ADVICE) ? (
          <li key={i} className="advice">
            <strong>Advice:</strong> {text.slice(ADVICE.length)}
          </li>
        ) : (
          <li key={i} className="text-danger">
            {text}
          </li>
        ),
      )}
    </ul>
  );
}

function TextButton({
  label,
  className,
  iconType: _iconType,
  icon: _icon,
  uiSchema: _ui,
  registry: _registry,
  title,
  ...button
}: IconButtonProps & { label: string }) {
  return (
    <button type="button" className={`small-button ${className ?? ''}`} aria-label={title ?? label} {...button}>
      {label}
    </button>
  );
}

/** A value with several accepted forms (opening hours: open with times, or closed): the choice gets a label. */
function MultiSchemaFieldTemplate({ selector, optionSchemaField, schema }: MultiSchemaFieldTemplateProps) {
  return (
    <div className="choice">
      <label className="choice-label">
        <span className="control-label">{schema.title ?? 'Form'}</span>
        {selector}
      </label>
      {optionSchemaField}
    </div>
  );
}

/** rjsf's input, told to assistive technology as required and, with a message, as invalid. */
function BaseInputTemplate(props: BaseInputTemplateProps) {
  const RjsfInput = rjsfTemplates.BaseInputTemplate;
  return (
    <RjsfInput
      {...props}
      aria-required={props.required || undefined}
      aria-invalid={props.rawErrors?.length ? true : undefined}
    />
  );
}

/** The {placeholders} of a text as "City: Huron", so she sees what each becomes without reading braces. */
function PlaceholderChips({ text, pointer }: { text: string; pointer: string }) {
  const site = useSiteState();
  const chips = chipsFor(text, (site.model ?? {}) as Record<string, unknown>, pointer);
  if (!chips.length) return null;
  return (
    <ul className="placeholder-chips" aria-label="Filled in on the page">
      {chips.map((chip) => (
        <li key={chip.placeholder}>{chip.text}</li>
      ))}
    </ul>
  );
}

/** rjsf's field, with the chips under a text that has placeholders. */
function FieldTemplate(props: FieldTemplateProps) {
  const RjsfField = rjsfTemplates.FieldTemplate;
  const text = typeof props.formData === 'string' && props.schema.type === 'string' ? props.formData : '';
  if (!text.includes('{')) return <RjsfField {...props} />;
  return (
    <RjsfField {...props}>
      <>
        {props.children}
        <PlaceholderChips text={text} pointer={props.id.replace(/^f/, '')} />
      </>
    </RjsfField>
  );
}

export const templates: Partial<TemplatesType> = {
  MultiSchemaFieldTemplate,
  FieldErrorTemplate,
  FieldTemplate,
  BaseInputTemplate,
  ButtonTemplates: {
    AddButton: (props: IconButtonProps) => (
      <TextButton {...props} label="+ Add" title="Add an item" className="add-item" />
    ),
    CopyButton: (props: IconButtonProps) => <TextButton {...props} label="Duplicate" title="Duplicate this item" />,
    MoveUpButton: (props: IconButtonProps) => <TextButton {...props} label="↑" title="Move up" />,
    MoveDownButton: (props: IconButtonProps) => <TextButton {...props} label="↓" title="Move down" />,
    RemoveButton: (props: IconButtonProps) => (
      <TextButton {...props} label="Remove" title="Remove this item" className="danger" />
    ),
    ClearButton: (props: IconButtonProps) => <TextButton {...props} label="Clear" title="Clear" />,
    SubmitButton: (_props: SubmitButtonProps) => null,
  },
};
