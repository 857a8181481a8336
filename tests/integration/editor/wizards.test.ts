// The wizards' endpoints over a temporary copy of site.json: a new town with only the template's text
// scores over the site's limit against its template and is a publish blocker (the doctor's own
// near-duplicate check); the existing towns' pages are not; a broken draft answers with its problems.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEditor, type RunningEditor } from '../../helpers/editor-server';

let editor: RunningEditor;
let token: string;
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function post(path: string, body: unknown): Promise<{ status: number; json: Json }> {
  const response = await editor.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: editor.base, 'x-csrf-token': token },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

const portClinton = {
  slug: 'port-clinton',
  name: 'Port Clinton',
  state: 'OH',
  county: 'Ottawa',
  postalCode: '43452',
  character: 'lakeside resort town and marina',
  areaCard: {
    specialty: 'Lake Cottages & Marina Homes',
    description: 'Cottages, marina homes and summer rentals along the Lake Erie shore.',
    features: ['Spring opening visits', 'Wind-tolerant plantings', 'Storm cleanup'],
  },
};

beforeAll(async () => {
  editor = await startEditor();
  token = (await (await editor.fetch('/api/session')).json()).csrfToken;
}, 120_000);
afterAll(async () => {
  await editor?.stop();
});

describe('wizard endpoints', () => {
  it("scores a new town's page against the other towns and its template, with the site's limit", async () => {
    const { json: site } = await (await editor.fetch('/api/site')).json().then((json) => ({ json }));
    site.model.towns.push(portClinton);
    const ask = () =>
      post('/api/wizards/similarity', { model: site.model, town: 'port-clinton', templates: ['landscaping'] });
    await ask(); // the first answer also warms the renderer and draws the other towns' pages
    // As the user writes: only the town's own text changes, so only its page is drawn again.
    site.model.towns.at(-1).pages = {
      landscaping: { blocks: { hero: { text: 'Port Clinton yards work hard for a short season.' } } },
    };
    const started = performance.now();
    const { status, json } = await ask();
    console.log(
      `similarity of one page against ${json.pages?.[0]?.others.length} towns, after a keystroke: ${Math.round(performance.now() - started)} ms`,
    );
    expect(json.pages[0].templateScore).toBeGreaterThan(0.6);
    expect(status).toBe(200);
    expect(json.ok).toBe(true);
    const [page] = json.pages;
    expect(page).toMatchObject({ template: 'landscaping', path: '/landscaping-in-port-clinton', limit: 0.6 });
    expect(page.templateScore).toBeGreaterThan(0.6);
    expect(page.others.map((o: Json) => o.town).sort()).toEqual(
      site.model.towns
        .slice(0, -1)
        .map((t: Json) => t.slug)
        .sort(),
    );
    for (const other of page.others) expect(other.score).toBeLessThanOrEqual(0.6);
  });

  it("lists the new town's copied pages as publish blockers, and nothing for the saved site", async () => {
    const { model } = await (await editor.fetch('/api/site')).json();
    expect((await post('/api/wizards/publish-blockers', { model })).json.blockers).toEqual([]);
    model.towns.push(portClinton);
    const { json } = await post('/api/wizards/publish-blockers', { model });
    const pages = json.blockers.map((f: Json) => f.page);
    expect(pages).toContain('/landscaping-in-port-clinton');
    // Every blocker is the doctor's near-duplicate finding about a Port Clinton page (itself, or another town's page it copies).
    for (const finding of json.blockers) expect(finding.check).toBe('near-duplicates');
    for (const finding of json.blockers) expect(`${finding.page} ${finding.message}`).toContain('port-clinton');
  });

  it("scores a new service's page against the same town's page of the service it was copied from", async () => {
    const { model } = await (await editor.fetch('/api/site')).json();
    const fall = model.templates.find((t: Json) => t.id === 'fall-cleanup');
    model.services.push({ id: 'gutter-cleaning', name: 'Gutter Cleaning' });
    model.templates.push({
      ...fall,
      id: 'gutter-cleaning',
      path: '/gutter-cleaning-in-{townSlug}',
      service: 'gutter-cleaning',
      towns: ['huron', 'sandusky'],
      blocks: fall.blocks.filter((b: Json) => !b.towns),
    });
    // Huron's gutter page repeats Huron's own fall cleanup words: a near copy of that page, though no other town's.
    model.towns[0].pages['gutter-cleaning'] = model.towns[0].pages['fall-cleanup'];
    const { json } = await post('/api/wizards/similarity', {
      model,
      town: 'huron',
      templates: ['gutter-cleaning'],
      compareWith: 'fall-cleanup',
    });
    expect(json.ok).toBe(true);
    expect(json.pages[0].source).toMatchObject({
      template: 'fall-cleanup',
      name: 'Fall Cleanup',
      path: '/fall-cleanup-in-huron',
    });
    expect(json.pages[0].source.score).toBeGreaterThan(0.6);
    const plain = await post('/api/wizards/similarity', { model, town: 'huron', templates: ['gutter-cleaning'] });
    expect(plain.json.pages[0].source).toBeUndefined();
  });

  it("answers a draft with problems with the problems, in npm run check's words", async () => {
    const { model } = await (await editor.fetch('/api/site')).json();
    model.towns.push({ ...portClinton, slug: 'Port Clinton' });
    const { json } = await post('/api/wizards/similarity', { model, town: 'Port Clinton' });
    expect(json.ok).toBe(false);
    expect(json.problems).toContainEqual(expect.objectContaining({ pointer: `/towns/${model.towns.length - 1}/slug` }));
  });
});
