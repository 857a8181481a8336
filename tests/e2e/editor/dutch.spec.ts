// The editor in Dutch (issue 36): over a copy of the Utrecht plumber's site (site.locale "nl-NL", no
// EDITOR_LANGUAGE), its menu, top bar, a block's form (the schema's Dutch words), the Wording part's
// defaults (the Dutch pack's, as the preview shows them), a problem of the check and the server's
// answers are Dutch. Screenshots at 1280 px in /tmp/shots-editor/dutch/.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { startEditor, type RunningEditor } from '../../helpers/editor-server';
import { projectRoot } from '../../../generator/paths';

test.use({ viewport: { width: 1280, height: 860 } });

// Every change is checked on the server: on a busy two-core machine a step can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });
const SHOTS = '/tmp/shots-editor/dutch';
const UTRECHT = path.join(projectRoot, 'examples', 'loodgieter-utrecht', 'site.json');

/** Opens the editor at a site.json pointer and waits until the site is loaded, in Dutch. */
async function openAt(page: Page, editor: RunningEditor, pointer: string): Promise<void> {
  await page.goto(editor.url(`/#${pointer}`));
  await expect(page.locator('.topbar .status')).toHaveText(/Alle wijzigingen opgeslagen|Niet-opgeslagen wijzigingen/);
}

let editor: RunningEditor;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  editor = await startEditor(UTRECHT, { EDITOR_LANGUAGE: '' });
});
test.afterAll(async () => {
  await editor?.stop();
});

test('a Dutch site’s editor opens in Dutch: menu, top bar, a block’s form and the Wording part', async ({ page }) => {
  test.setTimeout(180_000);
  await openAt(page, editor, '/business');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  const parts = page.getByRole('navigation', { name: 'Onderdelen van de website' });
  await expect(parts.getByRole('link')).toHaveText([
    'Bedrijf',
    'Plaatsen',
    'Diensten',
    'Pagina’s',
    'Sjablonen voor plaatspagina’s',
    'Blog',
    'Portfolio',
    'Afbeeldingen',
    'Beoordelingen',
    'Menu’s',
    'Vormgeving',
    'Vaste teksten',
    'Contactformulier',
  ]);
  const bar = page.locator('.topbar');
  for (const name of ['Ongedaan maken', 'Geschiedenis', 'Opslaan', 'Publiceren'])
    await expect(bar.getByRole('button', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Website-instellingen' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/business-1280.png` });

  // A block's form: the block list and its fields' labels from the Dutch words beside the schema's parts.
  await openAt(page, editor, '/pages/0/blocks/0');
  await expect(page.getByRole('heading', { name: 'Blokken' })).toBeVisible();
  await expect(page.getByRole('button', { name: '+ Blok toevoegen' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/block-form-1280.png` });

  // The Wording part shows the Dutch pack's words as its defaults, the words the preview shows.
  await openAt(page, editor, '/labels');
  await expect(page.getByRole('heading', { level: 1, name: 'Vaste teksten' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Offerteknop', exact: true })).toHaveValue('Gratis offerte');
  await expect(page.getByRole('textbox', { name: 'Offerteknop in de telefoonbalk', exact: true })).toHaveValue(
    'Offerte aanvragen',
  );
  await page.screenshot({ path: `${SHOTS}/wording-1280.png` });

  // The server's answers are Dutch too.
  const answer = await editor.fetch('/api/no-such-thing');
  expect(answer.status).toBe(404);
  expect((await answer.json()).error).not.toMatch(/\bThe editor\b/);
  const loggedOut = await (await editor.fetch('/logged-out')).text();
  expect(loggedOut).toContain('<html lang="nl">');
});

test('a problem of the check is said in Dutch, at its field and in the list', async ({ page }) => {
  test.setTimeout(180_000);
  await openAt(page, editor, '/business/name');
  const name = page.locator('[id="f/business/name"]');
  const was = await name.inputValue();
  await name.fill('');
  const list = page.getByRole('region', { name: /^1 probleem om op te lossen/ });
  await expect(list.getByRole('listitem')).toHaveText(
    'Bedrijf › Naam van het bedrijf: Vul “Naam van het bedrijf” in. De naam van het bedrijf zoals klanten die kennen.',
  );
  await expect(page.locator('.form-group:has(> #f\\/business\\/name) .text-danger')).toHaveText(
    /^Vul “Naam van het bedrijf” in\./,
  );
  await page.screenshot({ path: `${SHOTS}/problem-1280.png` });
  await name.fill(was);
  await expect(list).toHaveCount(0);
});
