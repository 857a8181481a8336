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
import { useEditedLanguage, useSiteState } from './pictures/site-context';
import type { EditedLanguage } from './language-view';
import { useTranslation } from './i18n';

const rjsfTemplates = getDefaultRegistry().templates;

/** Marks the doctor's advice among a field's messages (rjsf carries them as strings); never shown as it is. */
const ADVICE = '\u0000advice\u0000';

/** A problem or piece of advice as its field shows it: the message and its hint, advice marked. */
export const fieldMessage = (note: { message: string; hint?: string; advice?: boolean }) =>
  `${note.advice ? ADVICE : ''}${note.hint ? `${note.message} ${note.hint}` : note.message}`;

/** A field's messages: problems in red, the doctor's advice in amber, each saying which it is. */
export function FieldMessages({ id, messages }: { id: string; messages: string[] }) {
  const { t } = useTranslation();
  if (!messages.length) return null;
  return (
    <ul id={id} className="error-detail">
      {messages.map((text, i) =>
        text.startsWith(ADVICE) ? (
          <li key={i} className="advice">
            <strong>{t('form.advice')}</strong> {text.slice(ADVICE.length)}
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

function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  const shown = errors.filter((e): e is string => typeof e === 'string' && !!e);
  return <FieldMessages id={errorId(fieldPathId)} messages={shown} />;
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
  const { t } = useTranslation();
  return (
    <div className="choice">
      <label className="choice-label">
        <span className="control-label">{schema.title ?? t('form.choice')}</span>
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
  const { t } = useTranslation();
  const site = useSiteState();
  const chips = chipsFor(text, (site.model ?? {}) as Record<string, unknown>, pointer);
  if (!chips.length) return null;
  return (
    <ul className="placeholder-chips" aria-label={t('form.chips')}>
      {chips.map((chip) => (
        <li key={chip.placeholder}>{chip.text}</li>
      ))}
    </ul>
  );
}

/**
 * rjsf's field, with the chips under a text that has placeholders. An empty `ui:description` leaves
 * out the field's help (rjsf would show the schema's instead): a list's rows say it once, above them.
 */
function FieldTemplate(props: FieldTemplateProps) {
  const RjsfField = rjsfTemplates.FieldTemplate;
  const edited = useEditedLanguage();
  if (props.uiSchema?.['ui:description'] === '' && props.rawDescription)
    return <FieldTemplate {...props} description={undefined} rawDescription="" />;
  const pointer = props.id.replace(/^f/, '');
  const text = typeof props.formData === 'string' && props.schema.type === 'string' ? props.formData : '';
  const main = edited && !edited.main && props.schema.type === 'string' ? edited.mainTextAt(pointer) : undefined;
  if (!text.includes('{') && main === undefined) return <RjsfField {...props} />;
  return (
    <RjsfField {...props}>
      <>
        {props.children}
        {main !== undefined && edited && (
          <MainText text={main} edited={edited} untranslated={edited.untranslatedAt(pointer)} />
        )}
        {text.includes('{') && <PlaceholderChips text={text} pointer={pointer} />}
      </>
    </RjsfField>
  );
}

/** Beside a text of another language: the main language's, and whether it is translated yet. */
function MainText({ text, edited, untranslated }: { text: string; edited: EditedLanguage; untranslated: boolean }) {
  const { t } = useTranslation();
  return (
    <p className="main-text">
      {untranslated && <strong className="not-translated">{t('languages.notTranslated')}</strong>}
      <span className="main-text-label">{t('languages.inMain', { language: edited.mainName })}</span>{' '}
      <span lang={edited.mainLanguage}>{text}</span>
    </p>
  );
}

/** One of rjsf's buttons, with its words (form.buttons.<name>: what it shows and, told to assistive technology, what it does). */
const wordedButton = (name: 'add' | 'copy' | 'moveUp' | 'moveDown' | 'remove' | 'clear', className?: string) =>
  function WordedButton(props: IconButtonProps) {
    const { t } = useTranslation();
    return (
      <TextButton
        {...props}
        label={t(`form.buttons.${name}.label`)}
        title={t(`form.buttons.${name}.title`)}
        className={className}
      />
    );
  };

export const templates: Partial<TemplatesType> = {
  MultiSchemaFieldTemplate,
  FieldErrorTemplate,
  FieldTemplate,
  BaseInputTemplate,
  ButtonTemplates: {
    AddButton: wordedButton('add', 'add-item'),
    CopyButton: wordedButton('copy'),
    MoveUpButton: wordedButton('moveUp'),
    MoveDownButton: wordedButton('moveDown'),
    RemoveButton: wordedButton('remove', 'danger'),
    ClearButton: wordedButton('clear'),
    SubmitButton: (_props: SubmitButtonProps) => null,
  },
};
