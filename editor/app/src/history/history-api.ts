// Calls for the history of saves and publishes (editor/server/history.ts), and how its times are said.
import type { ChangeDescription, History, HistoryEntry } from '../../../shared/api-types';
import { call } from '../api';

export type SaveEntry = Extract<HistoryEntry, { kind: 'save' }>;
export type PublishEntry = Extract<HistoryEntry, { kind: 'publish' }>;

export const historyApi = {
  load: () => call<History>('GET', '/api/history'),
  /** What a save changed (from the save before it), or what restoring it would change now. */
  changes: (id: string, against: 'previous' | 'current') =>
    call<ChangeDescription>('GET', `/api/history/saves/${encodeURIComponent(id)}/changes?against=${against}`),
};

/** "Nov 26, 10:14 AM" in this computer's language and time zone. */
export const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** A saved version's time, from its name (its time with dashes for colons, then its hash). */
export function savedAtOf(versionId: string | undefined): string | undefined {
  const stamp = /^(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)-(\d{3})Z/.exec(versionId ?? '');
  return stamp ? `${stamp[1]}T${stamp[2]}:${stamp[3]}:${stamp[4]}.${stamp[5]}Z` : undefined;
}
