// The editor in German (issue 24, item 8), in Chromium over temporary copies of site.json: started
// with EDITOR_LANGUAGE=de, its menu, a block's form (labels from the schema's German words), the save
// dialog and a step of the Add town wizard are German, and so are the server's answers and the check's
// problems (a business name left empty), and so is the site check's advice (a picture's emptied alt
// text); the contact form's part turns on the consent box and takes a box out, and the preview's form
// follows; with site.locale "de-DE" and no EDITOR_LANGUAGE it speaks German too, and a new service's
// starter text is German. On a site in Germany whose towns give no Bundesland, the Add town wizard
// asks none and takes a town without one. Screenshots at 1280 px in /tmp/shots-editor/german/.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEditor, type RunningEditor } from '../../helpers/editor-server';
import { SMALL_SITE, smallSite } from '../../helpers/small-site';

test.use({ viewport: { width: 1280, height: 860 } });

// Every change is checked on the server: on a busy two-core machine a step can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });
const SHOTS = '/tmp/shots-editor/german';

/** Opens the editor at a site.json pointer and waits until the site is loaded, in German. */
async function openAt(page: Page, editor: RunningEditor, pointer: string): Promise<void> {
  await page.goto(editor.url(`/#${pointer}`));
  await expect(page.locator('.topbar .status')).toHaveText(/Alle Änderungen gespeichert|Ungespeicherte Änderungen/);
}

/** The German site's menu, top bar and parts of the site. */
async function expectGermanFrame(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle('Website-Editor');
  const parts = page.getByRole('navigation', { name: 'Bereiche der Website' });
  await expect(parts.getByRole('link')).toHaveText([
    'Unternehmen',
    'Orte',
    'Leistungen',
    'Seiten',
    'Ortsseiten-Vorlagen',
    'Blogbeiträge',
    'Referenzen',
    'Bilder',
    'Bewertungen',
    'Menüs',
    'Aussehen',
    'Formulierungen',
    'Kontaktformular',
  ]);
  const bar = page.locator('.topbar');
  for (const name of ['Rückgängig', 'Wiederholen', 'Verlauf', 'Speichern', 'Veröffentlichen', 'Abmelden'])
    await expect(bar.getByRole('button', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('search', { name: 'Text auf der Website finden' })).toBeVisible();
}

/**
 * Starts, for the describe block it is called in, an editor with no EDITOR_LANGUAGE over a changed copy
 * of a site.json, or of the small site with SMALL_SITE (in a folder of its own, removed after), handing
 * it to `started`.
 */
function editorOnACopy(
  file: string | typeof SMALL_SITE,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a site.json to change freely
  change: (site: any) => void,
  started: (editor: RunningEditor) => void,
): void {
  let editor: RunningEditor | undefined;
  let dir: string;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dir = await mkdtemp(path.join(os.tmpdir(), 'german-editor-'));
    const site = file === SMALL_SITE ? smallSite() : JSON.parse(await readFile(file, 'utf8'));
    change(site);
    const copy = path.join(dir, 'site.json');
    await writeFile(copy, `${JSON.stringify(site, null, 2)}\n`);
    editor = await startEditor(copy, { EDITOR_LANGUAGE: '' });
    started(editor);
  });
  test.afterAll(async () => {
    await editor?.stop();
    await rm(dir, { recursive: true, force: true });
  });
}

