// One lead in full: everything the visitor sent (its photo too, and when she agreed to the privacy policy),
// where the owner is with it (new → contacted → done), the e-mail to the office with "Retry sending" when it failed, and deletion.
import { useEffect, useState } from 'react';
import { ApiError } from '../api';
import { DeleteLeadDialog } from './DeleteLeadDialog';
import { LEAD_STATUSES, type LeadStatus } from '../../../../shared/leads';
import { formatWhen, fullName, leadHref, leadsApi, statusLabel, type Lead, type LeadField } from './leads-api';
import { MailState, canRetry } from './MailState';
import { StatusBadge } from './StatusBadge';
import { useTranslation } from '../i18n';

interface Props {
  id: string;
  locale?: string;
  onDeleted: (name: string) => void;
}

/** Phone and e-mail open the phone or the mail program; the time of the privacy consent is written as the received time is. */
function FieldValue({ field, value, locale }: { field: LeadField['name']; value: string; locale?: string }) {
  if (field === 'cell_phone') return <a href={`tel:${value.replace(/[^\d+]/g, '')}`}>{value}</a>;
  if (field === 'email') return <a href={`mailto:${value}`}>{value}</a>;
  if (field === 'consent_at') return <time dateTime={value}>{formatWhen(value, locale)}</time>;
  if (field === 'language')
    return <>{new Intl.DisplayNames([locale ?? 'en'], { type: 'language' }).of(value) ?? value}</>;
  return <>{value}</>;
}

export function LeadDetail({ id, locale, onDeleted }: Props) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ lead: Lead; fields: LeadField[] }>();
  const [missing, setMissing] = useState(false);
  const [message, setMessage] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState(false);

  useEffect(() => {
    leadsApi.get(id).then(setState, (e: Error) => {
      if (e instanceof ApiError && e.status === 404) setMissing(true);
      else setError(e.message);
    });
  }, [id]);

  const act = async (run: () => Promise<{ lead: Lead; fields: LeadField[] }>, done: string) => {
    setBusy(true);
    setError(undefined);
    try {
      setState(await run());
      setMessage(done);
    } catch (e) {
      setError((e as Error).message);
      setMessage(undefined);
      if (e instanceof ApiError && e.body.lead) setState((s) => s && { ...s, lead: e.body.lead as Lead });
    } finally {
      setBusy(false);
    }
  };

  if (missing)
    return (
      <section className="panel lead-detail">
        <p role="alert">{t('leads.detail.gone')}</p>
        <a href={leadHref()}>{t('leads.detail.back')}</a>
      </section>
    );
  if (!state)
    return (
      <section className="panel lead-detail">
        {error ? <p role="alert">{error}</p> : <p>{t('leads.detail.loading')}</p>}
      </section>
    );

  const { lead, fields } = state;
  const name = fullName(lead);
  const setStatus = (status: LeadStatus) =>
    act(() => leadsApi.setStatus(lead.id, status), t(`leads.detail.marked.${status}`));
  return (
    <section className="panel lead-detail" aria-labelledby="lead-name">
      <div className="lead-title">
        <h2 id="lead-name">{name}</h2>
        <StatusBadge status={lead.status} />
      </div>
      <p className="hint">{t('leads.detail.received', { when: formatWhen(lead.created_at, locale) })}</p>

      <div className="segmented" role="group" aria-label={t('leads.columns.status')}>
        {LEAD_STATUSES.map((status) => (
          <button
            key={status}
            type="button"
            aria-pressed={lead.status === status}
            disabled={busy}
            onClick={() => setStatus(status)}
          >
            {statusLabel(status)}
          </button>
        ))}
      </div>
      <p className="action-result" role="status">
        {message}
      </p>
      {error && (
        <p role="alert" className="problems">
          {error}
        </p>
      )}

      <h3>{t('leads.detail.sent')}</h3>
      <dl className="lead-fields">
        {fields
          .filter((f) => f.name !== 'comments')
          .map((f) => (
            <div key={f.name}>
              <dt>{f.label}</dt>
              <dd>
                <FieldValue field={f.name} value={String(lead[f.name])} locale={locale} />
              </dd>
            </div>
          ))}
      </dl>
      <h3>{fields.find((f) => f.name === 'comments')?.label ?? t('leads.detail.comments')}</h3>
      {lead.comments ? (
        <p className="lead-comments">{lead.comments}</p>
      ) : (
        <p className="hint">{t('leads.detail.noComments')}</p>
      )}
      {typeof lead.photo_bytes === 'number' && (
        <>
          <h3>{t('leads.detail.photo')}</h3>
          <figure className="lead-photo">
            <img src={leadsApi.photoUrl(lead.id)} alt={t('leads.detail.photoAlt')} />
            <figcaption>
              <a href={leadsApi.photoUrl(lead.id)} target="_blank" rel="noopener">
                {t('leads.detail.photoOpen', { size: Math.max(1, Math.round(lead.photo_bytes / 1024)) })}
              </a>
            </figcaption>
          </figure>
        </>
      )}

      <h3>{t('leads.detail.mail')}</h3>
      <MailState mail={lead} locale={locale} />
      {canRetry(lead) && (
        <button
          type="button"
          className="primary-light"
          disabled={busy}
          onClick={() => act(() => leadsApi.retry(lead.id), t('leads.detail.queued'))}
        >
          {t('leads.detail.retry')}
        </button>
      )}

      <div className="lead-danger">
        <button type="button" className="danger" onClick={() => setDeleting(true)}>
          {t('leads.detail.delete')}
        </button>
      </div>
      {deleting && (
        <DeleteLeadDialog lead={lead} onClose={() => setDeleting(false)} onDeleted={() => onDeleted(name)} />
      )}
    </section>
  );
}
