// The public server and the builds folder's manifests: it says at start which build it serves and
// why; it switches only to a build whose files match its manifest (and so does the editor's Roll
// back); a live build deleted or damaged under it fails readiness with a reason in words, its log
// says which build and why; a pointer naming a missing build at start is never silently replaced by dist/;
// a build whose contract (shared/server-contract.ts) this server cannot read is refused like a damaged one.
import { appendFile, mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DamagedBuildError, Publisher } from '../../editor/server/publish';
import { SiteFile } from '../../editor/server/site-file';
import { imagesDirOf } from '../../generator/paths';
import { readPointer, writePointer } from '../../shared/builds';
import { MANIFEST_FILE } from '../../shared/build-manifest';
import { fakeBuild } from '../helpers/fake-builds';
import { SERVER_CONTRACT_FILE, SERVER_CONTRACT_VERSION } from '../../shared/server-contract';
import { en } from '../../shared/site/languages/en';
import { VALID_BODY, postContact } from './helpers/contact-body';
import { BIG_TEXT, contractFile, makeFakeDist } from './helpers/fake-dist';
import { until } from '../helpers/until';
import { startApp, type Running } from './helpers/start-app';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'live-build-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const ready = async (server: Running) => {
  const res = await fetch(`${server.baseUrl}/api/health/ready`);
  return { status: res.status, body: (await res.json()) as { ok: boolean; reason?: string } };
};
const servedId = async (server: Running) => (await fetch(`${server.baseUrl}/about`)).headers.get('x-build-id');
const messages = (server: Running, level: string) =>
  server.logs.filter((l) => l.level === level).map((l) => String(l.msg));

async function freshFolder(name: string): Promise<string> {
  const buildsDir = path.join(dir, name);
  await rm(buildsDir, { recursive: true, force: true });
  return buildsDir;
}

