// Calls for the history of saves and publishes (editor/server/history.ts), and how its times are said.
import type { ChangeDescription, History, HistoryEntry } from '../../../shared/api-types';
import { call } from '../api';
import { when } from '../../../shared/when';

export type PublishEntry = Extract<HistoryEntry, { kind: 'publish' }>;

export const historyApi = {
  load: () => call<History>('GET', '/api/history'),
  /** What a save changed (from the save before it), or what restoring it would change now. */
  changes: (id: string, against: 'previous' | 'current') =>
    call<ChangeDescription>('GET', `/api/history/saves/${encodeURIComponent(id)}/changes?against=${against}`),
  /** What the save `id` changes compared with the save `from` (the live site's version, before a roll back). */
  changesFrom: (id: string, from: string) =>
    call<ChangeDescription>(
      'GET',
      `/api/history/saves/${encodeURIComponent(id)}/changes?from=${encodeURIComponent(from)}`,
    ),
};

export { when };
