// The answers of the editor's server that its app reads (history, publish, mail setup): types only, so
// the server that sends them and the app that reads them are checked against one description.
import type { Finding, Problem } from '../../generator/api';
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

// Wizards: POST /api/wizards/similarity (editor/server/wizards.ts). Its answer grew by adding fields
// only (copies, advice), so a reader of the first shape (template, path, limit, scores) still works.

/** A field of the page carrying text that is not its own (generator/doctor/copied-sentences.ts), in the editor's language. */
export interface CopiedTextAnswer {
  /** `otherService`: sentences of another service's pages; `otherTown`: another town's own text with the name changed; `namesService`: a heading, page title or search summary naming another service. */
  kind: 'otherService' | 'otherTown' | 'namesService';
  /** The copied sentences (or the heading), as the page shows them. */
  sentences: string[];
  /** Whose text it is: the other service's or town's name. */
  from: string;
  /** A page of theirs that carries it, when there is one. */
  fromPage?: string;
  /** What is wrong, in words: the same as the doctor's finding. */
  message: string;
  /** What to do, in words: "Write Gutter Cleaning’s own version of this sentence in …". */
  fix: string;
  /** Where it is written (for a link to the field; never shown). */
  pointer: string;
}

/** One town page of a wizard, measured as the doctor measures it. */
export interface TownSimilarity {
  template: string;
  path: string;
  limit: number;
  /** Share of the page that is the text every town shares with only the town's name filled in. */
  templateScore: number;
  /** The page against each other town's page of its pattern, most alike first. */
  others: { town: string; name: string; path: string; score: number }[];
  /** Add service: the page against the same town's page of the service it was copied from. */
  source?: { template: string; name: string; path: string; score: number };
  /** Its copied sentences and headings that name another service: each stops a publish. The server always sends it (empty when none); optional for answers of before. */
  copies?: CopiedTextAnswer[];
  /** When a score is over the limit: what the doctor says of it, naming the shared parts to rewrite or leave out for the town. */
  advice?: { message: string; fix: string };
}

export type SimilarityAnswer =
  | { ok: true; pages: TownSimilarity[] }
  | { ok: false; problems: { pointer: string; message: string; hint?: string }[] };
