// The form's optional parts, as site.json's contactForm asks for them: the photo chooser (one picture,
// checked in the browser by type and size, re-encoded by the server) and the privacy-consent box
// with its link to the privacy page (in a new tab, so the visitor's entries stay).
import type { ChangeEvent, RefObject } from 'react';
import { CONSENT_FIELD, CONSENT_VALUE, PHOTO_FIELD, PHOTO_TYPES, type ContactForm } from '../../../shared/contact/form';
import type { FormValues } from '../../../shared/contact/rules';
import { useLabels } from '../../ui/labels';
import { STATUS_ID, errorId, fieldId } from './ids';
import type { Invalid } from './use-contact-form';
import { FieldBox, FieldError, Input, Label, Star } from './control-styles';
import { ConsentRow, Hint } from './optional-styles';

const PRIVACY_LINK = '{privacyLink}';
const hintId = `${fieldId(PHOTO_FIELD)}-hint`;

/** aria-describedby of a part: its own message when the browser's check failed on it, else the status. */
function describedBy(field: string, invalid: Invalid, ...more: string[]): string | undefined {
  const ids = [...more];
  if (invalid.fields.includes(field)) ids.unshift(invalid.own ? errorId(field) : STATUS_ID);
  return ids.length ? ids.join(' ') : undefined;
}

export function PhotoField({
  photo,
  invalid,
  message,
  inputRef,
  onPhoto,
}: {
  photo: NonNullable<ContactForm['photo']>;
  invalid: Invalid;
  message: string;
  inputRef: RefObject<HTMLInputElement | null>;
  onPhoto: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const labels = useLabels();
  const isInvalid = invalid.fields.includes(PHOTO_FIELD);
  return (
    <FieldBox $span={12}>
      <Label htmlFor={fieldId(PHOTO_FIELD)}>
        {photo.label}
        {photo.required && <Star aria-hidden="true">*</Star>}
        {!photo.required && <span className="optional">{` ${labels.formOptional}`}</span>}
      </Label>
      <Input
        ref={inputRef}
        id={fieldId(PHOTO_FIELD)}
        name={PHOTO_FIELD}
        type="file"
        accept={PHOTO_TYPES.join(',')}
        required={photo.required}
        onChange={onPhoto}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy(PHOTO_FIELD, invalid, hintId)}
      />
      <Hint id={hintId}>{photo.hint}</Hint>
      {isInvalid && invalid.own && <FieldError id={errorId(PHOTO_FIELD)}>{message}</FieldError>}
    </FieldBox>
  );
}

export function ConsentBox({
  consent,
  values,
  invalid,
  message,
  onChange,
}: {
  consent: NonNullable<ContactForm['consent']>;
  values: FormValues;
  invalid: Invalid;
  message: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const labels = useLabels();
  const isInvalid = invalid.fields.includes(CONSENT_FIELD);
  // The link goes where the words say; words without the mark get it at their end.
  const [before, after] = consent.text.includes(PRIVACY_LINK)
    ? consent.text.split(PRIVACY_LINK)
    : [`${consent.text} `, ''];
  return (
    <ConsentRow>
      <input
        id={fieldId(CONSENT_FIELD)}
        name={CONSENT_FIELD}
        type="checkbox"
        value={CONSENT_VALUE}
        checked={values[CONSENT_FIELD] === CONSENT_VALUE}
        required
        onChange={onChange}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy(CONSENT_FIELD, invalid)}
      />
      <label htmlFor={fieldId(CONSENT_FIELD)}>
        {before}
        <a href={consent.href} target="_blank" rel="noopener">
          {consent.linkText}
          <span className="visually-hidden">{` ${labels.opensInNewTab}`}</span>
        </a>
        {after}
        <Star aria-hidden="true">*</Star>
      </label>
      {isInvalid && invalid.own && <FieldError id={errorId(CONSENT_FIELD)}>{message}</FieldError>}
    </ConsentRow>
  );
}