test.describe('with EDITOR_LANGUAGE=de', () => {
  let editor: RunningEditor;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    editor = await startEditor(SMALL_SITE, { EDITOR_LANGUAGE: 'de' });
  });
  test.afterAll(async () => {
    await editor?.stop();
  });

  test('the menu, a block form, the save dialog and a wizard step are German', async ({ page }) => {
    test.setTimeout(180_000);
    await openAt(page, editor, '/business');
    await expectGermanFrame(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Unternehmen' })).toBeVisible();
    await expect(page.getByLabel('Name des Unternehmens')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Website-Einstellungen' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/home-1280.png` });

    // A block's form: the block list, the block's name and its fields' labels from the German words file beside its schema part.
    await openAt(page, editor, '/pages/0/blocks/0');
    await expect(page.getByRole('heading', { name: 'Blöcke' })).toBeVisible();
    await expect(page.getByRole('button', { name: '+ Block hinzufügen' })).toBeVisible();
    const block = page.locator('.block.open');
    await expect(block.locator('.block-type')).toHaveText('Titelbild');
    await expect(block.getByLabel(/^Überschrift\*?$/)).toBeVisible();
    await expect(block.getByLabel('Obere Zeile', { exact: true })).toBeVisible();
    await expect(block.getByText('Größe des Banners', { exact: true })).toBeVisible();
    // Its choices in words, not site.json's values.
    await expect(block.getByText('Volle Höhe', { exact: true })).toHaveCount(1);
    await expect(block.getByText('full', { exact: true })).toHaveCount(0);
    await expect(block.getByRole('button', { name: 'Eintrag hinzufügen' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Titelbild-Block 1 nach unten$/ })).toBeVisible();
    await block.getByLabel(/^Überschrift\*?$/).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/block-form-1280.png` });

    // The save dialog, with a change to save.
    const heading = block.getByLabel(/^Überschrift\*?$/);
    await heading.fill('Gärten, die bleiben');
    await expect(page.locator('.topbar .status')).toHaveText('Ungespeicherte Änderungen (als Entwurf behalten)');
    await page.keyboard.press('Control+s');
    const save = page.getByRole('dialog', { name: 'Änderungen speichern' });
    await expect(save.getByText(/^Beim Speichern werden nur die geänderten Werte/)).toBeVisible();
    await expect(save.getByText('Keine Seite kommt hinzu oder fällt weg, und kein Titel ändert sich.')).toBeVisible();
    await expect(save.getByRole('button', { name: 'Abbrechen' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/save-dialog-1280.png` });
    await save.getByRole('button', { name: 'Diese Änderungen speichern' }).click();
    await expect(save.getByText(/^Gespeichert\. /)).toBeVisible({ timeout: 20_000 });
    await save.getByRole('button', { name: 'Schließen' }).click();
    await expect(page.locator('.topbar .status')).toHaveText('Alle Änderungen gespeichert');

    // The Add town wizard's first step.
    await openAt(page, editor, '/towns');
    await page.getByRole('button', { name: '+ Ort hinzufügen' }).click();
    const wizard = page.getByRole('dialog', { name: /Ort hinzufügen/ });
    const steps = wizard.getByRole('list', { name: 'Schritte' }).getByRole('listitem');
    await expect(steps.first()).toHaveText('1 Ort');
    await expect(steps.nth(1)).toHaveText('2 Seiten');
    await expect(steps.nth(2)).toHaveText(/^3 Seite „.+“ für den neuen Ort$/);
    await expect(steps.last()).toHaveText(/^\d Abschluss$/);
    for (const label of ['Name', 'Adressname', 'Kreis oder Bezirk', 'Postleitzahl', 'Bundesland oder Region'])
      await expect(wizard.getByLabel(label, { exact: true })).toBeVisible();
    await expect(wizard.getByText('Seine Karte auf den Übersichtsseiten')).toBeVisible();
    await wizard.getByLabel('Name', { exact: true }).fill('Hürth');
    await expect(wizard.getByRole('heading', { name: 'Ort hinzufügen: Hürth' })).toBeVisible();
    await expect(wizard.getByRole('button', { name: 'Weiter' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/wizard-town-1280.png` });
    await wizard.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(wizard.getByText('Was Sie für Hürth eingegeben haben, verwerfen?')).toBeVisible();
    await wizard.getByRole('button', { name: 'Verwerfen' }).click();

    // The server's answers are German too.
    const answer = await editor.fetch('/api/no-such-thing');
    expect(answer.status).toBe(404);
    expect((await answer.json()).error).toBe('Der Editor kennt kein GET /api/no-such-thing.');
    const loggedOut = await (await editor.fetch('/logged-out')).text();
    expect(loggedOut).toContain('<html lang="de">');
    expect(loggedOut).toContain('Sie sind abgemeldet.');
  });

  test('a problem of the check is said in German, at its field and in the list', async ({ page }) => {
    test.setTimeout(180_000);
    await openAt(page, editor, '/business/name');
    const name = page.getByLabel(/^Name des Unternehmens\*?$/);
    const was = await name.inputValue();
    await name.fill('');
    const list = page.getByRole('region', { name: /^1 Problem/ });
    await expect(list.getByRole('listitem')).toHaveText(
      'Unternehmen › Name des Unternehmens: Füllen Sie „Name des Unternehmens“ aus. Der Name des Unternehmens, wie die Kundschaft ihn kennt.',
    );
    await expect(page.locator('.form-group:has(> #f\\/business\\/name) .text-danger')).toHaveText(
      /^Füllen Sie „Name des Unternehmens“ aus\./,
    );
    await page.screenshot({ path: `${SHOTS}/problem-1280.png` });
    await name.fill(was);
    await expect(list).toHaveCount(0);
  });

  test('the site check’s advice on a picture is said in German, at its field and in the list', async ({ page }) => {
    test.setTimeout(300_000);
    await openAt(page, editor, '/pages/0/blocks/0');
    const alt = page.locator('[id="f/pages/0/blocks/0/image/alt"]');
    const was = await alt.inputValue();
    await alt.fill('');
    // The doctor's words (generator/doctor/words.de.ts), drawn over every page once typing pauses: a minute on a busy machine.
    await expect(page.locator('[id="f/pages/0/blocks/0/image/alt__error"] .advice')).toHaveText(
      /^Hinweis: Das Bild \/img\/lake-dock-[\w.-]+\.jpg hat eine leere Bildbeschreibung, ist aber nicht als „Nur schmückend“ markiert\. Schreiben Sie eine Bildbeschreibung: /,
      { timeout: 240_000 },
    );
    const list = page.locator('main .advice-list');
    await list.locator('summary').click();
    await expect(list.locator('li').filter({ hasText: 'hat eine leere Bildbeschreibung' })).toHaveCount(1);
    await page.screenshot({ path: `${SHOTS}/advice-1280.png` });
    await alt.fill(was);
  });

  test('the contact form’s part turns on the consent box and takes a box out; the preview’s form follows', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const before = await readFile(editor.siteFile, 'utf8');
    expect(JSON.parse(before).contactForm).toBeUndefined();
    await openAt(page, editor, '/contactForm');
    await expect(page.getByRole('heading', { level: 1, name: 'Kontaktformular' })).toBeVisible();
    await expect(page.getByText(/^Was das Anfrageformular auf Ihrer Website die Besucher fragt/)).toBeVisible();
    // The boxes the site's form asks for now (the US form: the site has no list of its own), in her words.
    const boxes = page.locator('[id^="f/contactForm/fields/"][id$="/field"]');
    await expect(boxes).toHaveCount(9);
    await expect(boxes.nth(0).locator('option:checked')).toHaveText('Vorname');
    await expect(boxes.nth(4).locator('option:checked')).toHaveText('Straße');
    const form = page.frameLocator('iframe[title="Vorschau"]').locator('#contact-form');
    await expect(form.locator('#contact-street-address')).toBeVisible({ timeout: 60_000 });
    await expect(form.locator('input[name="privacy_consent"]')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/contact-form-1280.png` });

    // The consent box, on: it starts with the site's privacy page.
    const consent = page.getByRole('checkbox', { name: 'Kästchen zur Einwilligung in den Datenschutz' });
    await consent.check();
    await expect(page.getByLabel(/^Seite der Datenschutzerklärung\*?$/)).toHaveValue('/privacy-policy');
    await expect(form.locator('input[name="privacy_consent"]')).toBeVisible({ timeout: 60_000 });
    // The street box, out.
    await page
      .locator('.rjsf-array-item, .array-item')
      .nth(4)
      .getByRole('button', { name: 'Diesen Eintrag entfernen' })
      .click();
    await expect(boxes).toHaveCount(8);
    await expect(form.locator('#contact-street-address')).toHaveCount(0, { timeout: 60_000 });
    await expect(form.locator('#contact-city')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Foto hochladen' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/contact-form-changed-1280.png` });

    await page.keyboard.press('Control+s');
    const save = page.getByRole('dialog', { name: 'Änderungen speichern' });
    await save.getByRole('button', { name: 'Diese Änderungen speichern' }).click();
    await expect(save.getByText(/^Gespeichert\. /)).toBeVisible({ timeout: 20_000 });
    await save.getByRole('button', { name: 'Schließen' }).click();
    const saved = JSON.parse(await readFile(editor.siteFile, 'utf8'));
    expect(saved.contactForm).toEqual({
      fields: [
        { field: 'firstName' },
        { field: 'lastName' },
        { field: 'phone' },
        { field: 'email' },
        { field: 'city' },
        { field: 'region' },
        { field: 'postalCode' },
        { field: 'comments', required: false },
      ],
      consent: { privacyPage: '/privacy-policy' },
    });
    // Off again: the consent box leaves site.json's form.
    await consent.uncheck();
    await expect(form.locator('input[name="privacy_consent"]')).toHaveCount(0, { timeout: 60_000 });
  });
});

