// What readiness commits to prove the store can take a lead now: a lead with a photo of random bytes,
// written to the same tables as a visitor's and removed again in the same transaction, so no list,
// count or e-mail ever sees it. Random bytes and several pages of them: an upsert of one small row
// fits in pages the database (or SQLite's WAL) already holds, and succeeded on a disk where every real
// post failed with "disk is full". Several pages still fit where a post with a large photo does not,
// so once a lead could not be committed the probe writes a photo as large as that lead's (ProbeSize),
// and readiness stays false until a write of that size commits. Not that large every time: a health
// check every few seconds would then write megabytes each time.
import { randomBytes } from 'node:crypto';
import { CONTACT_FIELDS, type ContactValues } from '../../shared/contact/fields.js';
import type { Lead, LeadPhoto } from '../../shared/leads.js';
import { newLeadRows, type LeadInput } from './lead-store.js';

const PROBE_PHOTO_BYTES = 8 * 1024;

export function probeLead(photoBytes = PROBE_PHOTO_BYTES, now = Date.now()): { lead: Lead; photo: LeadPhoto } {
  const values = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, 'readiness probe'])) as ContactValues;
  const data = randomBytes(photoBytes);
  const photo: LeadPhoto = { content_type: 'image/jpeg', width: 1, height: 1, bytes: data.length, data };
  const [row] = newLeadRows([{ ...values, photo }], now);
  return { lead: row!.lead, photo };
}

/** The bytes of the photos of a post's leads. */
export const photoBytesOf = (list: readonly LeadInput[]) =>
  list.reduce((sum, { photo }) => sum + (photo?.bytes ?? 0), 0);

/** How large the probe's photo is: the small one, or as large as the photos of the post that last failed to commit. */
export class ProbeSize {
  private failed = 0;

  /** The photo bytes the next probe writes. */
  get bytes(): number {
    return Math.max(PROBE_PHOTO_BYTES, this.failed);
  }

  /** A commit with `photoBytes` of photos (a post's, or the probe's) succeeded or failed. */
  record(photoBytes: number, committed: boolean): void {
    if (!committed) this.failed = Math.max(this.failed, photoBytes);
    else if (photoBytes >= this.failed) this.failed = 0;
  }
}
