// `npm run leads -- list [--limit N]`, `npm run leads -- export --csv > leads.csv`, `npm run leads -- retry`.
// Reads the lead database in DATA_DIR (default ./data).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CONTACT_FIELDS, FIELD_LABELS } from '../src/contact/rules';
import { UTF8_BOM, toCsv } from './csv';
import { DB_FILE, LeadStore, type LeadListRow } from './lead-store';

const USAGE = `Usage:
  npm run leads -- list [--limit N]       newest leads first (default 20)
  npm run leads -- export --csv > leads.csv   every lead as CSV for a spreadsheet
  npm run leads -- retry                  re-send e-mails that gave up (after fixing SMTP_URL / LEADS_TO)
Reads DATA_DIR (now: %s).`;

/** Visitor text must not drive the terminal: control characters (ESC, CR, ...) become spaces. */
const printable = (value: string) => value.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ');

function formatList(rows: LeadListRow[], total: number): string {
  if (rows.length === 0) return 'No leads yet.';
  const lines = rows.map((r) => [
    r.created_at.replace('T', ' ').slice(0, 19),
    `${r.first_name} ${r.last_name}`, r.cell_phone, r.email, `${r.city}, ${r.state}`, `mail: ${r.mail_state ?? 'none'}`,
  ].map((cell) => printable(cell)).join('  |  '));
  return [...lines, '', `Showing ${rows.length} of ${total} lead(s). Full details: npm run leads -- export --csv > leads.csv`].join('\n');
}

export function exportCsv(rows: LeadListRow[]): string {
  const header = ['Lead id', 'Received (UTC)', ...CONTACT_FIELDS.map((f) => FIELD_LABELS[f]), 'Mail status'];
  const body = rows.map((r) => [r.id, r.created_at, ...CONTACT_FIELDS.map((f) => r[f]), r.mail_state ?? '']);
  return UTF8_BOM + toCsv([header, ...body]);
}

type Write = (text: string) => void;

/** Runs one command; normal output goes to out, problems to err. Returns the exit code. */
export function runCli(argv: string[], env: NodeJS.ProcessEnv, out: Write, err: Write = out): number {
  const dataDir = path.resolve(env.DATA_DIR?.trim() || 'data');
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') { (command ? out : err)(`${USAGE.replace('%s', dataDir)}\n`); return command ? 0 : 1; }
  if (!['list', 'export', 'retry'].includes(command)) { err(`Unknown command "${printable(command)}".\n${USAGE.replace('%s', dataDir)}\n`); return 1; }
  if (command === 'export' && !rest.includes('--csv')) { err('Only CSV export exists: npm run leads -- export --csv > leads.csv\n'); return 1; }
  if (!existsSync(path.join(dataDir, DB_FILE))) {
    err(`No lead database at ${path.join(dataDir, DB_FILE)}. Set DATA_DIR to the folder the server uses (its default is ./data).\n`);
    return 1;
  }
  const store = new LeadStore(dataDir, { mustExist: true });
  try {
    if (command === 'list') {
      const i = rest.indexOf('--limit');
      const limit = i >= 0 ? Number(rest[i + 1]) : 20;
      if (!Number.isInteger(limit) || limit < 1) { err('--limit needs a whole number, e.g. --limit 50\n'); return 1; }
      out(`${formatList(store.listLeads(limit), store.countLeads())}\n`);
    } else if (command === 'export') {
      out(exportCsv(store.listLeads()));
    } else {
      const count = store.retryDeadJobs();
      out(`${count} e-mail(s) queued again. The running server sends them within a minute.\n`);
    }
    return 0;
  } finally {
    store.close();
  }
}
