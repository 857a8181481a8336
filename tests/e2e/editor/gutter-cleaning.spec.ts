// Issue 32, item 1, as the office manager does it, typing at a person's speed over the small site with
// Port Clinton added: Add service "Gutter Cleaning" from the Fall Cleanup pages for Huron and Port
// Clinton. Its parts start as "Write new" with Fall Cleanup's words under each box; she rewrites three
// (the hero, the photo text, the call to action), removes two (the specialty cards, the gallery) and
// keeps the rest; a box where she still names Fall Cleanup is stopped at the box; the kept headings
// carry the new name. While its pages carry a Fall Cleanup sentence or heading (the near-copy guard
// that reads sentences), the wizard names them and will not add the service, so nothing of it can be
// published; she clicks back to the step that has them, writes her own, adds, saves, and Publish's
// check finds nothing (any finding left is fixed where its link leads); published, the live gutter
// pages carry none of the Fall Cleanup pages' sentences. The whole job is timed.
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { startEditor, type RunningEditor } from '../../helpers/editor-server';
import { BUILD_MS, publishFromEditor } from '../../helpers/publish-dialog';
import type { ChildServer } from '../../integration/helpers/child-server';
import { startEditorAndSite, type EditorAndSite } from '../../helpers/editor-and-site';
import { smallSite, writeSmallSite } from '../../helpers/small-site';
import { openAt, save } from '../../helpers/editor-page';
import { PORT_CLINTON, portClintonPages } from '../../helpers/port-clinton';
import { sentences, timed, type } from '../../helpers/office-manager';

test.use({ viewport: { width: 1280, height: 860 } });
// One job in two tests: the second publishes what the first added and saved.
test.describe.configure({ mode: 'serial' });
const expect = baseExpect.configure({ timeout: 120_000 }); // scores and checks draw pages on a busy two-core machine
const SHOTS = '/tmp/shots/wizards';
let editor: RunningEditor;
let site: ChildServer;
let running: EditorAndSite<RunningEditor>;
/** When she opened the editor to add the service: the whole job is timed from there. */
let started = 0;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'gutter-cleaning-e2e-'));
  const model = smallSite();
  const schema = JSON.parse(await readFile('schema/site.schema.json', 'utf8'));
  // Port Clinton with its own text on every page, as docs/editing.md's recipe 4.3 adds a town by hand.
  const pages = portClintonPages(model.templates as unknown as Parameters<typeof portClintonPages>[0], schema);
  model.towns.push({ ...PORT_CLINTON, pages } as (typeof model.towns)[number]);
  const file = await writeSmallSite(dir, model);
  running = await startEditorAndSite('gutter-cleaning-e2e-', (env) => startEditor(file, env));
  ({ editor, site } = running);
});
test.afterAll(async () => {
  await running?.stop();
});

