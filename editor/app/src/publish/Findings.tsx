// What the check of the built pages found in a new build. They do not stop a publish (the site checked and built);
// they are what to fix next.
import type { PublishState } from '../../../shared/api-types';

type Finding = NonNullable<PublishState['findings']>[number];

export function Findings({ findings }: { findings: Finding[] }) {
  const errors = findings.filter((f) => f.severity === 'error').length;
  const warnings = findings.length - errors;
  if (!findings.length) return <p className="doctor-clean">The check of the built pages found nothing to fix.</p>;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return (
    <details className="findings">
      <summary>
        The check of the built pages found {plural(errors, 'error')} and {plural(warnings, 'warning')} to look at
      </summary>
      <ul>
        {findings.map((f, i) => (
          <li key={i}>
            <span className={`tag ${f.severity === 'error' ? 'removed' : ''}`}>{f.severity}</span>{' '}
            {f.page && <code>{f.page}</code>} {f.message} <span className="hint">{f.hint}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
