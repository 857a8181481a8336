// The quote form's fields: one description per field (label, control, autocomplete, width), and a
// Field that wires label, required star, aria-invalid and aria-describedby the same way for all.
import type { ChangeEvent, ReactNode } from 'react';
import { FIELD_LABELS, MAX_LENGTH, REQUIRED_FIELDS, US_STATES, type ContactField, type FormValues } from '../../contact/rules';
import { STATUS_ID, errorId, fieldId } from './ids';
import type { Invalid } from './use-contact-form';
import { FieldBox, FieldError, Input, Label, Select, Star, TextArea } from './control-styles';

interface FieldSpec { name: ContactField; span: number; control: 'input' | 'select' | 'textarea'; type?: string; autoComplete: string; inputMode?: 'tel' | 'email' | 'numeric'; placeholder?: string }

export const FIELDS: FieldSpec[] = [
  { name: 'first_name', span: 6, control: 'input', autoComplete: 'given-name' },
  { name: 'last_name', span: 6, control: 'input', autoComplete: 'family-name' },
  { name: 'cell_phone', span: 6, control: 'input', type: 'tel', inputMode: 'tel', autoComplete: 'tel', placeholder: '(419) 555-0123' },
  { name: 'email', span: 6, control: 'input', type: 'email', inputMode: 'email', autoComplete: 'email', placeholder: 'you@example.com' },
  { name: 'street_address', span: 12, control: 'input', autoComplete: 'address-line1' },
  { name: 'city', span: 5, control: 'input', autoComplete: 'address-level2' },
  { name: 'state', span: 3, control: 'select', autoComplete: 'address-level1' },
  { name: 'zip_code', span: 4, control: 'input', inputMode: 'numeric', autoComplete: 'postal-code', placeholder: '44839' },
  { name: 'comments', span: 12, control: 'textarea', autoComplete: 'off', placeholder: 'Tell us about your property and the work you have in mind.' },
];

/** Phone and ZIP are shaped by rules.ts; their lengths are capped there, not by maxLength (pasting "+1 ..." must work). */
const maxLengthOf = (name: ContactField) => (name === 'cell_phone' || name === 'zip_code' ? undefined : MAX_LENGTH[name]);

export function Field({ spec, values, invalid, message, onChange }: {
  spec: FieldSpec; values: FormValues; invalid: Invalid; message: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
}) {
  const { name } = spec;
  const required = REQUIRED_FIELDS.includes(name);
  const isInvalid = invalid.fields.includes(name);
  const ownMessage = isInvalid && invalid.own;
  const common = {
    id: fieldId(name), name, value: values[name], onChange, required,
    autoComplete: spec.autoComplete,
    'aria-invalid': isInvalid || undefined,
    // The field's own message, or the server's message in the status box.
    'aria-describedby': isInvalid ? (ownMessage ? errorId(name) : STATUS_ID) : undefined,
  };
  let control: ReactNode;
  if (spec.control === 'select') {
    control = (
      <Select {...common}>
        <option value="">Select</option>
        {US_STATES.map((code) => <option key={code} value={code}>{code}</option>)}
      </Select>
    );
  } else if (spec.control === 'textarea') {
    control = <TextArea {...common} rows={5} maxLength={maxLengthOf(name)} placeholder={spec.placeholder} />;
  } else {
    control = <Input {...common} type={spec.type ?? 'text'} inputMode={spec.inputMode} maxLength={maxLengthOf(name)} placeholder={spec.placeholder} />;
  }
  return (
    <FieldBox $span={spec.span}>
      <Label htmlFor={fieldId(name)}>
        {FIELD_LABELS[name]}
        {required && <Star aria-hidden="true">*</Star>}
        {!required && <span className="optional"> (optional)</span>}
      </Label>
      {control}
      {ownMessage && <FieldError id={errorId(name)}>{message}</FieldError>}
    </FieldBox>
  );
}
