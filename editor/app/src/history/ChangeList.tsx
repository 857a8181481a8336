// A change field by field, each by its titles: "Business › Phone number: (419) 555-0142 → (419) 555-0199".
import type { ChangeDescription, FieldChange } from '../../../shared/api-types';
import { useTranslation } from '../i18n';

function Change({ change }: { change: FieldChange }) {
  const { t } = useTranslation();
  if (change.kind === 'changed') {
    return (
      <li>
        <span className="place">{change.place}</span>: <del>{change.before ?? t('history.empty')}</del> →{' '}
        <ins>{change.after ?? t('history.empty')}</ins>
      </li>
    );
  }
  const detail = change.kind === 'added' ? change.after : change.kind === 'removed' ? change.before : undefined;
  return (
    <li>
      <span className={`tag ${change.kind === 'removed' ? 'removed' : 'added'}`}>
        {t(`history.verb.${change.kind}`)}
      </span>{' '}
      <span className="place">{change.place}</span>
      {detail && `: ${detail}`}
    </li>
  );
}

export function ChangeList({ description, label }: { description: ChangeDescription; label: string }) {
  const { t } = useTranslation();
  const { changes, more } = description;
  if (!changes.length) return <p className="hint">{description.summary}</p>;
  return (
    <ul className="change-list" aria-label={label}>
      {changes.map((change, i) => (
        <Change key={i} change={change} />
      ))}
      {more > 0 && <li className="hint">{t('history.more', { count: more })}</li>}
    </ul>
  );
}
