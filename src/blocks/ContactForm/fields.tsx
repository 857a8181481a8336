// The quote form's fields: one description per field (label, control, autocomplete, width), the
// site's choice of them laid out in rows, and a Field that wires label, required star, aria-invalid
// and aria-describedby the same way for all.
import type { ChangeEvent, ReactNode } from 'react';
import { MAX_LENGTH, type ContactField, type FormValues } from '../../../shared/contact/rules';
import type { ContactForm } from '../../../shared/contact/form';
import { useLabels } from '../../ui/labels';
import type { PageLabels } from '../../../shared/site/contact-form';
import type { BlockData } from '../../page-data';
import { STATUS_ID, errorId, fieldId } from './ids';
import type { Invalid } from './use-contact-form';
import { FieldBox, FieldError, Input, Label, Select, Star, TextArea } from './control-styles';

type LabelKey = keyof PageLabels;
type FormData = BlockData<'ContactForm'>;

/** label: the field's label in site.json's labels, or (region, postal code) in the locale. */
interface FieldSpec {
  name: ContactField;
  span: number;
  control: 'input' | 'select' | 'textarea';
  type?: string;
  autoComplete: string;
  inputMode?: 'tel' | 'email' | 'numeric';
  label: LabelKey | 'regionLabel' | 'postalCodeLabel';
  placeholder?: LabelKey;
}

const FIELDS: FieldSpec[] = [
  { name: 'first_name', span: 6, control: 'input', autoComplete: 'given-name', label: 'firstName' },
  { name: 'last_name', span: 6, control: 'input', autoComplete: 'family-name', label: 'lastName' },
  {
    name: 'cell_phone',
    span: 6,
    control: 'input',
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel',
    label: 'cellPhone',
    placeholder: 'phonePlaceholder',
  },
  {
    name: 'email',
    span: 6,
    control: 'input',
    type: 'email',
    inputMode: 'email',
    autoComplete: 'email',
    label: 'emailField',
    placeholder: 'emailPlaceholder',
  },
  { name: 'street_address', span: 12, control: 'input', autoComplete: 'address-line1', label: 'street' },
  { name: 'city', span: 5, control: 'input', autoComplete: 'address-level2', label: 'city' },
  { name: 'state', span: 3, control: 'select', autoComplete: 'address-level1', label: 'regionLabel' },
  {
    name: 'zip_code',
    span: 4,
    control: 'input',
    autoComplete: 'postal-code',
    label: 'postalCodeLabel',
    placeholder: 'postalCodePlaceholder',
  },
  {
    name: 'comments',
    span: 12,
    control: 'textarea',
    autoComplete: 'off',
    label: 'comments',
    placeholder: 'commentsPlaceholder',
  },
];

const WIDTH = 12;

/**
 * The site's fields in its order, each with its width in the 12-column grid: its own, and where the
 * next field does not fit beside it, whatever the row has left (so no row ends in a gap). Today's form
 * fills its rows exactly: 6 + 6, 6 + 6, 12, 5 + 3 + 4, 12.
 */
export function laidOut(form: ContactForm): { spec: FieldSpec; required: boolean; span: number }[] {
  const rows = form.fields.map((field) => {
    const spec = FIELDS.find((f) => f.name === field.name)!;
    return { spec, required: field.required, span: spec.span };
  });
  let used = 0;
  rows.forEach((row, i) => {
    if (used + row.span > WIDTH) {
      rows[i - 1]!.span += WIDTH - used;
      used = 0;
    }
    used += row.span;
  });
  if (rows.length > 0) rows[rows.length - 1]!.span += WIDTH - used;
  return rows;
}

/** Phone and ZIP are shaped by rules.ts; their lengths are capped there, not by maxLength (pasting "+1 ..." must work). */
const maxLengthOf = (name: ContactField) =>
  name === 'cell_phone' || name === 'zip_code' ? undefined : MAX_LENGTH[name];

export function Field({
  spec,
  required,
  span,
  data,
  values,
  invalid,
  message,
  onChange,
}: {
  data: FormData;
  spec: FieldSpec;
  required: boolean;
  span: number;
  values: FormValues;
  invalid: Invalid;
  message: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
}) {
  const labels = useLabels();
  const { name } = spec;
  const label =
    spec.label === 'regionLabel' || spec.label === 'postalCodeLabel' ? data[spec.label] : labels[spec.label];
  const placeholder = spec.placeholder && labels[spec.placeholder];
  // A US ZIP code is digits: the phone keypad. Postcodes elsewhere have letters.
  const inputMode = name === 'zip_code' && data.locale.country === 'US' ? 'numeric' : spec.inputMode;
  const isInvalid = invalid.fields.includes(name);
  const ownMessage = isInvalid && invalid.own;
  const common = {
    id: fieldId(name),
    name,
    value: values[name],
    onChange,
    required,
    autoComplete: spec.autoComplete,
    'aria-invalid': isInvalid || undefined,
    // The field's own message, or the server's message in the status box.
    'aria-describedby': isInvalid ? (ownMessage ? errorId(name) : STATUS_ID) : undefined,
  };
  let control: ReactNode;
  if (spec.control === 'select' && data.locale.regions.length > 0) {
    control = (
      <Select {...common}>
        <option value="">{labels.formSelect}</option>
        {data.locale.regions.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </Select>
    );
  } else if (spec.control === 'textarea') {
    control = <TextArea {...common} rows={5} maxLength={maxLengthOf(name)} placeholder={placeholder} />;
  } else {
    control = (
      <Input
        {...common}
        type={spec.type ?? 'text'}
        inputMode={inputMode}
        maxLength={maxLengthOf(name)}
        placeholder={placeholder}
      />
    );
  }
  return (
    <FieldBox $span={span}>
      <Label htmlFor={fieldId(name)}>
        {label}
        {required && <Star aria-hidden="true">*</Star>}
        {!required && <span className="optional">{` ${labels.formOptional}`}</span>}
      </Label>
      {control}
      {ownMessage && <FieldError id={errorId(name)}>{message}</FieldError>}
    </FieldBox>
  );
}
