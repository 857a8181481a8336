// Two saves at the same moment from one loaded version — two tabs of one editor, or two editors on one
// site.json — are written one at a time and whole: exactly one succeeds, the other gets the 409 with the
// difference, nothing answers 5xx, and site.json is always the winner's complete, valid text. Over the
// small fixture site (tests/fixtures/minimal): what is proven is the one-at-a-time write, not the size
// of the file; the whole site's checks cost 100–300 ms a save, and this file makes 400 saves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, rm, symlink } from 'node:fs/promises';
import { startEditor, type RunningEditor } from '../../helpers/editor-server';
import { hashOf } from '../../../editor/server/site-file';
import { loadSiteText } from '../../../generator/check/load';
import { validate } from '../../../generator/check/validate';
import { imagesDirOf } from '../../../generator/paths';

const ROUNDS = 100;
const SITE = 'tests/fixtures/minimal/site.json';
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let first: RunningEditor;
let second: RunningEditor;
const tokens = new Map<RunningEditor, string>();

async function call(
  editor: RunningEditor,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; json: Json }> {
  const response = await editor.fetch(url, {
    method,
    headers: { 'content-type': 'application/json', origin: editor.base, 'x-csrf-token': tokens.get(editor)! },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

const token = async (editor: RunningEditor) => (await (await editor.fetch('/api/session')).json()).csrfToken as string;

beforeAll(async () => {
  [first, second] = await Promise.all([startEditor(SITE), startEditor(SITE)]);
  // startEditor gives each its own copy; the second's becomes a link to the first's, so both editor
  // processes read, lock and write one site.json.
  await rm(second.siteFile);
  await symlink(first.siteFile, second.siteFile);
  for (const editor of [first, second]) tokens.set(editor, await token(editor));
}, 120_000);

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
});

/**
 * Saves two different edits of the version on disk at once through `editors` ([tab 1, tab 2]) and checks
 * the outcome; returns the round's time in ms.
 */
async function round(n: number, editors: [RunningEditor, RunningEditor]): Promise<number> {
  const { json: site } = await call(editors[0], 'GET', '/api/site');
  // A short and a long edit: a half-written file would show as the short text followed by the long one's tail.
  const names = [`Round ${n}`, `Round ${n}: ${'a much longer business name '.repeat(3).trim()}`];
  const started = performance.now();
  const answers = await Promise.all(
    editors.map((editor, i) => {
      const model = structuredClone(site.model);
      model.business.name = names[i];
      model.business.emergencyLine = `24/7 emergency tree service (edit ${n}/${i + 1})`;
      return call(editor, 'PUT', '/api/site', { model, baseHash: site.hash });
    }),
  );
  const took = performance.now() - started;
  const statuses = answers.map((a) => a.status);
  expect(statuses.slice().sort(), `round ${n}: ${JSON.stringify(answers.map((a) => a.json.error ?? 'ok'))}`).toEqual([
    200, 409,
  ]);
  const winner = statuses.indexOf(200);
  const loser = answers[1 - winner].json;
  const text = await readFile(first.siteFile, 'utf8');
  const saved = JSON.parse(text);
  expect(saved.business.name, `round ${n}: the saved edit is on disk`).toBe(names[winner]);
  expect(hashOf(text)).toBe(answers[winner].json.hash);
  expect(loser.hash, `round ${n}: the 409 names the version on disk`).toBe(answers[winner].json.hash);
  expect(loser.difference).toContain(names[winner]);
  return took;
}

function expectValidSite(text: string) {
  expect(validate(loadSiteText(text, 'site.json'), imagesDirOf(first.siteFile)).problems).toEqual([]);
}

describe('two saves at the same moment', () => {
  it(`through one editor (two tabs): ${ROUNDS} rounds, one saved and one 409 each, site.json always whole and valid`, async () => {
    const times: number[] = [];
    for (let n = 1; n <= ROUNDS; n++) times.push(await round(n, [first, first]));
    expectValidSite(await readFile(first.siteFile, 'utf8'));
    console.log(
      `one editor: ${ROUNDS} rounds, ${Math.round(times.reduce((a, b) => a + b) / ROUNDS)} ms per pair of saves (slowest ${Math.round(Math.max(...times))} ms)`,
    );
  }, 300_000);

  it(`through two editor processes on one site.json: ${ROUNDS} rounds, the same`, async () => {
    const times: number[] = [];
    for (let n = 1; n <= ROUNDS; n++) times.push(await round(n, n % 2 ? [first, second] : [second, first]));
    expectValidSite(await readFile(first.siteFile, 'utf8'));
    console.log(
      `two editors: ${ROUNDS} rounds, ${Math.round(times.reduce((a, b) => a + b) / ROUNDS)} ms per pair of saves (slowest ${Math.round(Math.max(...times))} ms)`,
    );
  }, 300_000);

  it('keeps every save as a whole version that reads back', async () => {
    const { json } = await call(first, 'GET', '/api/versions');
    expect(json.versions.length).toBeGreaterThan(ROUNDS);
    for (const { id } of json.versions.slice(0, 10)) {
      const { status, json: difference } = await call(first, 'GET', `/api/versions/${id}/difference`);
      expect(status).toBe(200);
      expect(typeof difference.difference).toBe('string');
    }
  });
});
