// One labelled input of a wizard step, with its problem (in npm run check's words) under it.
interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem?: string;
  help?: string;
  multiline?: boolean;
}

export function TextField({ id, label, value, onChange, problem, help, multiline }: Props) {
  const described = [help && `${id}-help`, problem && `${id}-problem`].filter(Boolean).join(' ') || undefined;
  const common = { id, value, 'aria-describedby': described, 'aria-invalid': problem ? true : undefined } as const;
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
      {problem && (
        <p className="text-danger" id={`${id}-problem`}>
          {problem}
        </p>
      )}
    </div>
  );
}
