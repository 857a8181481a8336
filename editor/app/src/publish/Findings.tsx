// What the check of the built pages found in a new build. They do not stop a publish (the site checked and built);
// they are what to fix next.
import type { PublishState } from '../../../shared/api-types';
import { useTranslation } from '../i18n';

type Finding = NonNullable<PublishState['findings']>[number];

export function Findings({ findings }: { findings: Finding[] }) {
  const { t } = useTranslation();
  const errors = findings.filter((f) => f.severity === 'error').length;
  const warnings = findings.length - errors;
  if (!findings.length) return <p className="doctor-clean">{t('publish.findings.none')}</p>;
  return (
    <details className="findings">
      <summary>
        {t('publish.findings.summary', {
          errors: t('publish.findings.errors', { count: errors }),
          warnings: t('publish.findings.warnings', { count: warnings }),
        })}
      </summary>
      <ul>
        {findings.map((f, i) => (
          <li key={i}>
            <span className={`tag ${f.severity === 'error' ? 'removed' : ''}`}>
              {f.severity === 'error' ? t('publish.findings.error') : t('publish.findings.warning')}
            </span>{' '}
            {f.page && <code>{f.page}</code>} {f.message} <span className="hint">{f.hint}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
