import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSiteText } from '../../generator/check/load';
import { contactLocale } from '../../shared/site/contact-locale';
import type { SiteModel } from '../../schema/generated/site';
import { BUILD_INFO_FILE, POINTER_FILE } from '../../shared/builds';
import { normalizeContact } from '../../shared/contact/rules';
import { de } from '../../shared/site/languages/de';
import { runCli } from '../../server/leads/leads-cli';
import { openLeadStore } from '../../server/store/open-store';
import { contractFile } from '../integration/helpers/fake-dist';
import { SERVER_CONTRACT_FILE } from '../../shared/server-contract';

/** The contact rules the build writes into the contract of the Leeds plumber example (a UK site). */
const UK_LOCALE = contactLocale(
  loadSiteText(readFileSync('examples/plumber-leeds/site.json', 'utf8')).raw as SiteModel,
);
const UK_LEAD = normalizeContact({
  first_name: 'Nia',
  last_name: 'Roe',
  cell_phone: '0113 496 0123',
  email: 'nia@example.co.uk',
  street_address: '3 Cardigan Road',
  city: 'Leeds',
  state: 'West Yorkshire',
  zip_code: 'LS6 3BN',
  comments: '',
});

let dir: string;
let ids: string[];
beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'cli-'));
  const store = await openLeadStore({ dataDir: dir });
  const [al] = await store.insertLeads(
    [
      normalizeContact({
        first_name: 'Al',
        last_name: 'Bo',
        cell_phone: '4195550134',
        email: 'a@b.co',
        street_address: '=cmd|calc',
        city: 'Huron',
        state: 'OH',
        zip_code: '44839',
        comments: 'Hi, "there"\nsecond line',
      }),
    ],
    undefined,
    1000,
  );
  const [zoe] = await store.insertLeads(
    [
      normalizeContact({
        first_name: 'Zoë',
        last_name: 'Ng',
        cell_phone: '4195550135',
        email: 'z@b.co',
        street_address: '2 B',
        city: 'Milan\u001b[31m\u202e\u2066gnp.exe',
        state: 'OH',
        zip_code: '44846',
        comments: '',
      }),
    ],
    undefined,
    2000,
  );
  ids = [al!.id, zoe!.id];
  await store.close();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the CLI on the test's DATA_DIR; DIST_DIR and BUILDS_DIR are empty folders (a site without its own labels) unless env names others. */
async function run(...argv: string[]) {
  return runWith({}, ...argv);
}

async function runWith(env: NodeJS.ProcessEnv, ...argv: string[]) {
  let out = '';
  let err = '';
  const code = await runCli(
    argv,
    { DATA_DIR: dir, DIST_DIR: path.join(dir, 'no-dist'), BUILDS_DIR: path.join(dir, 'no-builds'), ...env },
    (t) => {
      out += t;
    },
    (t) => {
      err += t;
    },
  );
  return { code, out, err };
}

