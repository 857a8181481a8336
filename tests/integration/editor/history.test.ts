// The history of saves and publishes through the editor's API, over a small site (the minimal
// fixture) and a temporary builds folder: saves and publishes listed newest first, each in words;
// publishing the version already live builds nothing; a roll back, then the same version restored
// in the editor, leaves the editor and the live site on one version.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBuilds, readPointer } from '../../../shared/builds';
import { startEditor, type RunningEditor } from '../../helpers/editor-server';
import { writePublishableSite } from '../../helpers/publishable-site';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A build of this small site takes ~10 s alone, over a minute on a busy two-core machine. */
const BUILD_MS = 300_000;
const PHONE = { a: '(419) 555-0101', b: '(419) 555-0199' };

let dir: string;
let buildsDir: string;
let editor: RunningEditor;
let token: string;

async function call(method: string, pathname: string, body?: unknown): Promise<{ status: number; json: Json }> {
  const response = await editor.fetch(pathname, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: method === 'GET' ? {} : { 'content-type': 'application/json', origin: editor.base, 'x-csrf-token': token },
  });
  return { status: response.status, json: await response.json() };
}

/** Saves the site with the business phone set, as the editor's Save does. */
async function savePhone(phone: string): Promise<string> {
  const { json: site } = await call('GET', '/api/site');
  const { status, json } = await call('PUT', '/api/site', {
    model: { ...site.model, business: { ...site.model.business, phone } },
    baseHash: site.hash,
  });
  expect(status, JSON.stringify(json)).toBe(200);
  return json.version;
}

/** Starts a publish and waits for its end (the overview's state leaves `running`). */
async function publish(): Promise<Json> {
  const started = await call('POST', '/api/publish', {});
  expect(started.status).toBe(202);
  for (;;) {
    const { json } = await call('GET', '/api/publish');
    if (json.publish.status !== 'running') return json.publish;
    await new Promise((resolve) => setTimeout(resolve, 200)); // the overview has no "wait for the end" call; the dialog uses events
  }
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'history-'));
  buildsDir = path.join(dir, 'builds');
  const siteFile = await writePublishableSite(dir);
  editor = await startEditor(siteFile, { BUILDS_DIR: buildsDir });
  token = (await (await editor.fetch('/api/session')).json()).csrfToken;
});

afterAll(async () => {
  await editor?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('history', () => {
  let firstBuild: Json;

  it(
    'lists saves and publishes newest first, each in words',
    async () => {
      const saved = await savePhone(PHONE.a);
      firstBuild = await publish();
      expect(firstBuild.status, firstBuild.error).toBe('published');

      const { status, json } = await call('GET', '/api/history');
      expect(status).toBe(200);
      const entries = json.entries as Json[];
      expect(entries.map((e) => e.kind)).toEqual(['publish', 'save', 'save']);
      expect(entries.map((e) => e.at)).toEqual(
        entries
          .map((e) => e.at)
          .sort()
          .reverse(),
      );
      expect(entries[0]).toMatchObject({
        id: firstBuild.buildId,
        live: true,
        version: saved,
        summary: expect.stringMatching(/^Published: \d+ pages$/),
      });
      expect(entries[0]!.versionSummary).toBe('Changed phone number');
      expect(entries[1]).toMatchObject({ id: saved, summary: 'Changed phone number', current: true, live: true });
      expect(entries[2]).toMatchObject({ oldest: true, current: false, live: false });
      expect(json.current).toBe(saved);

      const { json: changes } = await call('GET', `/api/history/saves/${saved}/changes`);
      expect(changes.changes).toEqual([
        { place: 'Business › Phone number', kind: 'changed', before: '(419) 555-0100', after: PHONE.a },
      ]);
      const { json: fromNow } = await call('GET', `/api/history/saves/${entries[2]!.id}/changes?against=current`);
      expect(fromNow.changes).toEqual([
        { place: 'Business › Phone number', kind: 'changed', before: PHONE.a, after: '(419) 555-0100' },
      ]);
      expect((await call('GET', '/api/history/saves/2020-01-01T00-00-00-000Z-00000000/changes')).status).toBe(404);
      expect((await call('GET', '/api/history/saves/..%2Fsite/changes')).status).toBe(404);
    },
    BUILD_MS,
  );

  it(
    'publishing the version that is live builds nothing and says it is already live',
    async () => {
      const before = listBuilds(buildsDir).map((b) => b.id);
      const again = await publish();
      expect(again).toMatchObject({ status: 'unchanged', sameAs: { id: firstBuild.buildId } });
      expect(listBuilds(buildsDir).map((b) => b.id)).toEqual(before);
      expect(readPointer(buildsDir)).toBe(firstBuild.buildId);
      const { json } = await call('GET', '/api/history');
      expect(json.entries.filter((e: Json) => e.kind === 'publish')).toHaveLength(1);
    },
    BUILD_MS,
  );

  it(
    'rolls the live site back, then restores that version in the editor too',
    async () => {
      await savePhone(PHONE.b);
      const second = await publish();
      expect(second.status, second.error).toBe('published');
      expect(readPointer(buildsDir)).toBe(second.buildId);

      const rolled = await call('POST', `/api/builds/${firstBuild.buildId}/activate`, {});
      expect(rolled.status).toBe(200);
      expect(readPointer(buildsDir)).toBe(firstBuild.buildId);
      const { json: history } = await call('GET', '/api/history');
      const first = history.entries.find((e: Json) => e.id === firstBuild.buildId);
      expect(first).toMatchObject({ kind: 'publish', live: true });
      expect(history.current).not.toBe(first.version); // the editor still holds the newer save

      const { json: site } = await call('GET', '/api/site');
      const restored = await call('POST', `/api/versions/${first.version}/restore`, { baseHash: site.hash });
      expect(restored.status).toBe(200);
      expect(JSON.parse(await readFile(editor.siteFile, 'utf8')).business.phone).toBe(PHONE.a);
      const { json: after } = await call('GET', '/api/history');
      expect(after.current.slice(-8)).toBe(first.version.slice(-8));
      expect(after.entries[0]).toMatchObject({
        kind: 'save',
        current: true,
        live: true,
        // Said as what it is (issue 32), not with the words of the change it undid ("Changed phone number").
        summary: expect.stringMatching(/^Restored the version of [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2}\s[AP]M$/),
      });
      // And publishing it now builds nothing: it is the live build.
      expect(await publish()).toMatchObject({ status: 'unchanged', sameAs: { id: firstBuild.buildId } });
    },
    BUILD_MS,
  );
});
