// `npm run leads -- list|show|delete|export|retry`: the owner's view of the leads, and the privacy
// operations the policy promises (deletion on request). Reads the store the server uses:
// DATABASE_URL when set, else DATA_DIR (default ./data); names the fields as the served site's form
// does (the live build in BUILDS_DIR, else DIST_DIR, as the server picks it).
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { servedDir } from '../shared/builds.js';
import type { Lead, LeadListRow } from '../shared/leads.js';
import { CONTACT_FIELDS, FIELD_LABELS, HIDDEN_CHARACTER, type ContactField } from '../shared/contact/rules.js';
import { readContactLocale } from './contact-locale.js';
import { UTF8_BOM, toCsv } from './csv.js';
import type { LeadSelector, LeadStore } from './lead-store.js';
import { PRIVATE_FILE } from './store/data-files.js';
import { openLeadStore } from './store/open-store.js';
import { DB_FILE } from './store/sqlite-core.js';

const USAGE = `Usage:
  npm run leads -- list [--limit N]          newest leads first (default 20)
  npm run leads -- show <id>                 every field of one lead
  npm run leads -- delete <id>               remove a lead and its e-mail job (a deletion request)
  npm run leads -- delete --email <address>  remove every lead sent from that address
  npm run leads -- export --csv --out leads.csv   every lead as CSV (file readable by you only)
  npm run leads -- export --csv > leads.csv  the same on stdout
  npm run leads -- retry                     re-send e-mails that gave up (after fixing SMTP_URL / LEADS_TO)
Reads %s.`;

/** Visitor text must not drive the terminal: control and bidi characters (ESC, CR, U+202E, ...) become spaces. */
const HIDDEN_RUNS = new RegExp(`${HIDDEN_CHARACTER.source}+`, 'gu');
const printable = (value: string) => value.replace(HIDDEN_RUNS, ' ');

function formatList(rows: LeadListRow[], total: number): string {
  if (rows.length === 0) return 'No leads yet.';
  const lines = rows.map((r) =>
    [
      r.created_at.replace('T', ' ').slice(0, 19),
      `${r.first_name} ${r.last_name}`,
      r.cell_phone,
      r.email,
      `${r.city}, ${r.state}`,
      `mail: ${r.mail_state ?? 'none'}`,
      r.id,
    ]
      .map((cell) => printable(cell))
      .join('  |  '),
  );
  return [
    ...lines,
    '',
    `Showing ${rows.length} of ${total} lead(s). Full details: npm run leads -- export --csv > leads.csv`,
  ].join('\n');
}

export type FieldLabels = Record<ContactField, string>;

/** The served site's field labels: its live build's contact rules (US English for a build without them). */
function servedFieldLabels(env: NodeJS.ProcessEnv): FieldLabels {
  const served = servedDir(
    path.resolve(env.DIST_DIR?.trim() || 'dist'),
    path.resolve(env.BUILDS_DIR?.trim() || 'builds'),
  );
  return readContactLocale(served).fieldLabels;
}

function formatLead(lead: Lead, labels: FieldLabels): string {
  const rows: [string, string][] = [
    ['Lead id', lead.id],
    ['Received (UTC)', lead.created_at],
    ...CONTACT_FIELDS.map((f): [string, string] => [labels[f], lead[f]]),
  ];
  return rows.map(([label, value]) => `${label.padEnd(16)} ${printable(value)}`).join('\n');
}

export function exportCsv(rows: LeadListRow[], labels: FieldLabels = FIELD_LABELS): string {
  const header = ['Lead id', 'Received (UTC)', ...CONTACT_FIELDS.map((f) => labels[f]), 'Mail status'];
  const body = rows.map((r) => [r.id, r.created_at, ...CONTACT_FIELDS.map((f) => r[f]), r.mail_state ?? '']);
  return UTF8_BOM + toCsv([header, ...body]);
}

type Write = (text: string) => void;
type Command = (store: LeadStore, args: string[], out: Write, err: Write, labels: FieldLabels) => Promise<number>;

