// The Leads inbox's calls to the editor's server (editor/server/leads.ts), and where it lives in the
// address: #leads, or #leads/<id> for one lead (so Back works and a lead has a link).
import type { LeadListRow, LeadStatus } from '../../../../shared/leads';
import { call } from '../api';
import { currentLanguage, t } from '../../../shared/i18n';

/** A lead with its e-mail's delivery state, as the store reads it. */
export type Lead = LeadListRow;
/** A status in words: "New", "Contacted", "Done". */
export const statusLabel = (status: LeadStatus) => t(`leads.status.${status}`);
export type LeadCounts = Record<LeadStatus, number>;

export interface LeadPage {
  leads: Lead[];
  counts: LeadCounts;
  offset: number;
  pageSize: number;
}
export interface LeadField {
  name: keyof Lead;
  label: string;
}

/** Lets the new-lead count and the list catch up after a change. */
export const LEADS_CHANGED = 'leads-changed';
const changed = <T>(result: T) => {
  window.dispatchEvent(new Event(LEADS_CHANGED));
  return result;
};

type OneLead = { lead: Lead; fields: LeadField[] };
const one = (id: string) => `/api/leads/${encodeURIComponent(id)}`;

export const leadsApi = {
  list: (status: LeadStatus | undefined, offset: number) =>
    call<LeadPage>('GET', `/api/leads?${new URLSearchParams({ ...(status && { status }), offset: String(offset) })}`),
  counts: () => call<LeadCounts>('GET', '/api/leads/counts'),
  get: (id: string) => call<OneLead>('GET', one(id)),
  setStatus: (id: string, status: LeadStatus) => call<OneLead>('PUT', `${one(id)}/status`, { status }).then(changed),
  retry: (id: string) => call<OneLead>('POST', `${one(id)}/retry`).then(changed),
  remove: (id: string) => call<{ removed: number }>('DELETE', one(id)).then(changed),
  csvUrl: '/api/leads/export.csv',
  /** The photo sent with a lead (only for a lead whose photo_bytes is a number). */
  photoUrl: (id: string) => `${one(id)}/photo`,
};

const LEADS_HASH = 'leads';
export const isLeadsPointer = (pointer: string) => pointer === LEADS_HASH || pointer.startsWith(`${LEADS_HASH}/`);
export const leadIdOf = (pointer: string) =>
  pointer.startsWith(`${LEADS_HASH}/`) ? pointer.slice(LEADS_HASH.length + 1) : undefined;
export const leadHref = (id?: string) => `#${LEADS_HASH}${id ? `/${id}` : ''}`;

export const fullName = (lead: Pick<Lead, 'first_name' | 'last_name'>) => `${lead.first_name} ${lead.last_name}`.trim();

/** Date and time in the business's locale (site.locale; the editor's language without one), in this computer's time zone. */
export const formatWhen = (when: string | number, locale: string | undefined) =>
  new Intl.DateTimeFormat(locale ?? currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(when),
  );
