// The owner's inbox: leads newest first (all, or by status), one chosen lead in full beside the
// list, and the whole list as CSV. The chosen lead is in the address (#leads/<id>).
import { useCallback, useEffect, useState } from 'react';
import { LEAD_STATUSES, type LeadStatus } from '../../../../shared/leads';
import { LeadDetail } from './LeadDetail';
import {
  LEADS_CHANGED,
  STATUS_LABELS,
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
          <h1 id="leads-title">Leads</h1>
          <p className="hint">Quote requests from the site’s contact form, newest first.</p>
        </div>
        {all > 0 && (
          <a className="button-link" href={leadsApi.csvUrl} download>
            Download CSV
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
        !error && <p>Loading leads…</p>
      ) : all === 0 ? (
        <section className="panel leads-empty">
          <h2>No leads yet</h2>
          <p>
            When someone sends the contact form on the site, their request appears here
            {mail === 'off' ? '.' : ', and the office gets it by e-mail.'}
          </p>
        </section>
      ) : (
        <>
          <div className="segmented" role="group" aria-label="Show leads">
            {[undefined, ...LEAD_STATUSES].map((status) => (
              <button
                key={status ?? 'all'}
                type="button"
                aria-pressed={filter === status}
                onClick={() => choose(status)}
              >
                {status ? STATUS_LABELS[status] : 'All'} <span className="count">{status ? counts![status] : all}</span>
              </button>
            ))}
          </div>
          <div className="leads-layout">
            <section className="panel lead-list" aria-label="Leads">
              {page.leads.length === 0 ? (
                <p className="hint">No leads are marked {STATUS_LABELS[filter!].toLowerCase()}.</p>
              ) : (
                <table className="leads-table">
                  <thead>
                    <tr>
                      <th scope="col">Received</th>
                      <th scope="col">Name</th>
                      <th scope="col">Town</th>
                      <th scope="col">Status</th>
                      <th scope="col">E-mail</th>
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
                        <td className={`mail-word ${mailWord(lead, mail).toLowerCase()}`}>{mailWord(lead, mail)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              {shownTotal > page.pageSize && (
                <div className="pager">
                  <span>
                    {offset + 1}–{Math.min(offset + page.pageSize, shownTotal)} of {shownTotal}
                  </span>
                  <button
                    type="button"
                    disabled={offset === 0}
                    onClick={() => setOffset(Math.max(0, offset - page.pageSize))}
                  >
                    Newer
                  </button>
                  <button
                    type="button"
                    disabled={offset + page.pageSize >= shownTotal}
                    onClick={() => setOffset(offset + page.pageSize)}
                  >
                    Older
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
                  setNotice(`Deleted the lead from ${name}.`);
                  go(leadHref().slice(1));
                }}
              />
            ) : (
              <section className="panel lead-placeholder">
                <p className="hint">Choose a lead to see everything they sent.</p>
              </section>
            )}
          </div>
        </>
      )}
    </main>
  );
}
