import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { normalizeContact } from '../../../src/contact/rules';
import { LeadStore } from '../../../server/lead-store';
import { runCli } from '../../../server/leads-cli';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'cli-'));
  const store = new LeadStore(dir);
  store.insertLead(normalizeContact({ first_name: 'Al', last_name: 'Bo', cell_phone: '4195550134', email: 'a@b.co', street_address: '=cmd|calc', city: 'Huron', state: 'OH', zip_code: '44839', comments: 'Hi, "there"\nsecond line' }), 1000);
  store.insertLead(normalizeContact({ first_name: 'Zoë', last_name: 'Ng', cell_phone: '4195550135', email: 'z@b.co', street_address: '2 B', city: 'Milan\u001b[31m\u202e\u2066gnp.exe', state: 'OH', zip_code: '44846', comments: '' }), 2000);
  store.close();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function run(...argv: string[]) {
  let out = '';
  let err = '';
  const code = runCli(argv, { DATA_DIR: dir }, (t) => { out += t; }, (t) => { err += t; });
  return { code, out, err };
}

describe('leads CLI', () => {
  it('lists the newest leads first, without terminal control characters', () => {
    const { code, out } = run('list');
    expect(code).toBe(0);
    expect(out.indexOf('Zoë Ng')).toBeLessThan(out.indexOf('Al Bo'));
    expect(out).not.toContain('\u001b');
    expect(out).not.toMatch(/[\u202e\u2066]/); // bidi controls would reorder the owner's terminal line
    expect(out).toContain('Milan [31m gnp.exe, OH');
    expect(out).toContain('Showing 2 of 2 lead(s)');
    expect(run('list', '--limit', '1').out).toContain('Showing 1 of 2');
  });

  it('exports CSV with a header, quoting and formula escaping', () => {
    const { code, out } = run('export', '--csv');
    expect(code).toBe(0);
    const rows = out.replace(/^\uFEFF/, '').split('\r\n');
    expect(rows[0]).toBe('Lead id,Received (UTC),First name,Last name,Cell phone,Email,Street address,City,State,ZIP code,Comments,Mail status');
    expect(out).toContain(`'=cmd|calc`);
    expect(out).toContain('"Hi, ""there""\nsecond line"');
    expect(out).toContain('Zoë');
  });

  it('explains mistakes and exits 1', () => {
    expect(run('export')).toMatchObject({ code: 1, err: expect.stringContaining('export --csv') });
    expect(run('frobnicate')).toMatchObject({ code: 1, err: expect.stringContaining('Unknown command') });
    expect(run('list', '--limit', 'x')).toMatchObject({ code: 1 });
    expect(runCli(['list'], { DATA_DIR: path.join(dir, 'missing') }, () => {}, () => {})).toBe(1);
    expect(run()).toMatchObject({ code: 1, err: expect.stringContaining('Usage') });
  });

  it('re-queues e-mails that gave up', () => {
    expect(run('retry')).toMatchObject({ code: 0, out: expect.stringContaining('0 e-mail(s) queued again') });
  });
});
