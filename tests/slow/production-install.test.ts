// The documented production path, end to end: build (the site and the compiled server) into a
// temporary folder, keep only what a deployment needs, `npm ci --omit=dev`, `npm run serve`; a page
// answers 200 and a valid lead is stored (200), with a photo too (sharp, which re-encodes it, is a run-time
// package). The install (offline, from the npm cache) has no build or test tools (tsx, Vite, React),
// so the server can't lean on them. better-sqlite3's install script runs as on a server with
// a network: prebuild-install unpacks a prebuilt binary, here the one this project's own `npm ci`
// compiled (same version, same Node), offered as a local prebuild; without it the script would
// compile SQLite from source again, 1 to 2 min on an idle 2-core machine and 20 min and more on a busy one.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONTACT_FORM } from '../../shared/contact/form';
import { SERVER_CONTRACT_FILE, readServerContract } from '../../shared/server-contract';
import { VALID_BODY, postContact } from '../integration/helpers/contact-body';
import { spawnServer, type ChildServer } from '../integration/helpers/child-server';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const work = mkdtempSync(path.join(tmpdir(), 'production-install-'));
const app = path.join(work, 'app'); // what is copied to the server
const dataDir = path.join(work, 'data');
const tsx = path.join(ROOT, 'node_modules/.bin/tsx');
/** The environment of a deployment's shell: none of the npm_* settings of the npm that started this test. */
const shellEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('npm_')));
const run = (command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) =>
  execFileSync(command, args, {
    cwd,
    env: { ...shellEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });

let server: ChildServer | undefined;

beforeAll(() => {
  const build = path.join(work, 'build');
  run(tsx, ['generator/cli.ts', 'build', '--out', path.join(build, 'dist')], ROOT);
  run(tsx, ['generator/compile-server.ts', '--out', path.join(build, 'server-build')], ROOT);
  mkdirSync(app);
  for (const part of ['dist', 'server-build'])
    cpSync(path.join(build, part), path.join(app, part), { recursive: true });
  for (const file of ['package.json', 'package-lock.json']) cpSync(path.join(ROOT, file), path.join(app, file));
  installFromCache(app);
}, 1_800_000);

/** `npm ci --omit=dev` from this machine's npm cache, offline: no registry round trips. When the cache
 * lacks a package it says which and installs again, fetching only what is missing. */
function installFromCache(cwd: string) {
  const args = ['ci', '--omit=dev', '--no-audit', '--no-fund'];
  const env = { npm_config_better_sqlite3_local_prebuilds: localPrebuilds() };
  try {
    run('npm', [...args, '--offline'], cwd, env);
  } catch (error) {
    const stderr = String((error as { stderr?: string }).stderr ?? '');
    if (!stderr.includes('ENOTCACHED')) throw error;
    const missing = /request to (\S+) failed: cache mode is 'only-if-cached'/.exec(stderr)?.[1] ?? 'a package';
    console.warn(
      `production install: the npm cache lacks ${missing}; installing again with --prefer-offline (the registry for what is missing).`,
    );
    run('npm', [...args, '--prefer-offline'], cwd, env);
  }
  const compiled = existsSync(path.join(cwd, 'node_modules/better-sqlite3/build/Release/obj.target'));
  console.log(`production install: better-sqlite3 ${compiled ? 'compiled from source' : 'from its prebuilt binary'}`);
}

/**
 * A folder holding better-sqlite3's binary as prebuild-install's release archive names it: the binary
 * this project's own install made, for this very version and Node. prebuild-install (the package's
 * install script) unpacks it instead of downloading one; were the name not to match, the script would
 * compile from source, as before: slower, the same outcome.
 */
function localPrebuilds(): string {
  const pkg = path.join(ROOT, 'node_modules/better-sqlite3');
  const { version } = JSON.parse(readFileSync(path.join(pkg, 'package.json'), 'utf8')) as { version: string };
  const report = process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined;
  const libc = process.platform === 'linux' && !report?.header?.glibcVersionRuntime ? 'musl' : '';
  const name = `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}${libc}-${process.arch}.tar.gz`;
  const dir = path.join(work, 'prebuilds');
  mkdirSync(dir);
  run('tar', ['-czf', path.join(dir, name), '-C', pkg, 'build/Release/better_sqlite3.node'], ROOT);
  return dir;
}

afterAll(async () => {
  if (server && server.proc.exitCode === null) {
    server.killGroup('SIGKILL');
    await server.exited;
  }
  rmSync(work, { recursive: true, force: true });
});

describe('production install: npm ci --omit=dev && npm run serve', () => {
  it('installs the run-time packages only', () => {
    for (const runtime of ['express', 'better-sqlite3', 'nodemailer', 'sharp', 'busboy'])
      expect(existsSync(path.join(app, 'node_modules', runtime)), runtime).toBe(true);
    for (const buildTool of ['tsx', 'vite', 'typescript', 'react'])
      expect(existsSync(path.join(app, 'node_modules', buildTool)), buildTool).toBe(false);
  });

  it('serves a page (200) and stores a valid lead (200), then stops cleanly on SIGTERM; the leads CLI reads it', async () => {
    // The default site's form with a photo upload, as a site that chooses one is built.
    const contract = readServerContract(path.join(app, 'dist'));
    contract.contact.form = {
      ...DEFAULT_CONTACT_FORM,
      photo: {
        required: false,
        maxBytes: 10 * 1024 * 1024,
        label: 'Photo',
        hint: '',
        typeMessage: 'Not a photo.',
        tooLargeMessage: 'Too large.',
      },
    };
    writeFileSync(path.join(app, 'dist', SERVER_CONTRACT_FILE), JSON.stringify(contract));
    server = await spawnServer({ DATA_DIR: dataDir, DIST_DIR: path.join(app, 'dist') }, 30_000, {
      command: ['npm', 'run', '--silent', 'serve'],
      cwd: app,
    });

    const page = await fetch(`${server.baseUrl}/about`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1');

    const lead = await postContact(server.baseUrl, VALID_BODY);
    expect(lead.status).toBe(200);
    expect(await lead.json()).toMatchObject({ success: true });
    // A photo, on the form of a site that asks for one: multipart, re-encoded by sharp from the run-time install.
    const withPhoto = new FormData();
    for (const [name, value] of Object.entries(VALID_BODY)) withPhoto.append(name, value);
    withPhoto.append(
      'photo',
      new Blob([readFileSync(path.join(ROOT, 'tests/fixtures/images/phone-upright.jpg'))]),
      'job.jpg',
    );
    const photoPost = await fetch(`${server.baseUrl}/api/contact`, { method: 'POST', body: withPhoto });
    expect(photoPost.status).toBe(200);

    server.proc.kill('SIGTERM'); // to npm, as a process manager would; npm relays it to node
    expect(await server.exited).toMatchObject({ code: 0 });
    // The leads CLI runs compiled too, and finds the lead.
    const csv = execFileSync('node', ['server-build/server/leads.js', 'export', '--csv'], {
      cwd: app,
      env: { ...shellEnv, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    expect(csv).toContain(VALID_BODY.email);
  }, 60_000);
});
