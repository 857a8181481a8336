// A second business's site through the commands a user runs: `npm run build -- --site
// examples/plumber-leeds/site.json --out DIR` builds it, and with SITE naming it, `npm start`'s
// build-if-stale rebuilds while dist/ holds another site, then serves it. In a copy of the project
// (node_modules linked): `npm run build` also compiles the server into the project's server-build/,
// which must not change under other tests. One build of the small Leeds example: ~20–60 s idle.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReason } from '../../generator/build-if-stale';
import { loadSite } from '../../generator/check/load';
import { projectRoot } from '../../generator/paths';
import { serverContractOf } from '../../generator/pages/server-contract';
import { sitemapXml } from '../../generator/pages/sitemap';
import { SERVER_CONTRACT_FILE } from '../../shared/server-contract';
import { validate } from '../../generator/check/validate';
import type { SiteModel } from '../../schema/generated/site';
import { spawnServer, type ChildServer } from './helpers/child-server';

const LEEDS = 'examples/plumber-leeds/site.json';
const work = mkdtempSync(path.join(tmpdir(), 'cli-site-'));
const project = path.join(work, 'project');
const leedsOut = path.join(work, 'leeds');
/** Build output, local state and tools: not part of the project a user checks out. */
const NOT_COPIED = new Set([
  'node_modules',
  'dist',
  'server-build',
  '.git',
  'test-results',
  'playwright-report',
  'data',
  'builds',
  '.site-versions',
]);
/** A user's shell: none of the npm_* settings of the npm that started the tests, and no SITE unless given. */
const shellEnv = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !key.startsWith('npm_') && key !== 'SITE'),
);
const run = (command: string, args: string[], env: Record<string, string> = {}) => {
  try {
    return execFileSync(command, args, {
      cwd: project,
      env: { ...shellEnv, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
      timeout: 900_000,
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${project}:\n${stdout ?? ''}\n${stderr ?? ''}`, {
      cause: error,
    });
  }
};
const locs = (sitemap: string) => [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!));

/** buildReason for the copy, with SITE as `npm start` would have it. */
function reasonWith(site: string | undefined): string | null {
  const before = process.env.SITE;
  if (site) process.env.SITE = site;
  else delete process.env.SITE;
  try {
    return buildReason(project);
  } finally {
    if (before === undefined) delete process.env.SITE;
    else process.env.SITE = before;
  }
}

let server: ChildServer | undefined;
let buildSeconds = 0;

beforeAll(() => {
  cpSync(projectRoot, project, {
    recursive: true,
    filter: (src) => !NOT_COPIED.has(path.relative(projectRoot, src).split(path.sep)[0]!),
  });
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(project, 'node_modules'), 'dir');
  const started = Date.now();
  run('npm', ['run', 'build', '--', '--site', LEEDS, '--out', leedsOut]);
  buildSeconds = (Date.now() - started) / 1000;
  console.log(`npm run build -- --site ${LEEDS}: ${buildSeconds.toFixed(1)} s (server compile and site)`);
}, 900_000);

afterAll(async () => {
  if (server && server.proc.exitCode === null) {
    server.killGroup('SIGKILL');
    await server.exited;
  }
  rmSync(work, { recursive: true, force: true });
});

describe('a second site from the command line', () => {
  it('`npm run build -- --site … --out …` builds that site, with no word of the default business', async () => {
    const leeds = JSON.parse(readFileSync(path.join(project, LEEDS), 'utf8')) as SiteModel;
    const urls = locs(readFileSync(path.join(leedsOut, 'sitemap.xml'), 'utf8'));
    expect(new Set(urls.map((u) => u.origin))).toEqual(new Set([leeds.site.origin]));
    const paths = urls.map((u) => u.pathname);
    expect(paths).toContain('/');
    for (const town of leeds.towns)
      expect(
        paths.some((p) => p.endsWith(`-in-${town.slug}`)),
        `a page for ${town.name}`,
      ).toBe(true);
    expect(readFileSync(path.join(leedsOut, 'index.html'), 'utf8')).toContain(
      leeds.business.name.replace(/&/g, '&amp;'),
    );

    const defaults = JSON.parse(readFileSync(path.join(projectRoot, 'site.json'), 'utf8')) as SiteModel;
    const words = [defaults.business.name.split(' ')[0]!, ...defaults.towns.map((t) => t.name), 'landscap', 'mulch'];
    const sitemap = readFileSync(path.join(leedsOut, 'sitemap.xml'), 'utf8').toLowerCase();
    expect(words.filter((w) => sitemap.includes(w.toLowerCase()))).toEqual([]);
    // The server was compiled in the copy, not in the project other tests serve from.
    expect(readFileSync(path.join(project, 'server-build/server/main.js'), 'utf8').length).toBeGreaterThan(0);
  }, 30_000);

  it('`SITE=… npm start` asks for a build while dist/ holds another site, and not once it holds this one', async () => {
    // dist/ as the default site's build leaves it (its sitemap is how build-if-stale tells sites apart, and
    // the server's contract is one of the files a build is known by).
    const defaults = await loadSite(path.join(project, 'site.json'));
    const { model, routes } = validate(defaults, path.join(project, 'assets/images'));
    mkdirSync(path.join(project, 'dist'));
    writeFileSync(path.join(project, 'dist/sitemap.xml'), sitemapXml(routes, model.site.origin));
    writeFileSync(path.join(project, 'dist', SERVER_CONTRACT_FILE), JSON.stringify(serverContractOf(model)));
    expect(reasonWith(LEEDS)).toBe(`dist/ holds another site than ${LEEDS}`);
    expect(reasonWith(undefined)).toBeNull();

    rmSync(path.join(project, 'dist'), { recursive: true });
    renameSync(leedsOut, path.join(project, 'dist'));
    expect(reasonWith(LEEDS)).toBeNull();
    expect(reasonWith(undefined)).toBe('dist/ holds another site than site.json');
  }, 60_000);

  it('`SITE=… npm start` serves it: build-if-stale finds the build current, `npm run serve` answers its pages', async () => {
    // npm start's two halves, run as it runs them (its first half prints a line that is not the server's JSON log).
    expect(
      run(path.join(projectRoot, 'node_modules/.bin/tsx'), ['generator/build-if-stale.ts'], { SITE: LEEDS }),
    ).toContain('The build is up to date');
    server = await spawnServer({ DATA_DIR: path.join(work, 'data') }, 60_000, {
      command: ['npm', 'run', '--silent', 'serve'],
      cwd: project,
    });
    const leeds = JSON.parse(readFileSync(path.join(project, LEEDS), 'utf8')) as SiteModel;
    const home = await fetch(`${server.baseUrl}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain(leeds.business.name.replace(/&/g, '&amp;'));
    const townPage = locs(readFileSync(path.join(project, 'dist/sitemap.xml'), 'utf8'))
      .map((u) => u.pathname)
      .find((p) => p.endsWith(`-in-${leeds.towns[0]!.slug}`))!;
    expect((await fetch(`${server.baseUrl}${townPage}`)).status).toBe(200);

    server.proc.kill('SIGTERM'); // to npm, as a process manager would
    expect(await server.exited).toMatchObject({ code: 0 });
  }, 120_000);
});