test.describe('with site.locale "de-DE" and no EDITOR_LANGUAGE', () => {
  let editor: RunningEditor;
  editorOnACopy(
    SMALL_SITE,
    (site) => (site.site.locale = 'de-DE'),
    (started) => (editor = started),
  );

  test('a new service starts with German words on its pages', async ({ page }) => {
    test.setTimeout(240_000);
    await openAt(page, editor, '/services');
    await page.getByRole('button', { name: '+ Leistung hinzufügen' }).click();
    const wizard = page.getByRole('dialog', { name: /Leistung hinzufügen/ });
    await page.keyboard.type('Heckenschnitt');
    await wizard.getByRole('checkbox', { name: 'Huron' }).check();
    await wizard.getByRole('checkbox', { name: 'Sandusky' }).check();
    await wizard.getByRole('button', { name: 'Weiter' }).click();
    // The search summary of its town pages starts empty, the copied one under it to read.
    await expect(wizard.getByText('Text von „Landscaping“ zum Nachlesen:').first()).toBeVisible();
    await wizard
      .getByLabel('Zusammenfassung im Suchergebnis', { exact: true })
      .fill('Hecken in [Ort], von Hand geschnitten.');
    await wizard.getByRole('button', { name: 'Weiter' }).click();
    await wizard.getByRole('button', { name: 'Weiter' }).click();
    await wizard.getByRole('button', { name: 'Weiter' }).click();
    await expect(wizard.getByLabel('Zusammenfassung der Übersichtsseite im Suchergebnis')).toHaveValue(
      'Heckenschnitt für Privathaushalte und Betriebe in Huron und Sandusky, von einem Team aus der Region. Kostenloses Angebot.',
    );
    await expect(wizard.getByLabel('Text der Karte (ein oder zwei Sätze)')).toHaveValue(
      'Heckenschnitt für Privathaushalte und Betriebe in Huron und Sandusky.',
    );
    await page.screenshot({ path: `${SHOTS}/service-starter-1280.png` });
    await wizard.getByRole('button', { name: 'Abbrechen' }).click();
    await wizard.getByRole('button', { name: 'Verwerfen' }).click();
  });

  test('the editor speaks the site’s language', async ({ page }) => {
    test.setTimeout(180_000);
    await openAt(page, editor, '/pages/0/blocks/0');
    await expectGermanFrame(page);
    await expect(page.locator('.block.open .block-type')).toHaveText('Titelbild');
    await expect(page.locator('.block.open').getByLabel(/^Überschrift\*?$/)).toBeVisible();
    await page.keyboard.press('Control+s');
    const save = page.getByRole('dialog', { name: 'Änderungen speichern' });
    await expect(save.getByText('Es gibt keine Änderungen zu speichern.')).toBeVisible();
    await save.getByRole('button', { name: 'Abbrechen' }).click();
  });
});

