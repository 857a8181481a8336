// The messages `npm run check` prints for fixtures with deliberate mistakes, snapshot-tested so a
// change to any wording or code in generator/errors/catalogue.ts is seen in review.
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { loadSite } from '../../../generator/check/load';
import { validate } from '../../../generator/check/validate';
import { formatProblem } from '../../../generator/errors/problem';
import { sitePaths } from '../../../generator/paths';
import type { SiteModel } from '../../../schema/generated/site';

async function report(fixture: string): Promise<string[]> {
  const file = path.join('tests/fixtures', fixture, 'site.json');
  const site = await loadSite(file);
  const { problems } = validate(site, sitePaths(file).imagesDir);
  return problems.map((p) => formatProblem(p, { ...site, file: `${fixture}/site.json` }));
}

/** `file:LINE:COL  /pointer  [E-CODE] words`: every printed problem names its code (docs/errors.md). */
const PRINTED_WITH_CODE = /^\S+:\d+:\d+ {2}\/\S* {2}\[E-[A-Z0-9]+(?:-[A-Z0-9]+)*\] \S/;

describe('npm run check messages', () => {
  it('explains schema mistakes with line, column, pointer and a hint', async () => {
    const lines = await report('schema-mistakes');
    await expect(lines.join('\n') + '\n').toMatchFileSnapshot('__snapshots__/schema-mistakes.txt');
    expect(lines).toHaveLength(9);
    for (const line of lines) expect(line).toMatch(PRINTED_WITH_CODE);
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^schema-mistakes\/site\.json:\d+:\d+ {2}\/pages\/1\/titel {2}\[E-PROPERTY-UNKNOWN\] "titel" is not a setting the site knows here\. Did you mean "title"\?/,
      ),
    );
    expect(lines).toContainEqual(expect.stringContaining('Unknown block type "Heroo". Did you mean "Hero"?'));
    // The checks after the schema run in the same run, on the parts it passed (issue 32, item 4).
    expect(lines).toContainEqual(
      expect.stringContaining(
        '/business/phone  [E-PHONE-INVALID] "12345" is not a valid phone number in the United States.',
      ),
    );
    expect(lines).toContainEqual(
      expect.stringContaining('"huge" is not an allowed value. Use one of: "full", "compact".'),
    );
  });

  it('finds every broken reference at once', async () => {
    const lines = await report('reference-mistakes');
    await expect(lines.join('\n') + '\n').toMatchFileSnapshot('__snapshots__/reference-mistakes.txt');
    for (const line of lines) expect(line).toMatch(PRINTED_WITH_CODE);
    expect(lines).toContainEqual(
      expect.stringContaining('/towns/2/slug  [E-DUPLICATE] Another town already has the address name "sandusky" ('),
    );
    const expected = [
      'No town has the address name "sandusk". Did you mean "sandusky"?',
      'No service with id "lawncare". Did you mean "lawn-care"?',
      'The text asks to fill in "towm", which the site does not know here. Did you mean "town"?',
      'Image file "lawn-gras.jpg" does not exist in assets/images/. Did you mean "lawn-grass.jpg"?',
      'Link to /contatc, but no page has that address. Did you mean "/contact"?',
      'Two pages would have the same address /services',
      'Another town already has the address name "sandusky"',
      'Template "lawn-care" has no block with id "heor". Did you mean "hero"?',
      'No template with id "lawn-cares". Did you mean "lawn-care"?',
      'Alias points to /lawn-caer, but no page has that address. Did you mean "/lawn-care"?',
      'No template with id "lawn".',
      'No Lucide icon is named "lef". Did you mean "leaf"?',
      '/business/hours/saturday/closes  [E-HOURS-CLOSE-BEFORE-OPEN] The closing time 7:00 AM is not after the opening time 8:00 AM.',
    ];
    for (const text of expected)
      expect(
        lines.some((l) => l.includes(text)),
        text,
      ).toBe(true);
  });

  it('says in words how to write a slug, an address, an e-mail, a phone number and a postal code', async () => {
    const file = 'tests/fixtures/minimal/site.json';
    const site = await loadSite(file);
    const check = (change: (raw: SiteModel) => void) => {
      const raw = structuredClone(site.raw) as SiteModel;
      change(raw);
      return validate({ ...site, raw }, sitePaths(file).imagesDir).problems.map(
        (p) => `${p.pointer}  ${p.message} ${p.hint}`,
      );
    };
    expect(
      check((raw) => {
        raw.towns[1].slug = 'Port Clinton';
        raw.pages[1].path = '/Our Services';
        raw.business.email = 'office at fixture';
      }),
    ).toEqual([
      '/business/email  "office at fixture" is not written the expected way. Write an e-mail address like office@example.com.',
      '/towns/1/slug  "Port Clinton" is not written the expected way. Write the town\'s name in small letters with hyphens instead of spaces, like port-clinton.',
      '/pages/1/path  "/Our Services" is not written the expected way. Write the address starting with a slash, in small letters and digits with single hyphens between words, like /about or /our-work; a slash alone is the home page.',
    ]);
    expect(
      check((raw) => {
        raw.business.phone = '555-014';
        raw.towns[1].postalCode = '4487';
      }),
    ).toEqual([
      '/business/phone  "555-014" is not a valid phone number in the United States. Write the number as it is dialled in the United States, with its area code, like (201) 555-0123; or set the country under Country conventions to the business\'s country.',
      '/towns/1/postalCode  "4487" is not a valid ZIP code. Write it the way the post office does, like 44839.',
    ]);
  });

  it("stops two towns or two services of one name at the later one's name, in words", async () => {
    const file = 'tests/fixtures/minimal/site.json';
    const site = await loadSite(file);
    const raw = structuredClone(site.raw) as SiteModel;
    raw.towns[1]!.name = ` ${raw.towns[0]!.name.toUpperCase()} `; // renamed as a person might type it
    raw.services.push({ ...raw.services[0]!, id: `${raw.services[0]!.id}-copy` });
    const problems = validate({ ...site, raw }, sitePaths(file).imagesDir).problems.map(
      (p) => `${p.pointer}  ${p.message} ${p.hint}`,
    );
    const town = raw.towns[0]!.name;
    const service = raw.services[0]!.name;
    expect(problems).toContain(
      `/towns/1/name  Another town is already named "${town.toUpperCase()}" (the 1st town in the list). Give each town its own name: otherwise the menu, the footer and the page titles show "${town.toUpperCase()}" twice.`,
    );
    expect(problems).toContain(
      `/services/${raw.services.length - 1}/name  Another service is already named "${service}" (the 1st service in the list). Give each service its own name: otherwise the menu, the footer and the page titles show "${service}" twice.`,
    );
  });

  it('passes the real site.json and the fixtures meant to be valid', async () => {
    expect(await report('minimal')).toEqual([]);
    expect(await report('added-town')).toEqual([]);
    expect(await report('../..')).toEqual([]);
  });
});
