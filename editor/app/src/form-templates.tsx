// rjsf's own templates, with buttons that say what they do (its default theme draws icon fonts we
// do not ship). Everything else is rjsf's default markup, styled by editor.css.
import { errorId, type FieldErrorProps, type IconButtonProps, type MultiSchemaFieldTemplateProps, type SubmitButtonProps, type TemplatesType } from '@rjsf/utils';

/** Marks the doctor's advice among a field's messages (rjsf carries them as strings). */
export const ADVICE = 'Advice: ';

/** A field's messages: problems in red, the doctor's advice in amber, each saying which it is. */
function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  const shown = errors.filter((e): e is string => typeof e === 'string' && !!e);
  if (!shown.length) return null;
  return (
    <ul id={errorId(fieldPathId)} className="error-detail">
      {shown.map((text, i) => (text.startsWith(ADVICE)
        ? <li key={i} className="advice"><strong>Advice:</strong> {text.slice(ADVICE.length)}</li>
        : <li key={i} className="text-danger">{text}</li>))}
    </ul>
  );
}

function TextButton({ label, className, iconType: _iconType, icon: _icon, uiSchema: _ui, registry: _registry, title, ...button }: IconButtonProps & { label: string }) {
  return <button type="button" className={`small-button ${className ?? ''}`} aria-label={title ?? label} {...button}>{label}</button>;
}

/** A value with several accepted forms (opening hours: open with times, or closed): the choice gets a label. */
function MultiSchemaFieldTemplate({ selector, optionSchemaField, schema }: MultiSchemaFieldTemplateProps) {
  return (
    <div className="choice">
      <label className="choice-label"><span className="control-label">{schema.title ?? 'Form'}</span>{selector}</label>
      {optionSchemaField}
    </div>
  );
}

export const templates: Partial<TemplatesType> = {
  MultiSchemaFieldTemplate,
  FieldErrorTemplate,
  ButtonTemplates: {
    AddButton: (props: IconButtonProps) => <TextButton {...props} label="+ Add" title="Add an item" className="add-item" />,
    CopyButton: (props: IconButtonProps) => <TextButton {...props} label="Duplicate" title="Duplicate this item" />,
    MoveUpButton: (props: IconButtonProps) => <TextButton {...props} label="↑" title="Move up" />,
    MoveDownButton: (props: IconButtonProps) => <TextButton {...props} label="↓" title="Move down" />,
    RemoveButton: (props: IconButtonProps) => <TextButton {...props} label="Remove" title="Remove this item" className="danger" />,
    ClearButton: (props: IconButtonProps) => <TextButton {...props} label="Clear" title="Clear" />,
    SubmitButton: (_props: SubmitButtonProps) => null,
  },
};