test.describe('a site in Germany, whose towns give no Bundesland', () => {
  let editor: RunningEditor;
  editorOnACopy(
    'tests/fixtures/german/site.json',
    (site) => site.towns.forEach((town: { state?: string }) => delete town.state),
    (started) => (editor = started),
  );

  test('the Add town wizard asks no Bundesland, and the check takes the town without one', async ({ page }) => {
    test.setTimeout(180_000);
    await openAt(page, editor, '/towns');
    await page.getByRole('button', { name: '+ Ort hinzufügen' }).click();
    const wizard = page.getByRole('dialog', { name: /Ort hinzufügen/ });
    await expect(wizard.getByLabel('Kreis oder Bezirk', { exact: true })).toBeVisible();
    await expect(wizard.getByLabel(/Bundesland/)).toHaveCount(0);
    await wizard.getByLabel('Name', { exact: true }).fill('Hürth');
    await wizard.getByLabel('Kreis oder Bezirk', { exact: true }).fill('Rhein-Erft-Kreis');
    await wizard.getByLabel('Postleitzahl', { exact: true }).fill('50354');
    await wizard.getByLabel('Schwerpunkt', { exact: true }).fill('Altbau und Neubau');
    await wizard
      .getByLabel('Ein oder zwei Sätze', { exact: true })
      .fill('Elektroarbeiten in Hürth, vom Zählerschrank bis zur Wallbox.');
    await wizard.getByLabel('Punkt 1', { exact: true }).fill('Schnell vor Ort');
    await wizard.getByRole('button', { name: 'Weiter' }).click();
    // The facts passed the check: the wizard is at its pages.
    await expect(wizard.getByText(/^Hürth bekommt eine Seite für jede Leistung/)).toBeVisible();
    await expect(wizard.locator('.text-danger, [role="alert"]')).toHaveCount(0);
    await wizard.getByRole('button', { name: 'Abbrechen' }).click();
    await wizard.getByRole('button', { name: 'Verwerfen' }).click();
  });
});
