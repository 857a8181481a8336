// The owner's inbox: leads newest first (all, or by status), one chosen lead in full beside the
// list, and the whole list as CSV. The chosen lead is in the address (#leads/<id>).
import { useCallback, useEffect, useState } from 'react';
import { LEAD_STATUSES, type LeadStatus } from '../../../../shared/leads';
import { LeadDetail } from './LeadDetail';
import { useTranslation } from '../i18n';
import {
  LEADS_CHANGED,
  statusLabel,
  formatWhen,
  fullName,
  leadHref,
  leadIdOf,
  leadsApi,
  type LeadPage,
} from './leads-api';
import { MailOffNotice, mailWord } from './MailState';
import { useMailSetup } from './use-mail-setup';
import { StatusBadge } from './StatusBadge';

interface Props {
  pointer: string;
  locale?: string;
  go: (pointer: string) => void;
}

export function LeadsView({ pointer, locale, go }: Props) {
  const { t } = useTranslation();
  const selected = leadIdOf(pointer);
  const [filter, setFilter] = useState<LeadStatus>();
  const [offset, setOffset] = useState(0);
  const [page, setPage] = useState<LeadPage>();
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const mail = useMailSetup()?.mail;

  const load = useCallback(() => {
    leadsApi.list(filter, offset).then(
      (p) => {
        setPage(p);
        setError(undefined);
      },
      (e: Error) => setError(e.message),
    );
  }, [filter, offset]);
  useEffect(() => {
    load();
    window.addEventListener(LEADS_CHANGED, load);
    return () => window.removeEventListener(LEADS_CHANGED, load);
  }, [load]);

  const choose = (status: LeadStatus | undefined) => {
    setFilter(status);
    setOffset(0);
  };
  const counts = page?.counts;
  const all = counts ? LEAD_STATUSES.reduce((sum, s) => sum + counts[s], 0) : 0;
  const shownTotal = counts ? (filter ? counts[filter] : all) : 0;

  return (
    <main className="workspace leads" aria-labelledby="leads-title">
      <div className="leads-head">
        <div>
          <h1 id="leads-title">{t('leads.title')}</h1>
          <p className="hint">{t('leads.intro')}</p>
        </div>
        {all > 0 && (
          <a className="button-link" href={leadsApi.csvUrl} download>
            {t('leads.csv')}
          </a>
        )}
      </div>
      {error && (
        <p role="alert" className="problems">
          {error}
        </p>
      )}
      <MailOffNotice />
      <p className="action-result" role="status">
        {notice}
      </p>
      {!page ? (
        !error && <p>{t('leads.loading')}</p>
      ) : all === 0 ? (
        <section className="panel leads-empty">
          <h2>{t('leads.noneYet')}</h2>
          <p>{mail === 'off' ? t('leads.whenSent') : t('leads.whenSentMail')}</p>
        </section>
      ) : (
        <>
          <div className="segmented" role="group" aria-label={t('leads.show')}>
            {[undefined, ...LEAD_STATUSES].map((status) => (
              <button
                key={status ?? 'all'}
                type="button"
                aria-pressed={filter === status}
                onClick={() => choose(status)}
              >
                {status ? statusLabel(status) : t('leads.all')}{' '}
                <span className="count">{status ? counts![status] : all}</span>
              </button>
            ))}
          </div>
          <div className="leads-layout">
            <section className="panel lead-list" aria-label={t('leads.title')}>
              {page.leads.length === 0 ? (
                <p className="hint">{t(`leads.noneMarked.${filter!}`)}</p>
              ) : (
                <table className="leads-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('leads.columns.received')}</th>
                      <th scope="col">{t('leads.columns.name')}</th>
                      <th scope="col">{t('leads.columns.town')}</th>
                      <th scope="col">{t('leads.columns.status')}</th>
                      <th scope="col">{t('leads.columns.mail')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {page.leads.map((lead) => (
                      <tr
                        key={lead.id}
                        aria-current={lead.id === selected ? 'true' : undefined}
                        onClick={() => go(leadHref(lead.id).slice(1))}
                      >
                        <td className="when">{formatWhen(lead.created_at, locale)}</td>
                        <td>
                          <a href={leadHref(lead.id)}>{fullName(lead)}</a>
                        </td>
                        <td>{lead.city}</td>
                        <td>
                          <StatusBadge status={lead.status} />
                        </td>
                        <td className={`mail-word ${mailWord(lead, mail).key}`}>{mailWord(lead, mail).word}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              {shownTotal > page.pageSize && (
                <div className="pager">
                  <span>
                    {t('leads.pager', {
                      from: offset + 1,
                      to: Math.min(offset + page.pageSize, shownTotal),
                      total: shownTotal,
                    })}
                  </span>
                  <button
                    type="button"
                    disabled={offset === 0}
                    onClick={() => setOffset(Math.max(0, offset - page.pageSize))}
                  >
                    {t('leads.newer')}
                  </button>
                  <button
                    type="button"
                    disabled={offset + page.pageSize >= shownTotal}
                    onClick={() => setOffset(offset + page.pageSize)}
                  >
                    {t('leads.older')}
                  </button>
                </div>
              )}
            </section>
            {selected ? (
              <LeadDetail
                key={selected}
                id={selected}
                locale={locale}
                onDeleted={(name) => {
                  setNotice(t('leads.deleted', { name }));
                  go(leadHref().slice(1));
                }}
              />
            ) : (
              <section className="panel lead-placeholder">
                <p className="hint">{t('leads.choose')}</p>
              </section>
            )}
          </div>
        </>
      )}
    </main>
  );
}
