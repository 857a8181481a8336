// A site from another country, built and served: a plumber's Leeds variant of the minimal fixture
// (UK phone and postcodes, counties as text, 24-hour time, no analytics, no /404 page of its own).
// The server checks the contact form by the built site's rules; unknown addresses get the engine's 404 page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../generator/build';
import { doctor } from '../../generator/doctor/doctor';
import type { SiteModel } from '../../schema/generated/site';
import { VALID_BODY, postContact } from './helpers/contact-body';
import { startApp, type Running } from './helpers/start-app';

let dir: string;
let siteFile: string;
let app: Running;
const outDir = () => path.join(dir, 'dist');

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'uk-site-'));
  const site = JSON.parse(await readFile('tests/fixtures/minimal/site.json', 'utf8')) as SiteModel;
  site.locale = {
    country: 'GB',
    postalCodePattern: '^[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}$',
    postalCodeLabel: 'Postcode',
    regionLabel: 'County',
    postalCodeMessage: 'Please enter a valid postcode (LS1 4AP).',
    phoneMessage: 'Please enter a valid UK phone number.',
    regionMessage: 'Please enter your county.',
    hourCycle: 24,
  };
  site.business.phone = '0113 496 0142';
  site.business.address = {
    street: '12 Wharf Street',
    city: 'Leeds',
    region: 'West Yorkshire',
    postalCode: 'LS2 7EQ',
    country: 'GB',
  };
  site.towns = site.towns.map((t, i) => ({
    ...t,
    state: 'West Yorkshire',
    postalCode: i === 0 ? 'LS1 4AP' : 'LS6 2AA',
  }));
  site.pages = site.pages.filter((p) => p.path !== '/404');
  site.site.nearDuplicateLimit = 0.8; // the fixture's two town pages share their text; not what this test is about
  // The second town gets its own words, as a real site's would: the doctor flags a page that is the template's text with the name swapped.
  site.towns[1]!.pages = {
    'lawn-care': {
      title: 'Garden lawns kept short and green across Sandusky terraces',
      description:
        'Fortnightly cuts, scarifying in autumn and feeding in spring for terraced and semi-detached gardens. Ring us for a visit.',
      blocks: {
        hero: {
          heading: 'Terrace gardens, mown and fed',
          text: 'Small back lawns behind rows of houses need a narrow mower and a tidy edge; we bring both.',
        },
        areas: {
          heading: 'Streets our vans reach each week',
          bullets: ['Terraces by the old mill', 'Semis along the ring road'],
        },
      },
    },
  };
  siteFile = path.join(dir, 'site.json');
  await writeFile(siteFile, JSON.stringify(site));
  const result = await build({ siteFile, outDir: outDir() });
  expect(result.ok).toBe(true);
  app = await startApp({ distDir: outDir() });
}, 180_000);

afterAll(async () => {
  await app?.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('a UK site, built and served', () => {
  it('passes the doctor: UK numbers in text, call links and JSON-LD are the business phone', async () => {
    const result = await doctor({ siteFile, outDir: outDir() });
    expect(
      result.findings.filter((f) => f.severity === 'error'),
      result.lines.join('\n'),
    ).toEqual([]);
  });

  it("answers an unknown address with the engine's own 404 page, in the site's layout", async () => {
    const res = await fetch(`${app.baseUrl}/no-such-page`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toMatch(/<h1[^>]*>Page not found<\/h1>/);
    expect(html).toContain('Back to the home page');
    expect(html).toContain('<header');
    expect(html).toContain('<footer');
    expect(html).toContain('name="robots" content="noindex');
  });

  it('shows 24-hour opening hours, the UK call link, a county field and a postcode field', async () => {
    const home = await readFile(path.join(outDir(), 'index.html'), 'utf8');
    expect(home).toMatch(/\d\d:\d\d – \d\d:\d\d/);
    expect(home).not.toMatch(/\d:\d\d [AP]M/);
    expect(home).toContain('href="tel:+441134960142"');
    const contact = await readFile(path.join(outDir(), 'contact/index.html'), 'utf8');
    expect(contact).not.toContain('<select');
    expect(contact).toMatch(/<label[^>]*for="contact-state"[^>]*>County/);
    expect(contact).toMatch(/<label[^>]*for="contact-zip-code"[^>]*>Postcode/);
    expect(contact).toContain('placeholder="LS2 7EQ"');
    const data = JSON.parse(await readFile(path.join(outDir(), 'contact/page.json'), 'utf8'));
    expect(data.chrome.needsConsent).toBe(false);
  });

  it("takes a Leeds enquiry and refuses a US one with the site's own messages", async () => {
    const leeds = {
      ...VALID_BODY,
      cell_phone: '0113 496 0123',
      city: 'Leeds',
      state: 'West Yorkshire',
      zip_code: 'LS1 4AP',
    };
    expect((await postContact(app.baseUrl, leeds)).status).toBe(200);
    const refused = await postContact(app.baseUrl, VALID_BODY);
    expect(refused.status).toBe(400);
    const messages = ((await refused.json()) as { errors: { message: string }[] }).errors.map((e) => e.message);
    expect(messages).toEqual(['Please enter a valid UK phone number.', 'Please enter a valid postcode (LS1 4AP).']);
  });
});
