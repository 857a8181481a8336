// What readiness commits to prove the store can take a lead now: a lead with a small photo of random
// bytes, written to the same tables as a visitor's and removed again in the same transaction, so no
// list, count or e-mail ever sees it. Random bytes and several pages of them: an upsert of one small
// row fits in pages the database (or SQLite's WAL) already holds, and succeeded on a disk where every
// real post failed with "disk is full".
import { randomBytes } from 'node:crypto';
import { CONTACT_FIELDS, type ContactValues } from '../../shared/contact/fields.js';
import type { Lead, LeadPhoto } from '../../shared/leads.js';
import { newLeadRows } from './lead-store.js';

const PROBE_PHOTO_BYTES = 8 * 1024;

export function probeLead(now = Date.now()): { lead: Lead; photo: LeadPhoto } {
  const values = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, 'readiness probe'])) as ContactValues;
  const data = randomBytes(PROBE_PHOTO_BYTES);
  const photo: LeadPhoto = { content_type: 'image/jpeg', width: 1, height: 1, bytes: data.length, data };
  const [row] = newLeadRows([{ ...values, photo }], now);
  return { lead: row!.lead, photo };
}
