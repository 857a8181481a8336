// Calls for the history of saves and publishes (editor/server/history.ts), and how its times are said.
import type { ChangeDescription, History, HistoryEntry } from '../../../shared/api-types';
import { call } from '../api';
import { currentLanguage } from '../../../shared/i18n';

export type PublishEntry = Extract<HistoryEntry, { kind: 'publish' }>;

export const historyApi = {
  load: () => call<History>('GET', '/api/history'),
  /** What a save changed (from the save before it), or what restoring it would change now. */
  changes: (id: string, against: 'previous' | 'current') =>
    call<ChangeDescription>('GET', `/api/history/saves/${encodeURIComponent(id)}/changes?against=${against}`),
};

/** "Nov 26, 10:14 AM" in the editor's language and this computer's time zone. */
export const when = (iso: string) =>
  new Date(iso).toLocaleString(currentLanguage(), {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
