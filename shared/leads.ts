// A stored lead as the lead store reads it: its statuses and its rows. Pure (no Node, no database),
// so the site editor's app, which lists and files leads, reads them as the server stores them.
import type { ContactValues } from './contact/rules.js';

/** Where the owner is with a lead: new on arrival, then contacted, then done. */
export const LEAD_STATUSES = ['new', 'contacted', 'done'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const isLeadStatus = (value: unknown): value is LeadStatus => LEAD_STATUSES.includes(value as LeadStatus);

export interface Lead extends ContactValues {
  id: string;
  created_at: string;
  status: LeadStatus;
  /**
   * When the person ticked the form's privacy-consent box (ISO 8601 UTC: the moment the lead was
   * stored); null when the form had no such box, or the lead came before consent was recorded.
   */
  consent_at?: string | null;
  /** The language of the page the post came from (es-US), on a site of several languages; null otherwise. */
  language?: string | null;
}
/** A photo sent with a lead, as stored: re-encoded (server/contact/photo.ts), so always a JPEG without metadata. */
export interface LeadPhoto {
  content_type: 'image/jpeg';
  width: number;
  height: number;
  /** The size of data, in bytes. */
  bytes: number;
  data: Uint8Array;
}

/** A lead with the state of its e-mail job (null columns when it has none). Times are epoch ms. */
export interface LeadListRow extends Lead {
  /** The size of the lead's photo in bytes, or null when it has none. */
  photo_bytes: number | null;
  mail_state: 'pending' | 'sent' | 'dead' | null;
  mail_attempts: number | null;
  mail_error: string | null;
  mail_sent_at: number | null;
  mail_next_attempt_at: number | null;
}
