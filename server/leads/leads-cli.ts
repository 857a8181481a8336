// `npm run leads -- list|show|photo|delete|export|retry`: the owner's view of the leads (when the person
// agreed to the privacy policy, the photo sent with a lead, saved by `photo`), and the privacy
// operations the policy promises (deletion on request). Reads the store the server uses:
// DATABASE_URL when set, else DATA_DIR (default ./data); names the fields as the served site's form
// does and speaks the served site's language (the contract of the live build in BUILDS_DIR, else of
// DIST_DIR, as the server picks it; English when nothing is built, and said when it cannot be read).
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { servedDir } from '../../shared/builds.js';
import type { LeadListRow } from '../../shared/leads.js';
import {
  CONTACT_FIELDS,
  FIELD_LABELS,
  HIDDEN_CHARACTER,
  phoneForPeople,
  type ContactField,
} from '../../shared/contact/rules.js';
import { US_CONTACT_LOCALE, type ContactLocale } from '../../shared/contact/locale.js';
import { fill } from '../../shared/site/fill.js';
import { en, type EnginePack } from '../../shared/site/languages/en.js';
import { readServerContract } from '../../shared/server-contract.js';
import { UTF8_BOM, toCsv } from './csv.js';
import { languageName, photoFileName } from './lead-mail.js';
import type { LeadSelector, LeadStore } from '../store/lead-store.js';
import { PRIVATE_FILE } from '../store/data-files.js';
import { openLeadStore } from '../store/open-store.js';
import { DB_FILE } from '../store/sqlite-core.js';

type CliWords = EnginePack['cli'];

/** Visitor text must not drive the terminal: control and bidi characters (ESC, CR, U+202E, ...) become spaces. */
const HIDDEN_RUNS = new RegExp(`${HIDDEN_CHARACTER.source}+`, 'gu');
const printable = (value: string) => value.replace(HIDDEN_RUNS, ' ');

/** A lead's e-mail state in the owner's words. */
const mailStateIn = (state: LeadListRow['mail_state'], words: CliWords) =>
  state === 'pending'
    ? words.mailPending
    : state === 'sent'
      ? words.mailSent
      : state === 'dead'
        ? words.mailDead
        : words.noMailState;

function formatList(rows: LeadListRow[], total: number, words: CliWords): string {
  if (rows.length === 0) return words.noLeads;
  const lines = rows.map((r) =>
    [
      r.created_at.replace('T', ' ').slice(0, 19),
      `${r.first_name} ${r.last_name}`,
      r.cell_phone,
      r.email,
      [r.city, r.state].filter(Boolean).join(', '),
      fill(words.mailState, { state: mailStateIn(r.mail_state, words) }),
      ...(r.photo_bytes === null ? [] : [words.listPhoto]),
      r.id,
    ]
      .map((cell) => printable(cell))
      .join('  |  '),
  );
  return [...lines, '', fill(words.showing, { shown: rows.length, total })].join('\n');
}

export type FieldLabels = Record<ContactField, string>;

/**
 * The served site's field labels and words (its build's contract). US English when nothing is built, and
 * when its contract cannot be read: then `err` says why, since the labels may not be the site's.
 */
interface ServedSite {
  labels: FieldLabels;
  words: CliWords;
  /** A lead as the owner reads it: its phone in the country's own form (stored international, E.164). */
  shown: <T extends { cell_phone: string }>(lead: T) => T;
  /** The site's (main) language, in which a lead's own language is named. */
  locale: string;
}

/** A lead with its phone as people of `locale`'s country read it. */
const shownIn =
  (locale: ContactLocale) =>
  <T extends { cell_phone: string }>(lead: T): T => ({ ...lead, cell_phone: phoneForPeople(lead.cell_phone, locale) });

function servedSite(env: NodeJS.ProcessEnv, err: Write): ServedSite {
  const served = servedDir(
    path.resolve(env.DIST_DIR?.trim() || 'dist'),
    path.resolve(env.BUILDS_DIR?.trim() || 'builds'),
  );
  try {
    const contract = readServerContract(served);
    return {
      labels: contract.contact.locale.fieldLabels,
      words: contract.words.cli,
      shown: shownIn(contract.contact.locale),
      locale: contract.locale,
    };
  } catch (error) {
    if (existsSync(served))
      err(
        `The site in ${served} cannot be read: ${(error as Error).message}. Fields are named in US English; build the site again ("npm run build") for its own names.\n`,
      );
    return { labels: FIELD_LABELS, words: en.cli, shown: shownIn(US_CONTACT_LOCALE), locale: 'en' };
  }
}

/** A photo's size in whole KB, at least 1. */
const kilobytes = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

function formatLead(lead: LeadListRow, labels: FieldLabels, words: CliWords, locale: string): string {
  const rows: [string, string][] = [
    [words.leadId, lead.id],
    [words.received, lead.created_at],
    ...CONTACT_FIELDS.map((f): [string, string] => [labels[f], lead[f]]),
  ];
  if (lead.consent_at) rows.push([words.consent, fill(words.consentGiven, { time: lead.consent_at })]);
  if (lead.language) rows.push([words.language, languageName(lead.language, locale)]);
  if (lead.photo_bytes !== null)
    rows.push([words.photo, fill(words.photoRow, { size: kilobytes(lead.photo_bytes), id: lead.id })]);
  return rows.map(([label, value]) => `${label.padEnd(16)} ${printable(value)}`).join('\n');
}

export function exportCsv(rows: LeadListRow[], labels: FieldLabels = FIELD_LABELS, words: CliWords = en.cli): string {
  const header = [words.leadId, words.received, ...CONTACT_FIELDS.map((f) => labels[f]), words.mailStatus];
  const body = rows.map((r) => [r.id, r.created_at, ...CONTACT_FIELDS.map((f) => r[f]), r.mail_state ?? '']);
  return UTF8_BOM + toCsv([header, ...body]);
}

