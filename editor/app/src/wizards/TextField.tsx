// One labelled input of a wizard step, with its problem (in npm run check's words) under it; a box
// she must fill says so to a screen reader (aria-required, as the schema forms' boxes do). A
// `reference` is another text shown under the box to read while writing (the copied service's words).
import type { ReactNode } from 'react';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem?: string;
  help?: string;
  multiline?: boolean;
  required?: boolean;
  placeholder?: string;
  reference?: ReactNode;
}

export function TextField({
  id,
  label,
  value,
  onChange,
  problem,
  help,
  multiline,
  required,
  placeholder,
  reference,
}: Props) {
  const described =
    [help && `${id}-help`, reference && `${id}-reference`, problem && `${id}-problem`].filter(Boolean).join(' ') ||
    undefined;
  const common = {
    id,
    value,
    placeholder,
    'aria-describedby': described,
    'aria-invalid': problem ? true : undefined,
    'aria-required': required ? true : undefined,
  } as const;
  return (
    <div className={`form-group${problem ? ' has-error' : ''}`}>
      <label className="control-label" htmlFor={id}>
        {label}
      </label>
      {help && (
        <p className="field-description" id={`${id}-help`}>
          {help}
        </p>
      )}
      {multiline ? (
        <textarea {...common} rows={2} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input type="text" {...common} onChange={(e) => onChange(e.target.value)} />
      )}
      {reference && (
        <div className="reference" id={`${id}-reference`}>
          {reference}
        </div>
      )}
      {problem && (
        <p className="text-danger" id={`${id}-problem`}>
          {problem}
        </p>
      )}
    </div>
  );
}
