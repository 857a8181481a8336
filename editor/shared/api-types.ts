// The answers of the editor's server that its app reads (history, publish, mail setup): types only, so
// the server that sends them and the app that reads them are checked against one description.
import type { Finding } from '../../generator/doctor/types';
import type { Problem } from '../../generator/errors/problem';
import type { BuildInfo } from '../../shared/builds';

// History: GET /api/history and a save's changes (editor/server/history.ts, describe-change.ts).

export interface FieldChange {
  place: string;
  kind: 'changed' | 'added' | 'removed' | 'moved';
  before?: string;
  after?: string;
}
export interface ChangeDescription {
  summary: string;
  changes: FieldChange[];
  more: number;
}

export type HistoryEntry =
  | {
      kind: 'save';
      id: string;
      at: string;
      summary: string;
      current: boolean;
      live: boolean;
      oldest: boolean;
      /** A restore: when the version it put back was saved (its summary says "Restored the version of …"). */
      restoredAt?: string;
    }
  | {
      kind: 'publish';
      id: string;
      at: string;
      summary: string;
      pages: number;
      live: boolean;
      version?: string;
      versionAt?: string;
      versionSummary?: string;
    };

export interface History {
  entries: HistoryEntry[];
  /** Saves older than the ones shown. */
  olderSaves: number;
  /** The saved version the editor holds (site.json as it is now: the newest kept version with its content), if kept. */
  current?: string;
  /** site.json was changed outside the editor since its last save (no kept version is the file). */
  changedOutside: boolean;
}

// Publish: /api/publish, its events and /api/builds (editor/server/publish.ts, publish-routes.ts).

/** `wait`: another publish into the same builds folder is running; this one starts when it ends. */
type PublishStage = 'check' | 'wait' | 'bundle' | 'assets' | 'pages' | 'finish' | 'doctor' | 'switch';

export interface PublishState {
  buildId: string;
  /** `unchanged`: the saved site.json, engine and pictures are what the live build was made from; nothing was built. */
  status: 'running' | 'published' | 'failed' | 'unchanged';
  stage: PublishStage;
  pages?: { done: number; total: number };
  /** While stage is `wait`: what it waits for, in words. */
  waiting?: string;
  startedAt: string;
  ms?: number;
  /** Why it failed, in words for the person publishing; the live site was not changed. */
  error?: string;
  problems?: Problem[];
  findings?: Finding[];
  /** The doctor's findings that stopped this publish (editor/server/publish.ts blocksPublish). */
  blockers?: Finding[];
  /** The kept build this publish is: the live one (`unchanged`), or one made live again instead of building the same anew. */
  sameAs?: { id: string; builtAt: string };
}

export interface KeptBuild extends BuildInfo {
  live: boolean;
}

export interface PublishOverview {
  publish?: PublishState;
  builds: KeptBuild[];
  publicUrl: string;
}

// Mail setup: GET /api/leads/mail (editor/server/mail-setup.ts, leads.ts).

/** Whether the site's server e-mails leads to the office; `unknown` when it could not be asked. */
export type MailSetup = 'on' | 'off' | 'unknown';

export interface MailSetupAnswer {
  mail: MailSetup;
  publicUrl: string;
}
