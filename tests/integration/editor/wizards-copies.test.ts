// The wizards' similarity answer and the publish blockers read sentences (issue 32, items 1 and 2),
// over a temporary copy of site.json: Sandusky's own text pasted for Port Clinton with the town's name
// changed, and "Gutter Cleaning" made from Fall Cleanup with its reasons kept, are named in words in
// the answer's `copies`, and the publish blockers say the same as the doctor's own function.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteModel } from '../../../schema/generated/site';
import { validate } from '../../../generator/check/validate';
import { sitePaths } from '../../../generator/paths';
import { copiedTexts, copyFinding } from '../../../generator/doctor/copied-sentences';
import { startEditor, type RunningEditor } from '../../helpers/editor-server';

let editor: RunningEditor;
let token: string;
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function post(path: string, body: unknown): Promise<Json> {
  const response = await editor.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: editor.base, 'x-csrf-token': token },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return response.json();
}
const savedModel = async (): Promise<Json> => (await (await editor.fetch('/api/site')).json()).model;

/** What `npm run doctor` says of the model's copies: the same function, called here directly. */
function doctorSays(model: Json): string[] {
  const {
    model: valid,
    routes,
    problems,
  } = validate({ file: 'site.json', raw: model, positions: new Map() }, sitePaths().imagesDir);
  expect(problems).toEqual([]);
  return copiedTexts(valid as SiteModel, routes).map((c) => copyFinding(c).message);
}

beforeAll(async () => {
  editor = await startEditor();
  token = (await (await editor.fetch('/api/session')).json()).csrfToken;
}, 120_000);
afterAll(async () => {
  await editor?.stop();
});

describe('the wizards read sentences', () => {
  it("stops Sandusky's text pasted for Port Clinton with the name changed, in the wizard and at Publish alike", async () => {
    const model = await savedModel();
    const sandusky = model.towns.find((t: Json) => t.slug === 'sandusky');
    const pasted = JSON.parse(JSON.stringify(sandusky.pages.landscaping).replaceAll('Sandusky', 'Port Clinton'));
    model.towns.push({
      ...sandusky,
      slug: 'port-clinton',
      name: 'Port Clinton',
      county: 'Ottawa',
      postalCode: '43452',
      pages: { landscaping: pasted },
    });
    const answer = await post('/api/wizards/similarity', {
      model,
      town: 'port-clinton',
      templates: ['landscaping'],
    });
    expect(answer.ok).toBe(true);
    const [page] = answer.pages;
    const sandy = page.others.find((o: Json) => o.town === 'sandusky');
    console.log(
      `pasted Sandusky text: page scores shared ${Math.round(page.templateScore * 100)}%, Sandusky ${Math.round(sandy.score * 100)}%; ${page.copies.length} copies named`,
    );
    expect(page.copies.length).toBeGreaterThan(0);
    for (const copy of page.copies) {
      expect(copy).toMatchObject({ kind: 'otherTown', from: 'Sandusky', fromPage: '/landscaping-in-sandusky' });
      expect(copy.message).toMatch(
        /^The (sentences? “.+” (is|are)|line “.+” is) Sandusky’s own text \(on \/landscaping-in-sandusky\)/,
      );
      expect(copy.fix).toMatch(/^Write Port Clinton’s own version of (this sentence|these sentences|this line) in /);
      expect(copy.pointer).toMatch(/^\/towns\/6\/pages\/landscaping\//);
    }
    // The wizard, Publish and the doctor say the same thing about the page.
    const { blockers } = await post('/api/wizards/publish-blockers', { model });
    const copied = blockers.filter((b: Json) => b.check === 'copied-sentences').map((b: Json) => b.message);
    expect(copied).toEqual(expect.arrayContaining(page.copies.map((c: Json) => c.message)));
    expect(doctorSays(model)).toEqual(copied);
  }, 120_000);

  it('names the Fall Cleanup sentences a new Gutter Cleaning service kept, and the heading that names Fall Cleanup', async () => {
    const model = await savedModel();
    const fall = model.templates.find((t: Json) => t.id === 'fall-cleanup');
    model.services.push({ id: 'gutter-cleaning', name: 'Gutter Cleaning' });
    model.templates.push({
      ...JSON.parse(JSON.stringify(fall)),
      id: 'gutter-cleaning',
      service: 'gutter-cleaning',
      path: '/gutter-cleaning-in-{townSlug}',
      towns: ['huron'],
    });
    const answer = await post('/api/wizards/similarity', {
      model,
      town: 'huron',
      templates: ['gutter-cleaning'],
      compareWith: 'fall-cleanup',
    });
    const [page] = answer.pages;
    console.log(
      `Gutter Cleaning kept from Fall Cleanup: page scores shared ${Math.round(page.templateScore * 100)}%, Fall Cleanup page ${Math.round(page.source.score * 100)}%; ${page.copies.length} copies named:\n${page.copies.map((c: Json) => `  ${c.message}`).join('\n')}`,
    );
    const messages = page.copies.map((c: Json) => c.message);
    expect(messages).toContain(
      "The sentences “Cleanups run from October to December.” “Book early and we'll time the visit to when your trees are bare.” are Fall Cleanup’s text (on /fall-cleanup-in-huron).",
    );
    expect(messages).toContain('The heading “Fall Cleanup Services in Huron” names Fall Cleanup, not Gutter Cleaning.');
    expect(page.copies.find((c: Json) => c.message.includes('Cleanups run from')).fix).toBe(
      'Write Gutter Cleaning’s own version of these sentences in Reasons to choose us “Why Huron Trusts Us Each Fall”, or leave them out.',
    );
    // The answer's first fields are as before: the wizard's older readers keep working.
    expect(page).toMatchObject({ template: 'gutter-cleaning', path: '/gutter-cleaning-in-huron', limit: 0.6 });
    expect(page.source).toMatchObject({ template: 'fall-cleanup', name: 'Fall Cleanup' });
  }, 120_000);
});