describe('the public server and build manifests', () => {
  it('says at start which build it serves and why, and refuses to switch to a build altered or cut after publishing', async () => {
    const buildsDir = await freshFolder('switch');
    const good = await fakeBuild(buildsDir);
    const server = await startApp({ buildsDir, distDir: path.join(dir, 'no-dist') });
    try {
      expect(messages(server, 'info')).toContainEqual(
        `Serving the published build ${good} from ${buildsDir} (its pointer "current" names it; Publish and Roll back in the editor switch it).`,
      );
      expect(await servedId(server)).toBe(good);
      for (const dotFile of ['/.manifest.json', '/.build.json'])
        expect((await fetch(`${server.baseUrl}${dotFile}`)).status, dotFile).toBe(404);

      const altered = await fakeBuild(buildsDir, { live: false });
      await writeFile(
        path.join(buildsDir, altered, 'about/index.html'),
        (await readFile(path.join(buildsDir, altered, 'about/index.html'), 'utf8')).replace('About us', 'Abuot us'),
      );
      const cut = await fakeBuild(buildsDir, { live: false });
      await unlink(path.join(buildsDir, cut, 'contact/index.html'));
      for (const [id, why] of [
        [altered, '1 file was changed after publishing: about/index.html'],
        [cut, '1 file is missing: contact/index.html'],
      ] as const) {
        await writePointer(buildsDir, id); // as an editor without the check would
        const refusal = `Refused to switch to build ${id}: ${why}. Still serving ${good}; publish again or roll back in the editor.`;
        await until(() => messages(server, 'error').includes(refusal), `the refusal of ${id} in the log`);
        expect(await servedId(server)).toBe(good);
        expect(await ready(server)).toEqual({ status: 200, body: { ok: true } }); // what it serves is whole
      }
      console.log(`server refusals: ${messages(server, 'error').join(' | ')}`);

      const next = await fakeBuild(buildsDir); // a whole one is switched to
      await until(async () => (await servedId(server)) === next, `the switch to ${next}`);
    } finally {
      await server.stop();
    }
  });

  it('Roll back refuses a kept build whose files no longer match its manifest, in words, and leaves the pointer', async () => {
    const buildsDir = await freshFolder('activate');
    const old = await fakeBuild(buildsDir);
    const live = await fakeBuild(buildsDir);
    await writeFile(path.join(buildsDir, old, 'index.html'), '<!doctype html><title>Defaced</title>');
    const siteFile = path.join(dir, 'site.json');
    await writeFile(siteFile, await readFile('tests/fixtures/minimal/site.json'));
    const publisher = new Publisher(
      new SiteFile(siteFile, path.join(dir, 'versions'), imagesDirOf(siteFile)),
      buildsDir,
    );
    const refused = await publisher.activate(old).then(
      () => null,
      (error: Error) => error,
    );
    expect(refused).toBeInstanceOf(DamagedBuildError);
    expect(refused!.message).toBe(
      `Build ${old} is damaged (1 file was changed after publishing: index.html), so the live site was not changed. Pick another build, or publish again.`,
    );
    expect(readPointer(buildsDir)).toBe(live);
    await publisher.activate(live); // a whole one is fine
    expect(readPointer(buildsDir)).toBe(live);
  });

  it('a live build deleted under the running server fails readiness with a reason in words; the log names the build; a new publish recovers', async () => {
    const buildsDir = await freshFolder('deleted');
    const live = await fakeBuild(buildsDir);
    const server = await startApp({ buildsDir, distDir: path.join(dir, 'no-dist') });
    try {
      expect(await ready(server)).toEqual({ status: 200, body: { ok: true } });
      const started = performance.now();
      await rm(path.join(buildsDir, live), { recursive: true });
      let answer = await ready(server);
      await until(async () => (answer = await ready(server)).status === 503, 'readiness to fail');
      console.log(
        `deleted live build noticed in ${Math.round(performance.now() - started)} ms: ${JSON.stringify(answer.body)}`,
      );
      expect(answer.body).toEqual({
        ok: false,
        reason: 'The live build of the site is missing or damaged. Publish again, or roll back, in the editor.',
      });
      expect(JSON.stringify(answer.body)).not.toContain(buildsDir);
      expect(messages(server, 'error')).toContainEqual(
        `The live build ${live} (${path.join(buildsDir, live)}) is damaged: its folder is gone. Pages not yet sent from memory answer 500 and /api/health/ready fails: publish again or roll back in the editor.`,
      );
      expect(messages(server, 'error')).toContainEqual(
        expect.stringMatching(new RegExp(`^Not ready: The live build ${live} .* is damaged: its folder is gone$`)),
      );

      const next = await fakeBuild(buildsDir);
      await until(async () => (await ready(server)).status === 200, 'readiness after a new publish');
      expect(await servedId(server)).toBe(next);
    } finally {
      await server.stop();
    }
  });

  it('a pointer naming a missing build at start: no silent dist/, pages 503, not ready, and it serves the next good build', async () => {
    const buildsDir = await freshFolder('missing-at-start');
    const gone = await fakeBuild(buildsDir);
    await rm(path.join(buildsDir, gone), { recursive: true });
    const server = await startApp({ buildsDir }); // startApp gives it a fake dist/ that would answer 200
    try {
      const home = await fetch(`${server.baseUrl}/`);
      expect(home.status).toBe(503);
      expect(await home.text()).not.toContain('<h1>Home</h1>');
      expect(await ready(server)).toEqual({
        status: 503,
        body: {
          ok: false,
          reason: 'The live build of the site is missing or damaged. Publish again, or roll back, in the editor.',
        },
      });
      expect(messages(server, 'error')).toContainEqual(
        `The pointer ${path.join(buildsDir, 'current')} names build ${gone}, which cannot be served: its folder is gone. Not serving ${server.distDir} in its place (that would be an older site): pages answer 503 and /api/health/ready fails until a good build is published, or one is rolled back to, in the editor.`,
      );
      const next = await fakeBuild(buildsDir);
      await until(async () => (await servedId(server)) === next, 'the first good build');
      expect(await ready(server)).toEqual({ status: 200, body: { ok: true } });
    } finally {
      await server.stop();
    }
  });

  it('a live build made before builds had manifests (and server contracts) is refused at start, in words; so is switching to one', async () => {
    const buildsDir = await freshFolder('before-manifests');
    const old = await fakeBuild(buildsDir);
    await unlink(path.join(buildsDir, old, MANIFEST_FILE)); // as an earlier version left it: .build.json, no manifest
    const server = await startApp({ buildsDir, distDir: path.join(dir, 'no-dist') });
    try {
      expect(messages(server, 'error')).toContainEqual(
        expect.stringContaining(
          `names build ${old}, which cannot be served: it has no ${MANIFEST_FILE} (a publish that did not finish, or a build made before manifests).`,
        ),
      );
      expect((await fetch(`${server.baseUrl}/about`)).status).toBe(503);
      expect((await ready(server)).status).toBe(503);
      const unchecked = await fakeBuild(buildsDir, { live: false });
      await unlink(path.join(buildsDir, unchecked, MANIFEST_FILE));
      await writePointer(buildsDir, unchecked);
      await until(
        () =>
          messages(server, 'error').some((m) =>
            m.startsWith(`Refused to switch to build ${unchecked}: it has no ${MANIFEST_FILE}`),
          ),
        `the refusal of ${unchecked}`,
      );
      const next = await fakeBuild(buildsDir); // a publish brings a checked build
      await until(async () => (await servedId(server)) === next, `the switch to ${next}`);
    } finally {
      await server.stop();
    }
  });

  it("refuses a build whose contract this server cannot read (another engine's, or changed after publishing), in words", async () => {
    const buildsDir = await freshFolder('contract');
    const good = await fakeBuild(buildsDir);
    const server = await startApp({ buildsDir, distDir: path.join(dir, 'no-dist') });
    try {
      const newer = await fakeBuild(buildsDir, {
        live: false,
        extra: contractFile({ version: SERVER_CONTRACT_VERSION + 1 }),
      });
      const changed = await fakeBuild(buildsDir, { live: false });
      const file = path.join(buildsDir, changed, SERVER_CONTRACT_FILE);
      await writeFile(file, (await readFile(file, 'utf8')).replace('(419) 555-0142', '(419) 555-0199'));
      for (const [id, why] of [
        [
          newer,
          `its ${SERVER_CONTRACT_FILE} is version ${SERVER_CONTRACT_VERSION + 1}, and this server reads version ${SERVER_CONTRACT_VERSION}: it was built by a newer engine than this server's: run the server of that engine (npm run build compiles both)`,
        ],
        [changed, `1 file was changed after publishing: ${SERVER_CONTRACT_FILE}`],
      ] as const) {
        await writePointer(buildsDir, id);
        const refusal = `Refused to switch to build ${id}: ${why}. Still serving ${good}; publish again or roll back in the editor.`;
        await until(() => messages(server, 'error').includes(refusal), `the refusal of ${id} in the log`);
        expect(await servedId(server)).toBe(good);
      }
      expect((await fetch(`${server.baseUrl}/${SERVER_CONTRACT_FILE}`)).status).toBe(404); // for the server, not for visitors
    } finally {
      await server.stop();
    }
  });

  it('a dist/ without a contract (nothing published) is not served: pages and posts 503, not ready, and the log says to build', async () => {
    const distDir = makeFakeDist();
    await unlink(path.join(distDir, SERVER_CONTRACT_FILE)); // as an engine before contracts built it
    const server = await startApp({ distDir });
    try {
      expect(messages(server, 'error')).toContainEqual(
        `${distDir} (DIST_DIR), served since no builds folder is set, cannot be served: it has no ${SERVER_CONTRACT_FILE} (the server's form, words and phone): it was built by an engine older than this server, or not built at all. Pages and posts answer 503 and /api/health/ready fails: run "npm run build" and start the server again.`,
      );
      expect((await fetch(`${server.baseUrl}/about`)).status).toBe(503);
      const post = await postContact(server.baseUrl, VALID_BODY);
      expect(post.status).toBe(503);
      expect(post.headers.get('retry-after')).toBe('60'); // every 5xx to a post says when to send it again
      expect(await post.json()).toEqual({ success: false, message: en.server.unavailable }); // no form to check it against
      expect((await ready(server)).status).toBe(503);
    } finally {
      await server.stop();
      await rm(distDir, { recursive: true, force: true });
    }
  });

  // More files than one quick check samples (32): a check that judged only its sample would clear the
  // damage when the sample moved on, and say "damaged" / "whole again" in turn.
  const manyPages = Object.fromEntries(
    Array.from({ length: 120 }, (_, i) => [
      `p/${i}/index.html`,
      `<!doctype html><title>P${i}</title><h1>Page ${i}</h1><p>${BIG_TEXT}</p>`,
    ]),
  );
  const sameSize = async (file: string, from: string, to: string) => {
    const text = await readFile(file, 'utf8');
    expect(to.length).toBe(from.length);
    await writeFile(file, text.replace(from, to));
  };

  it.each([
    ['a byte appended', (file: string) => appendFile(file, 'x')],
    ['one byte changed in place (same size)', (file: string) => sameSize(file, 'Page 7', 'Page 8')],
  ])(
    'a live page with %s is never served: 500, not ready with a reason, the log names it once, and it does not flap',
    async (_what, tamper) => {
      const buildsDir = await freshFolder(`tamper-${_what.length}`);
      const live = await fakeBuild(buildsDir, { extra: manyPages });
      const server = await startApp({ buildsDir, distDir: path.join(dir, 'no-dist') });
      try {
        expect((await fetch(`${server.baseUrl}/p/3`)).status).toBe(200); // read and verified before the change
        const file = path.join(buildsDir, live, 'p/7/index.html');
        await tamper(file);
        await sameSize(path.join(buildsDir, live, 'p/3/index.html'), 'Page 3', 'Page X');
        await appendFile(path.join(buildsDir, live, 'img/hero-1a2b3c4d.800.webp'), 'x');

        const answers: string[] = [];
        const started = Date.now();
        while (Date.now() - started < 5_000) {
          for (const [urlPath, encoding] of [
            ['/p/7', 'br'],
            ['/p/7', 'identity'],
            ['/img/hero-1a2b3c4d.800.webp', 'identity'],
          ]) {
            const res = await fetch(`${server.baseUrl}${urlPath}`, { headers: { 'accept-encoding': encoding! } });
            const body = await res.text();
            expect(body).not.toContain('Page 8');
            expect(body).not.toContain('WEBPx');
            answers.push(`${urlPath} ${res.status}`);
          }
          const home = await fetch(`${server.baseUrl}/p/3`); // its published bytes, held since they were verified
          expect(await home.text()).toContain('<h1>Page 3</h1>');
          const state = await ready(server);
          answers.push(`ready ${state.status}`);
          expect(state.body).toEqual({
            ok: false,
            reason: 'The live build of the site is missing or damaged. Publish again, or roll back, in the editor.',
          });
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        expect(new Set(answers)).toEqual(new Set(['/p/7 500', '/img/hero-1a2b3c4d.800.webp 500', 'ready 503']));
        const named = (name: string) =>
          messages(server, 'error').filter(
            (m) => m.startsWith(`The live build ${live} (`) && m.includes(`is damaged: ${name} `),
          );
        // Held in memory since it was verified, p/3 is still sent as published; the quick checks' rotation finds its change on disk.
        await until(() => named('p/3/index.html').length > 0, 'the quick check to find p/3 changed on disk');
        await new Promise((resolve) => setTimeout(resolve, 2_000)); // more checks, which must not say it again
        for (const name of ['p/7/index.html', 'p/3/index.html', 'img/hero-1a2b3c4d.800.webp'])
          expect(named(name), name).toHaveLength(1);
        expect(messages(server, 'info').filter((m) => m.includes('whole again'))).toEqual([]);
        console.log(
          `${_what}: ${answers.length} answers, all of ${[...new Set(answers)].join(', ')}; ${named('p/7/index.html')[0]}`,
        );
      } finally {
        await server.stop();
      }
    },
  );

  it('a damaged file put back as published is whole again, said once, and served', async () => {
    const buildsDir = await freshFolder('put-back');
    const live = await fakeBuild(buildsDir, { extra: manyPages });
    const server = await startApp({ buildsDir, distDir: path.join(dir, 'no-dist') });
    try {
      const file = path.join(buildsDir, live, 'p/7/index.html');
      const published = await readFile(file);
      await sameSize(file, 'Page 7', 'Page 8');
      expect((await fetch(`${server.baseUrl}/p/7`)).status).toBe(500);
      expect((await ready(server)).status).toBe(503);
      await writeFile(file, published);
      await until(async () => (await ready(server)).status === 200, 'readiness once the file is whole');
      expect(await (await fetch(`${server.baseUrl}/p/7`)).text()).toContain('<h1>Page 7</h1>');
      expect(messages(server, 'info').filter((m) => m.includes('whole again'))).toEqual([
        `The live build ${live}: p/7/index.html is whole again.`,
      ]);
    } finally {
      await server.stop();
    }
  });

  it('a file that is in the build folder but not in its manifest is not served', async () => {
    const buildsDir = await freshFolder('not-listed');
    const live = await fakeBuild(buildsDir);
    const server = await startApp({ buildsDir, distDir: path.join(dir, 'no-dist') });
    try {
      await writeFile(path.join(buildsDir, live, 'about/added.html'), '<h1>Added after publishing</h1>');
      const res = await fetch(`${server.baseUrl}/about/added.html`);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('Added after publishing');
    } finally {
      await server.stop();
    }
  });

  it('nothing published: says it serves dist/ and why', async () => {
    const buildsDir = await freshFolder('nothing');
    const server = await startApp({ buildsDir });
    try {
      expect(messages(server, 'info')).toContainEqual(
        `Serving ${server.distDir} (DIST_DIR): nothing has been published to ${buildsDir} (it has no pointer "current").`,
      );
      expect((await fetch(`${server.baseUrl}/`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});