/** The same screen at 1280 and 1024 pixels wide. */
async function shoot(page: Page, name: string) {
  for (const width of [1280, 1024]) {
    await page.setViewportSize({ width, height: 860 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 860 });
}

/** In a part written anew, types her words into the boxes whose Fall Cleanup text is `copied` (the others stay empty). */
async function writeNew(part: Locator, words: Record<string, string>) {
  await expect(part.getByRole('radio', { name: 'Write new' })).toBeChecked();
  const boxes = part.locator('.form-group');
  for (let i = 0; i < (await boxes.count()); i++) {
    const copied = (await boxes.nth(i).locator('.reference .pre-line').textContent())!;
    if (copied in words) await type(boxes.nth(i).getByRole('textbox'), words[copied]!);
  }
}

const townName = { huron: 'Huron', 'port-clinton': 'Port Clinton' };

/** A town's own words for one box of its gutter cleaning page, as someone who knows the town would write them. */
const townWords: Record<string, (label: string, i: number) => string> = {
  huron: (label, i) =>
    `${['Lake wind drops cottonwood fluff', 'Old Huron homes near the boat basin have', 'Cleveland Road cottages carry', 'Huron Playhouse neighbours ask for'][i % 4]} ${label.toLowerCase().replace(/[^a-z ]/g, '')} work on ${i + 3} storey gutters each spring.`,
  'port-clinton': (label, i) =>
    `${['Catawba Road cottages', 'Marina lots by the Jet Express', 'Lakeshore rentals', 'Downtown porches on Madison Street'][i % 4]} in Port Clinton need ${label.toLowerCase().replace(/[^a-z ]/g, '')} cleared before ${i + 5} big lake storms.`,
};

test('Add service Gutter Cleaning from the Fall Cleanup pages: its parts start as its own, names of Fall Cleanup are rewritten or stopped', async ({
  page,
}) => {
  test.setTimeout(900_000);
  await openAt(page, editor, '/services');
  started = Date.now();

  // ---- The service, its source and its towns.
  await page.getByRole('button', { name: '+ Add service' }).click();
  const wizard = page.getByRole('dialog', { name: /Add a service/ });
  await expect(wizard.getByLabel('Name', { exact: true })).toHaveAttribute('aria-required', 'true');
  await type(wizard.getByLabel('Name', { exact: true }), 'Gutter Cleaning');
  await expect(wizard.getByLabel('Address name')).toHaveValue('gutter-cleaning');
  await wizard.getByLabel('Start its town pages from a copy of').selectOption({ label: 'the Fall Cleanup pages' });
  await wizard.getByRole('checkbox', { name: 'Huron' }).check();
  await wizard.getByRole('checkbox', { name: 'Port Clinton' }).check();
  const steps = wizard.getByRole('list', { name: 'Steps' });
  // Steps not reached yet are words, not buttons.
  await expect(steps.getByRole('button')).toHaveCount(0);
  await wizard.getByRole('button', { name: 'Next' }).click();

  // ---- What its pages say: every part starts as "Write new", Fall Cleanup's words under each box.
  const part = (title: string) =>
    wizard.locator('fieldset.review-block', { has: page.locator(`legend:text-matches("^${title}")`) });
  for (const title of ['Hero banner', 'Text with photo', 'Service checklist', 'Reasons to choose us', 'Areas served'])
    await expect(part(title).getByRole('radio', { name: 'Write new' })).toBeChecked();
  await expect(part('Reasons to choose us')).toContainText(
    'Fall Cleanup’s text, for reference:Cleanups run from October to December.',
  );
  await expect(wizard.getByLabel('Page title')).toHaveValue('[service name] in [town], [state] | Riverbend');
  const summary = wizard.getByLabel('Search-result summary');
  await expect(summary).toHaveValue('');
  await expect(summary).toHaveAttribute('aria-required', 'true');
  await expect(wizard.getByText(/for reference:Fall cleanup in \[town\], \[state\]: leaf removal/)).toBeVisible();
  await shoot(page, 'gutter-2-review-start');

  // A box where she still names Fall Cleanup, and the empty summary, stop the step at their boxes.
  await writeNew(part('Hero banner'), { 'Fall cleanups October to December': 'Fall cleanups for gutters too' });
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(summary).toBeFocused();
  await expect(wizard.getByText('Write this for the new service: every page needs it.')).toBeVisible();
  await expect(
    part('Hero banner').getByText(
      'This still names Fall Cleanup (“Fall cleanups”). Write Gutter Cleaning or words of its own.',
    ),
  ).toBeVisible();
  await shoot(page, 'gutter-2-review-stopped');
  await type(
    summary,
    'Gutters and downspouts in [town], [state] cleared by hand, flushed and checked for leaks. Free estimates: [phone].',
  );

  // Three parts rewritten, two removed, the rest kept (with Gutter Cleaning's name in their headings).
  await writeNew(part('Hero banner'), {
    'Fall cleanups October to December': 'Gutters cleared before the storms',
    'Leaves off the lawn, beds cut back and the yard ready for snow. One visit from our crew puts your [town] property to bed for winter the right way.':
      'Clogged gutters spill water against your foundation. We scoop, flush and test every run on your [town] roof.',
    'Leaves Hauled Away': 'Downspouts flushed',
    'Beds Cut Back': 'Roof edge checked',
  });
  await writeNew(part('Text with photo'), {
    'Put Your Yard to Bed for Winter': 'Why gutters need a visit twice a year',
    'A wet mat of leaves left on the grass all winter smothers it and invites snow mold. Spent perennials left standing can shelter pests. A good fall cleanup sets up a faster, greener spring.':
      'Seed pods in spring and needles in autumn pack the troughs tight, and a blocked run overflows at the first heavy rain.',
    'Our crew blows and vacuums leaves, cuts back spent plants, tidies shrubs and gives the lawn its last mow. Then we haul everything away, so nothing sits at the curb.':
      'We clean by hand from the ladder, bag the muck and run a hose through each downspout before we sign off.',
  });
  await writeNew(part('Call-to-action band'), {
    'Book Your [town] Fall Cleanup': 'Book a gutter visit in [town]',
    'Fall dates fill up fast once the leaves start dropping. Call or ask for a free estimate to hold your spot.':
      'Tell us the length of your roofline and we send a written price the same day.',
  });
  for (const title of ['Specialty cards', 'Photo gallery'])
    await part(title).getByRole('radio', { name: 'Remove' }).check();
  for (const title of ['Service checklist', 'Reasons to choose us', 'Areas served'])
    await part(title).getByRole('radio', { name: 'Keep' }).check();
  await expect(part('Service checklist')).toContainText(
    'Kept as Fall Cleanup says it, with its name changed to Gutter Cleaning.',
  );
  await shoot(page, 'gutter-2-review-decided');
  await wizard.getByRole('button', { name: 'Next' }).click();

  // ---- Each town's page in its own words, leaving the kept parts as they are: the page is not its own
  // while it carries Fall Cleanup's sentences (the guard that reads sentences), and says which.
  for (const [i, town] of (['huron', 'port-clinton'] as const).entries()) {
    await expect(steps.locator('[aria-current="step"]')).toContainText(`Gutter Cleaning page for ${townName[town]}`);
    const boxes = wizard.locator('.override');
    for (let n = 0; n < (await boxes.count()); n++) {
      const label = (await boxes.nth(n).locator('.override-label').textContent())!;
      const box = label.split('›').pop()!.trim(); // the box's own name, after its block's
      if (/^(Service checklist|Reasons to choose us|Areas served)/.test(label)) continue;
      // A page title is short (at most 120 characters); the other boxes take her sentences.
      const words = /title/i.test(label)
        ? `Gutter cleaning for ${townName[town]} roofs | Riverbend`
        : townWords[town]!(box, n);
      await boxes.nth(n).getByRole('textbox').fill(words);
    }
    await expect(wizard.locator('.score-busy')).toHaveCount(0);
    await expect(wizard.locator('.score.over')).toContainText(/^Not its own yet/);
    await expect(wizard.locator('.score-copies')).toContainText('Cleanups run from October to December.');
    // The checklist she kept is Fall Cleanup's list, however short each of its lines.
    await expect(wizard.locator('.score-copies')).toContainText('“Leaf blowing and vacuuming”');
    if (i === 0) await shoot(page, 'gutter-3-huron-copies');
    await wizard.getByRole('button', { name: 'Next' }).click();
  }

  // She cannot add it: the wizard names Fall Cleanup's sentences, page by page.
  await expect(wizard.locator('.town-scores .score-figures')).toHaveCount(2);
  await wizard.getByRole('button', { name: 'Add to the draft' }).click();
  const refusal = wizard.getByRole('alert');
  await expect(refusal).toContainText('Gutter Cleaning page for Huron');
  await expect(refusal).toContainText('Cleanups run from October to December.');
  await expect(refusal).toContainText('Fall Cleanup');
  await shoot(page, 'gutter-4-refused');

  // The steps already visited are buttons: back to what its pages say by keyboard (not four Backs),
  // where she writes Gutter Cleaning's own words for the parts she kept; forward again by a click.
  await expect(steps.getByRole('button')).toHaveCount(4);
  await steps.getByRole('button', { name: /What its pages say/ }).focus();
  await page.keyboard.press('Enter');
  await expect(steps.locator('[aria-current="step"]')).toContainText('What its pages say');
  await expect(part('Reasons to choose us').getByRole('radio', { name: 'Keep' })).toBeChecked();
  for (const title of ['Service checklist', 'Reasons to choose us', 'Areas served'])
    await part(title).getByRole('radio', { name: 'Write new' }).check();
  // Every box of the checklist, its group names and items too: the kept items are Fall Cleanup's list
  // on a gutter page ("Final mow of the season"), which the guard named above.
  await writeNew(part('Service checklist'), {
    'Book a complete cleanup, or choose only the pieces your yard needs.':
      'Pick a single visit or a spring and fall plan for every gutter on the house.',
    'Leaves & Lawn': 'Troughs & Downspouts',
    'Beds, Shrubs & Winter Prep': 'Guards, Roof Edge & Ice Prep',
    'Leaf blowing and vacuuming': 'Hand scooping of every trough',
    'Leaf hauling and disposal': 'Downspout flushing',
    'Final mow of the season': 'Leak and seam check',
    'Core aeration': 'Hanger tightening',
    'Fall overseeding': 'Splash block reset',
    'Fall fertilizer': 'Before and after photos',
    'Flower bed cleanout': 'Gutter guard fitting',
    'Perennial cutback': 'Roof edge debris sweep',
    'Shrub and hedge trimming': 'Overhanging branch note',
    'Mulch top-up': 'Drip edge check',
    'Irrigation winterizing': 'Heat cable test',
    'Snow stake marking': 'Ice dam watch',
  });
  await writeNew(part('Reasons to choose us'), {
    'Why [town] Trusts Us Each Fall': 'Why [town] calls us up the ladder',
    // The cards' titles are Fall Cleanup's list too; "Licensed & Insured" alone is anyone's.
    'Booked Around Your Trees': 'Timed to the Seed Pods',
    'Everything Hauled Away': 'Muck Bagged, Not Dumped',
    'Ready for Winter': 'Drains Before the Storm',
    "Cleanups run from October to December. Book early and we'll time the visit to when your trees are bare.":
      'We come after the maples drop and again after the spring seed pods, so the troughs stay open all year.',
    'No leaf piles left at the curb for weeks. We take it all with us.':
      'Every scoop of muck goes into bags on our truck, never onto your flower beds.',
    'A fully covered, professional crew on your property.':
      'Our ladders are tied off and our crew is insured for roof work.',
    'Add snow stakes and sprinkler winterizing, and both the plow and the spring thaw go smoothly.':
      'Ask for gutter guards while we are up there and the next storm drains on its own.',
  });
  await writeNew(part('Areas served'), {
    'Our fall crews work across [town] and nearby [county] County towns from October until the snow flies.':
      'Our gutter crew works across [town] and the [county] County lake towns in every season but deep winter.',
  });
  await shoot(page, 'gutter-steps-back');
  await steps.getByRole('button', { name: /Where it is listed/ }).click();
  await expect(steps.locator('[aria-current="step"]')).toContainText('Where it is listed');

  // ---- Its own now: listed, added, saved.
  await expect(wizard.locator('.town-scores .score.passes, .town-scores .score.close')).toHaveCount(2);
  await shoot(page, 'gutter-5-listing');
  await wizard.getByRole('button', { name: 'Add to the draft' }).click();
  await expect(wizard).toHaveCount(0);
  await save(page);
  timed('Add service Gutter Cleaning (three parts rewritten, two removed, two towns) and save', started);

  // The headings she kept name Gutter Cleaning; Fall Cleanup's sentences are gone.
  const saved = JSON.parse(await readFile(editor.siteFile, 'utf8'));
  const gutter = saved.templates.find((t: { id: string }) => t.id === 'gutter-cleaning');
  const headings = gutter.blocks.map((b: { heading?: string }) => b.heading).filter(Boolean);
  expect(headings.filter((h: string) => /fall cleanup/i.test(h))).toEqual([]);
  expect(headings).toContain('Gutter Cleaning Services in {town}');
  expect(gutter.description).toMatch(/^Gutters and downspouts in \{town\}/);
  expect(JSON.stringify(gutter)).not.toContain('Cleanups run from October to December.');
});

test('Publish is refused while a Fall Cleanup sentence is on a page; fixed where its link leads, the live pages carry none', async ({
  page,
}) => {
  test.setTimeout(900_000 + 2 * BUILD_MS);

  // Later, in the editor, she pastes a Fall Cleanup sentence back into a reason on the gutter pages.
  const saved = JSON.parse(await readFile(editor.siteFile, 'utf8'));
  const at = saved.templates.findIndex((t: { id: string }) => t.id === 'gutter-cleaning');
  const reasons = saved.templates[at].blocks.findIndex((b: { type: string }) => b.type === 'WhyChoose');
  await openAt(page, editor, `/templates/${at}/blocks/${reasons}`);
  await type(
    page.locator(`[id="f/templates/${at}/blocks/${reasons}/items/1/description"]`),
    'No leaf piles left at the curb for weeks.',
  );
  await save(page);

  // ---- She cannot publish while a Fall Cleanup sentence is left: the dialog names it and links to
  // its box; each finding is fixed where its link leads, until none is left.
  const publishDialog = page.getByRole('dialog', { name: 'Publish the site' });
  const openPublish = async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Publish' }).click();
    await expect(publishDialog.locator('.precheck')).not.toHaveAttribute('aria-busy', 'true', { timeout: 300_000 });
  };
  await openPublish();
  const blockers = publishDialog.locator('.blocked-pages');
  await expect(blockers).toContainText('No leaf piles left at the curb for weeks.');
  await expect(blockers).toContainText('Fall Cleanup');
  await shoot(page, 'gutter-4-publish-refused');
  for (let fixed = 0; (await blockers.count()) > 0; fixed++) {
    expect(fixed, 'every Fall Cleanup sentence is fixed in a dozen rounds').toBeLessThan(12);
    const link = blockers.getByRole('link').first();
    const pointer = decodeURIComponent((await link.getAttribute('href'))!.replace(/^#/, ''));
    await link.click();
    await type(
      page.locator(`[id="f${pointer}"]`),
      `Gutter crew note ${fixed + 1}: we clear every run by hand and show you the photos before we leave.`,
    );
    await save(page);
    await openPublish();
  }
  await expect(publishDialog.locator('.doctor-clean')).toBeVisible();
  await page.keyboard.press('Escape');
  await publishFromEditor(page, site.baseUrl, 'gutter-cleaning-publish');
  timed('Gutter Cleaning from the Fall Cleanup pages, stopped, fixed and published', started);

  // ---- The live gutter pages carry none of the Fall Cleanup pages' sentences, and no heading names it.
  for (const slug of ['huron', 'port-clinton']) {
    // The business's own facts (its name, address, hours) are on every service's town page too (here
    // Landscaping's): they are not Fall Cleanup's words.
    const everyPage = new Set(await sentences(site.baseUrl, `/landscaping-in-${slug}`));
    const copied = new Set(
      (await sentences(site.baseUrl, `/fall-cleanup-in-${slug}`)).filter((s) => !everyPage.has(s)),
    );
    const own = await sentences(site.baseUrl, `/gutter-cleaning-in-${slug}`);
    expect(own.length).toBeGreaterThan(5);
    expect(own.filter((s) => copied.has(s))).toEqual([]);
    const html = await (await fetch(`${site.baseUrl}/gutter-cleaning-in-${slug}`)).text();
    expect(html.match(/<h[1-3][^>]*>[^<]*fall cleanup[^<]*</gi) ?? []).toEqual([]);
  }
});
