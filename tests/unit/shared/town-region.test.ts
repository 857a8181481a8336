// A town's state (issue 24), like the office's region: site.json gives one only where the country's
// addresses have one. The schema leaves it optional; the check asks for it where Google's address
// metadata requires it (a US state: E-TOWN-REGION-MISSING, in plain words, German too); a town without
// one fills ", {state}" with nothing, and its JSON-LD City names no region.
import { describe, expect, it } from 'vitest';
import { SITES_WITHOUT_REGIONS, problemsOf } from '../../helpers/site-problems';
import { readFileSync } from 'node:fs';
import type { SiteModel, Town } from '../../../schema/generated/site';
import { catalogueInGerman } from '../../../generator/errors/catalogue.de';
import { city } from '../../../generator/pages/structured-data/local-business';
import { fill, townVars } from '../../../shared/site/placeholders';

const siteOf = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as SiteModel;
const withoutState = ({ state: _state, ...rest }: Town): Town => rest;

describe('the schema', () => {
  it("asks no town for its state, and says to leave it out where the country's addresses name none", () => {
    const town = JSON.parse(readFileSync('schema/site.schema.json', 'utf8')).$defs.Town;
    expect(town.required).not.toContain('state');
    expect(town.properties.state.description).toMatch(/leave it out where the country's addresses name none/);
  });
});

describe('the check (E-TOWN-REGION-MISSING)', () => {
  it('refuses a US town without its state, in plain words at the town’s state', async () => {
    const problems = await problemsOf('tests/fixtures/minimal/site.json', (site) => {
      site.towns[1] = withoutState(site.towns[1]!);
    });
    expect(problems).toEqual([
      expect.objectContaining({
        pointer: '/towns/1/state',
        code: 'E-TOWN-REGION-MISSING',
        message: 'The town Sandusky has no state, which addresses in the United States must have.',
        hint: 'Fill in its "State or region" as the post office writes it, like OH.',
      }),
    ]);
  });

  it('says so in German for the German editor', () => {
    expect(catalogueInGerman.townMissingRegion('Sandusky', 'state', 'US', 'OH')).toEqual({
      message:
        'Beim Ort Sandusky fehlt die Angabe „Bundesstaat“, die Adressen in diesem Land (Vereinigte Staaten) immer haben.',
      hint: 'Füllen Sie bei ihm „Bundesland oder Region“ so aus, wie die Post es schreibt, etwa OH.',
    });
  });

  it('accepts a German or French town without one', async () => {
    for (const file of SITES_WITHOUT_REGIONS)
      expect(
        await problemsOf(file, (site) => {
          site.towns = site.towns.map(withoutState);
        }),
        file,
      ).toEqual([]);
  });

  it("still checks a state that is given against the site's regions", async () => {
    const problems = await problemsOf('tests/fixtures/minimal/site.json', (site) => {
      site.towns[0]!.state = 'Ohio';
    });
    expect(problems.map((p) => [p.pointer, p.code])).toEqual([['/towns/0/state', 'E-REGION-UNKNOWN']]);
  });
});

describe('the German and French examples', () => {
  for (const name of ['elektriker-koeln', 'plombier-lyon'])
    it(`${name}: give their towns no state`, () => {
      for (const town of siteOf(`examples/${name}/site.json`).towns) expect(town).not.toHaveProperty('state');
    });
});

describe('a town without a state', () => {
  const us = siteOf('site.json');
  const koeln = siteOf('examples/elektriker-koeln/site.json');
  const town = koeln.towns[0]!;

  it('fills ", {state}" and " ({state})" with nothing, other placeholders as before', () => {
    const vars = townVars(town, { id: 'elektro', name: 'Elektroinstallation' });
    expect(fill('{service} in {town}, {state} | Elektro', vars)).toBe(`Elektroinstallation in ${town.name} | Elektro`);
    expect(fill(['{town} ({state}), {zip}'], vars)).toEqual([`${town.name}, ${town.postalCode}`]);
    const huron = townVars(us.towns[0]!, undefined);
    expect(fill('{town}, {state} ({zip})', huron)).toBe('Huron, OH (44839)'); // a US town keeps its state
  });

  it('is a City in no region in the JSON-LD; a US town stays in its State', () => {
    expect(city(town, koeln)).toEqual({ '@type': 'City', name: town.name });
    expect(city(us.towns[0]!, us)).toEqual({
      '@type': 'City',
      name: 'Huron',
      containedInPlace: { '@type': 'State', name: 'OH' },
    });
  });
});
