// A change field by field, each by its titles: "Business › Phone number: (419) 555-0142 → (419) 555-0199".
import type { ChangeDescription, FieldChange } from '../../../shared/api-types';

const VERB = { added: 'Added', removed: 'Removed', moved: 'Changed the order of' } as const;

function Change({ change }: { change: FieldChange }) {
  if (change.kind === 'changed') {
    return (
      <li>
        <span className="place">{change.place}</span>: <del>{change.before ?? '(empty)'}</del> →{' '}
        <ins>{change.after ?? '(empty)'}</ins>
      </li>
    );
  }
  const detail = change.kind === 'added' ? change.after : change.kind === 'removed' ? change.before : undefined;
  return (
    <li>
      <span className={`tag ${change.kind === 'removed' ? 'removed' : 'added'}`}>{VERB[change.kind]}</span>{' '}
      <span className="place">{change.place}</span>
      {detail && `: ${detail}`}
    </li>
  );
}

export function ChangeList({ description, label }: { description: ChangeDescription; label: string }) {
  const { changes, more } = description;
  if (!changes.length) return <p className="hint">{description.summary}</p>;
  return (
    <ul className="change-list" aria-label={label}>
      {changes.map((change, i) => (
        <Change key={i} change={change} />
      ))}
      {more > 0 && (
        <li className="hint">
          and {more} more change{more === 1 ? '' : 's'}
        </li>
      )}
    </ul>
  );
}