const flag = (args: string[], name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

const COMMANDS: Record<string, Command> = {
  async list(store, args, out, err) {
    const limit = args.includes('--limit') ? Number(flag(args, '--limit')) : 20;
    if (!Number.isInteger(limit) || limit < 1) {
      err('--limit needs a whole number, e.g. --limit 50\n');
      return 1;
    }
    out(`${formatList(await store.listLeads({ limit }), await store.countLeads())}\n`);
    return 0;
  },
  async show(store, [id], out, err, labels) {
    if (!id) {
      err('Which lead? npm run leads -- show <id> (ids are in: npm run leads -- list)\n');
      return 1;
    }
    const lead = await store.getLead(id);
    if (!lead) {
      err(`No lead with id ${printable(id)}.\n`);
      return 1;
    }
    out(`${formatLead(lead, labels)}\n`);
    return 0;
  },
  async delete(store, args, out, err) {
    const email = flag(args, '--email');
    const selector: LeadSelector | undefined =
      args[0] === '--email' ? (email ? { email } : undefined) : args[0] ? { id: args[0] } : undefined;
    if (!selector) {
      err('Which lead? npm run leads -- delete <id>, or delete --email <address>\n');
      return 1;
    }
    const removed = await store.deleteLeads(selector);
    if (removed.length === 0) {
      err(
        `No lead matches ${printable('id' in selector ? `id ${selector.id}` : `e-mail ${selector.email}`)}; nothing removed.\n`,
      );
      return 1;
    }
    const lines = removed.map(
      (l) => `  ${l.id}  ${printable(`${l.first_name} ${l.last_name} <${l.email}>`)}  received ${l.created_at}`,
    );
    const erased = store.kind === 'sqlite' ? ' Their bytes were overwritten (secure_delete) and the WAL emptied.' : '';
    out(
      `Removed ${removed.length} lead(s) and their e-mail job(s):\n${lines.join('\n')}\n${erased ? `${erased.trim()}\n` : ''}`,
    );
    return 0;
  },
  async export(store, args, out, err, labels) {
    if (!args.includes('--csv')) {
      err('Only CSV export exists: npm run leads -- export --csv --out leads.csv\n');
      return 1;
    }
    const csv = exportCsv(await store.listLeads(), labels);
    const file = flag(args, '--out');
    if (args.includes('--out') && !file) {
      err('--out needs a file name, e.g. --out leads.csv\n');
      return 1;
    }
    if (!file) {
      out(csv);
      return 0;
    }
    writeFileSync(file, csv, { mode: PRIVATE_FILE, flag: 'wx' }); // personal data: only its owner may read it
    out(`Wrote ${csv.split('\r\n').length - 2} lead(s) to ${file} (readable by you only).\n`);
    return 0;
  },
  async retry(store, _args, out) {
    const count = await store.retryDeadJobs();
    out(`${count} e-mail(s) queued again. The running server sends them within a minute.\n`);
    return 0;
  },
};

/** Runs one command; normal output goes to out, problems to err. Resolves to the exit code. */
export async function runCli(argv: string[], env: NodeJS.ProcessEnv, out: Write, err: Write = out): Promise<number> {
  const dataDir = path.resolve(env.DATA_DIR?.trim() || 'data');
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  const usage = USAGE.replace(
    '%s',
    databaseUrl ? 'the PostgreSQL database in DATABASE_URL' : `DATA_DIR (now: ${dataDir})`,
  );
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') {
    (command ? out : err)(`${usage}\n`);
    return command ? 0 : 1;
  }
  const run = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
  if (!run) {
    err(`Unknown command "${printable(command)}".\n${usage}\n`);
    return 1;
  }
  if (!databaseUrl && !existsSync(path.join(dataDir, DB_FILE))) {
    err(
      `No lead database at ${path.join(dataDir, DB_FILE)}. Set DATA_DIR to the folder the server uses (its default is ./data), or DATABASE_URL.\n`,
    );
    return 1;
  }
  let store: LeadStore;
  try {
    store = await openLeadStore({ dataDir, databaseUrl }, { mustExist: true });
  } catch (error) {
    err(`Cannot open the lead database: ${(error as Error).message}\n`);
    return 1;
  }
  try {
    return await run(store, rest, out, err, servedFieldLabels(env));
  } catch (error) {
    err(`${(error as Error).message}\n`);
    return 1;
  } finally {
    await store.close();
  }
}