describe('leads CLI', () => {
  it('lists the newest leads first, with their ids, without terminal control characters', async () => {
    const { code, out } = await run('list');
    expect(code).toBe(0);
    expect(out.indexOf('Zoë Ng')).toBeLessThan(out.indexOf('Al Bo'));
    expect(out).not.toContain('\u001b');
    expect(out).toContain(ids[0]);
    expect(out).not.toMatch(/[\u202e\u2066]/); // bidi controls would reorder the owner's terminal line
    expect(out).toContain('Milan [31m gnp.exe, OH');
    expect(out).toContain('Showing 2 of 2 lead(s)');
    expect((await run('list', '--limit', '1')).out).toContain('Showing 1 of 2');
  });

  it('exports CSV with a header, quoting and formula escaping', async () => {
    const { code, out } = await run('export', '--csv');
    expect(code).toBe(0);
    const rows = out.replace(/^\uFEFF/, '').split('\r\n');
    expect(rows[0]).toBe(
      'Lead id,Received (UTC),First name,Last name,Cell phone,Email,Street address,City,State,ZIP code,Comments,Mail status',
    );
    expect(out).toContain(`'=cmd|calc`);
    expect(out).toContain('"Hi, ""there""\nsecond line"');
    expect(out).toContain('Zoë');
  });

  it('exports to a file only its owner can read (0600)', async () => {
    const file = path.join(dir, 'export.csv');
    expect(await run('export', '--csv', '--out', file)).toMatchObject({
      code: 0,
      out: expect.stringContaining('Wrote 2 lead(s)'),
    });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toContain('Zoë');
  });

  it('shows one lead in full', async () => {
    const { code, out } = await run('show', ids[0]!);
    expect(code).toBe(0);
    expect(out).toContain(`Lead id          ${ids[0]}`);
    expect(out).toContain('Comments         Hi, "there" second line');
    expect(await run('show', 'nope')).toMatchObject({ code: 1, err: expect.stringContaining('No lead with id nope') });
  });

  it('deletes a lead by id or every lead of an e-mail address, saying what was removed', async () => {
    const byId = await run('delete', ids[0]!);
    expect(byId).toMatchObject({
      code: 0,
      out: expect.stringContaining(`Removed 1 lead(s) and their e-mail job(s):\n  ${ids[0]}  Al Bo <a@b.co>`),
    });
    expect(byId.out).toContain('secure_delete');
    expect(await run('show', ids[0]!)).toMatchObject({ code: 1 });
    expect(await run('delete', '--email', 'Z@B.CO')).toMatchObject({ code: 0, out: expect.stringContaining(ids[1]) });
    expect((await run('list')).out).toContain('No leads yet.');
    expect(await run('delete', '--email', 'z@b.co')).toMatchObject({
      code: 1,
      err: expect.stringContaining('nothing removed'),
    });
    expect(await run('delete')).toMatchObject({ code: 1, err: expect.stringContaining('delete <id>') });
  });

  it('explains mistakes and exits 1', async () => {
    expect(await run('export')).toMatchObject({ code: 1, err: expect.stringContaining('export --csv') });
    expect(await run('frobnicate')).toMatchObject({ code: 1, err: expect.stringContaining('Unknown command') });
    expect(await run('toString')).toMatchObject({ code: 1, err: expect.stringContaining('Unknown command') });
    expect(await run('list', '--limit', 'x')).toMatchObject({ code: 1 });
    expect(
      await runCli(
        ['list'],
        { DATA_DIR: path.join(dir, 'missing') },
        () => {},
        () => {},
      ),
    ).toBe(1);
    expect(await run()).toMatchObject({ code: 1, err: expect.stringContaining('Usage') });
  });

  it('says when a lead agreed to the privacy policy, and that it has a photo and how to save it', async () => {
    const store = await openLeadStore({ dataDir: dir });
    const data = Buffer.from('a re-encoded JPEG, as server/contact/photo.ts makes it');
    const photo = { content_type: 'image/jpeg', width: 4, height: 3, bytes: 3000, data } as const;
    const [withBoth] = await store.insertLeads([{ ...UK_LEAD, consent: true, photo }], undefined, 3000);
    await store.close();
    const id = withBoth!.id;

    const shown = await run('show', id);
    expect(shown.code).toBe(0);
    expect(shown.out).toContain(`Privacy consent  Agreed to the privacy policy (${new Date(3000).toISOString()})`);
    expect(shown.out).toContain(`Photo            3 KB JPEG. Save it: npm run leads -- photo ${id}`);
    const plain = (await run('show', ids[0]!)).out;
    expect(plain).not.toMatch(/Privacy consent|Photo/); // neither: nothing said
    const list = (await run('list')).out.split('\n');
    expect(list.find((line) => line.includes(id))).toMatch(/ {2}\| {2}photo {2}\| {2}/);
    expect(list.find((line) => line.includes(ids[0]!))).not.toContain('photo');

    const file = path.join(dir, 'her-photo.jpg');
    expect(await run('photo', id, '--out', file)).toMatchObject({
      code: 0,
      out: `Wrote the photo of lead ${id} to ${file} (readable by you only).\n`,
    });
    expect(readFileSync(file)).toEqual(data);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(await run('photo', id, '--out', file)).toMatchObject({ code: 1, err: expect.stringContaining('EEXIST') }); // never overwritten
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      expect((await run('photo', id)).code).toBe(0); // by default named as the e-mail's attachment
      expect(readFileSync(path.join(dir, `photo-${id.slice(0, 8)}.jpg`))).toEqual(data);
    } finally {
      process.chdir(cwd);
    }
    expect(await run('photo', ids[0]!)).toMatchObject({ code: 1, err: `Lead ${ids[0]} came without a photo.\n` });
    expect(await run('photo', 'nope')).toMatchObject({ code: 1, err: 'No lead with id nope.\n' });
    expect(await run('photo')).toMatchObject({ code: 1, err: expect.stringContaining('photo <id>') });
    expect((await run('help')).out).toMatch(/retry .*\n {2}npm run leads -- photo <id> \[--out file\.jpg\] .*\nReads /);
  });

  it("says it in the served site's language", async () => {
    const store = await openLeadStore({ dataDir: dir });
    const [lead] = await store.insertLeads([{ ...UK_LEAD, consent: true }], undefined, 3000);
    await store.close();
    const dist = path.join(dir, 'dist');
    mkdirSync(dist);
    writeFileSync(path.join(dist, SERVER_CONTRACT_FILE), contractFile({ locale: 'de-DE' })[SERVER_CONTRACT_FILE]!);
    const shown = await runWith({ DIST_DIR: dist }, 'show', lead!.id);
    expect(shown.out).toContain(
      `Einwilligung     Der Datenschutzerklärung zugestimmt (${new Date(3000).toISOString()})`,
    );
    expect((await runWith({ DIST_DIR: dist }, 'photo', lead!.id)).err).toBe(
      `${de.cli.noPhoto.replace('{id}', lead!.id)}\n`,
    );
    expect((await runWith({ DIST_DIR: dist }, 'help')).out).toContain(de.cli.usagePhoto);
  });

  it('re-queues e-mails that gave up', async () => {
    expect(await run('retry')).toMatchObject({ code: 0, out: expect.stringContaining('0 e-mail(s) queued again') });
  });

  it('names the fields as the served site does: a UK site says County and Postcode, not State and ZIP code', async () => {
    const store = await openLeadStore({ dataDir: dir });
    const [uk] = await store.insertLeads([UK_LEAD]);
    await store.close();
    const dist = path.join(dir, 'dist');
    mkdirSync(dist);
    const ukContract = contractFile({ contactLocale: UK_LOCALE })[SERVER_CONTRACT_FILE]!;
    writeFileSync(path.join(dist, SERVER_CONTRACT_FILE), ukContract);
    // A published build is what the server serves, so its words win over DIST_DIR's, as in the server.
    const builds = path.join(dir, 'builds');
    const live = '2026-11-20T15-00-00-000Z-0123abcd';
    mkdirSync(path.join(builds, live), { recursive: true });
    writeFileSync(path.join(builds, live, BUILD_INFO_FILE), '{}');
    writeFileSync(path.join(builds, live, SERVER_CONTRACT_FILE), ukContract);
    writeFileSync(path.join(builds, POINTER_FILE), live);
    for (const env of [{ DIST_DIR: dist }, { BUILDS_DIR: builds }]) {
      const shown = await runWith(env, 'show', uk!.id);
      expect(shown.code).toBe(0);
      expect(shown.out).toMatch(/^County +West Yorkshire$/m);
      expect(shown.out).toMatch(/^Postcode +LS6 3BN$/m);
      expect(shown.out).toMatch(/^Mobile number +0113 496 0123$/m);
      expect(shown.out).not.toMatch(/State|ZIP code/);
      const csv = (await runWith(env, 'export', '--csv')).out.replace(/^\uFEFF/, '').split('\r\n');
      expect(csv[0]).toBe(
        'Lead id,Received (UTC),First name,Last name,Mobile number,E-mail,Street address,City,County,Postcode,Comments,Mail status',
      );
    }
    expect((await run('show', uk!.id)).out).toMatch(/^State +West Yorkshire$/m); // a build without its own labels keeps the US ones
  });
});