type Write = (text: string) => void;
type Command = (store: LeadStore, args: string[], out: Write, err: Write, site: ServedSite) => Promise<number>;

const flag = (args: string[], name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

const COMMANDS: Record<string, Command> = {
  async list(store, args, out, err, { words, shown }) {
    const limit = args.includes('--limit') ? Number(flag(args, '--limit')) : 20;
    if (!Number.isInteger(limit) || limit < 1) {
      err(`${words.limitNotNumber}\n`);
      return 1;
    }
    out(`${formatList((await store.listLeads({ limit })).map(shown), await store.countLeads(), words)}\n`);
    return 0;
  },
  async show(store, [id], out, err, { labels, words, shown, locale }) {
    if (!id) {
      err(`${words.whichLeadToShow}\n`);
      return 1;
    }
    const lead = await store.getLeadWithMail(id);
    if (!lead) {
      err(`${fill(words.noSuchLead, { id: printable(id) })}\n`);
      return 1;
    }
    out(`${formatLead(shown(lead), labels, words, locale)}\n`);
    return 0;
  },
  /** Saves the photo sent with a lead (as stored: a JPEG without metadata), by default as the e-mail names it. */
  async photo(store, args, out, err, { words }) {
    const [id] = args;
    const file = args.includes('--out') ? flag(args, '--out') : id && photoFileName({ id });
    if (!id || id.startsWith('--') || !file) {
      err(`${words.whichPhoto}\n`);
      return 1;
    }
    const photo = await store.getLeadPhoto(id);
    if (!photo) {
      const known = await store.getLead(id);
      err(`${fill(known ? words.noPhoto : words.noSuchLead, { id: printable(id) })}\n`);
      return 1;
    }
    writeFileSync(file, photo.data, { mode: PRIVATE_FILE, flag: 'wx' }); // personal data: only its owner may read it
    out(`${fill(words.photoWrote, { id, file })}\n`);
    return 0;
  },
  async delete(store, args, out, err, { words }) {
    const email = flag(args, '--email');
    const selector: LeadSelector | undefined =
      args[0] === '--email' ? (email ? { email } : undefined) : args[0] ? { id: args[0] } : undefined;
    if (!selector) {
      err(`${words.whichLeadToDelete}\n`);
      return 1;
    }
    const removed = await store.deleteLeads(selector);
    if (removed.length === 0) {
      err(
        `${'id' in selector ? fill(words.noMatchId, { id: printable(selector.id) }) : fill(words.noMatchEmail, { email: printable(selector.email) })}\n`,
      );
      return 1;
    }
    const lines = removed.map(
      (l) =>
        `  ${fill(words.removedLead, { id: l.id, name: printable(`${l.first_name} ${l.last_name}`), email: printable(l.email), time: l.created_at })}`,
    );
    const erased = store.kind === 'sqlite' ? `${words.erased}\n` : '';
    out(`${fill(words.removed, { count: removed.length })}\n${lines.join('\n')}\n${erased}`);
    return 0;
  },
  async export(store, args, out, err, { labels, words, shown }) {
    if (!args.includes('--csv')) {
      err(`${words.csvOnly}\n`);
      return 1;
    }
    const csv = exportCsv((await store.listLeads()).map(shown), labels, words);
    const file = flag(args, '--out');
    if (args.includes('--out') && !file) {
      err(`${words.outNeedsFile}\n`);
      return 1;
    }
    if (!file) {
      out(csv);
      return 0;
    }
    writeFileSync(file, csv, { mode: PRIVATE_FILE, flag: 'wx' }); // personal data: only its owner may read it
    out(`${fill(words.wrote, { count: csv.split('\r\n').length - 2, file })}\n`);
    return 0;
  },
  async retry(store, _args, out, _err, { words }) {
    const count = await store.retryDeadJobs();
    out(`${fill(words.retried, { count })}\n`);
    return 0;
  },
};

/** Runs one command; normal output goes to out, problems to err. Resolves to the exit code. */
export async function runCli(argv: string[], env: NodeJS.ProcessEnv, out: Write, err: Write = out): Promise<number> {
  const dataDir = path.resolve(env.DATA_DIR?.trim() || 'data');
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  const site = servedSite(env, err);
  const { words } = site;
  const usageLines = fill(words.usage, {
    where: databaseUrl ? words.readsDatabase : fill(words.readsDataDir, { dir: dataDir }),
  }).split('\n');
  usageLines.splice(-1, 0, words.usagePhoto); // with the other commands, above the last line ("Reads …")
  const usage = usageLines.join('\n');
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') {
    (command ? out : err)(`${usage}\n`);
    return command ? 0 : 1;
  }
  const run = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
  if (!run) {
    err(`${fill(words.unknownCommand, { command: printable(command) })}\n${usage}\n`);
    return 1;
  }
  if (!databaseUrl && !existsSync(path.join(dataDir, DB_FILE))) {
    err(`${fill(words.noDatabase, { file: path.join(dataDir, DB_FILE) })}\n`);
    return 1;
  }
  let store: LeadStore;
  try {
    store = await openLeadStore({ dataDir, databaseUrl }, { mustExist: true });
  } catch (error) {
    err(`${fill(words.cannotOpen, { error: (error as Error).message })}\n`);
    return 1;
  }
  try {
    return await run(store, rest, out, err, site);
  } catch (error) {
    err(`${(error as Error).message}\n`);
    return 1;
  } finally {
    await store.close();
  }
}
