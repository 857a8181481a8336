// The address pattern the Add service wizard gives a new service's town pages: the shape of the site's
// own templates (editor/app/src/wizards/draft-model.ts townPagePath), not a fixed English "-in-".
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { copiedTemplate, townPagePath, type Template } from '../../../editor/app/src/wizards/draft-model';
import type { SiteModel } from '../../../editor/app/src/api';

const template = (id: string, service: string, path: string): Template => ({
  id,
  each: 'town',
  path,
  service,
  title: '{service} in {town}',
  description: '{service} in {town}.',
  blocks: [],
});

const elektro = template('elektro', 'elektro', '/elektroinstallation-{townSlug}');
/** A German electrician's site: its templates write the service's name and then the town's. */
const kraus = {
  site: { locale: 'de-DE' },
  services: [
    { id: 'elektro', name: 'Elektroinstallation' },
    { id: 'e-check', name: 'E-Check' },
  ],
  templates: [elektro, template('e-check', 'e-check', '/e-check-{townSlug}'), template('post', '', '/blog/{slug}')],
} as unknown as SiteModel;

describe("a new service's town page addresses", () => {
  it('follow the shape of the site’s own templates', () => {
    expect(townPagePath(kraus, 'wallbox')).toBe('/wallbox-{townSlug}');
  });

  it('are what the wizard’s copied template gets', () => {
    const copied = copiedTemplate(elektro, 'wallbox', ['koeln'], townPagePath(kraus, 'wallbox'));
    expect(copied).toMatchObject({ id: 'wallbox', service: 'wallbox', path: '/wallbox-{townSlug}', towns: ['koeln'] });
  });

  it('find the service by its name made into an address name in the site’s language, longest first', () => {
    const site = {
      site: { locale: 'de-DE' },
      services: [{ id: 'heizung', name: 'Wärmepumpen-Wartung' }],
      templates: [template('heizung', 'heizung', '/leistungen/waermepumpen-wartung/{townSlug}')],
    } as unknown as SiteModel;
    expect(townPagePath(site, 'wallbox')).toBe('/leistungen/wallbox/{townSlug}');
  });

  it('keep the default site’s "/…-in-{townSlug}" (Mulch Installation is "/mulch-installation-in-…")', () => {
    const site = JSON.parse(readFileSync('site.json', 'utf8')) as SiteModel;
    expect(townPagePath(site, 'hedge-trimming')).toBe('/hedge-trimming-in-{townSlug}');
  });

  it('are "/…-in-{townSlug}" when no template’s address holds its service’s name', () => {
    const site = { services: [], templates: [template('a', 'x', '/{townSlug}/garden')] } as unknown as SiteModel;
    expect(townPagePath(site, 'wallbox')).toBe('/wallbox-in-{townSlug}');
  });
});
