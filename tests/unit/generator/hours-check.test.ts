// Opening hours that are possible (issue 32, item 3): a day closes after it opens. "Saturday 8:00 AM –
// 7:00 AM" is a problem at Saturday's closing time, in words, in English and in German; a whole day
// (00:00–23:59) and a closed day are fine.
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../generator/check/load';
import { validate } from '../../../generator/check/validate';
import { sitePaths } from '../../../generator/paths';
import { catalogueInGerman } from '../../../generator/errors/catalogue.de';
import type { SiteModel } from '../../../schema/generated/site';

const file = 'tests/fixtures/minimal/site.json';
const site = await loadSite(file);
const problemsWith = (hours: Partial<SiteModel['business']['hours']>) => {
  const raw = structuredClone(site.raw) as SiteModel;
  Object.assign(raw.business.hours, hours);
  return validate({ ...site, raw }, sitePaths(file).imagesDir).problems;
};

describe('a day closes after it opens', () => {
  it('stops Saturday 08:00–07:00 at its closing time, in words', () => {
    expect(problemsWith({ saturday: { opens: '08:00', closes: '07:00' } })).toEqual([
      {
        pointer: '/business/hours/saturday/closes',
        code: 'E-HOURS-CLOSE-BEFORE-OPEN',
        message: 'The closing time 7:00 AM is not after the opening time 8:00 AM.',
        hint: 'Set a closing time later than 8:00 AM on the same day. Open past midnight? Close at 11:59 PM and open the next day at 12:00 AM.',
      },
    ]);
  });

  it('stops a day that closes when it opens, each day at its own field', () => {
    expect(
      problemsWith({ monday: { opens: '09:00', closes: '09:00' }, friday: { opens: '22:00', closes: '02:00' } }).map(
        (p) => `${p.pointer} ${p.code}`,
      ),
    ).toEqual([
      '/business/hours/monday/closes E-HOURS-CLOSE-BEFORE-OPEN',
      '/business/hours/friday/closes E-HOURS-CLOSE-BEFORE-OPEN',
    ]);
  });

  it('accepts a whole day, an ordinary day and a closed day', () => {
    expect(
      problemsWith({
        monday: { opens: '00:00', closes: '23:59' },
        tuesday: { opens: '07:30', closes: '07:31' },
        sunday: 'closed',
      }),
    ).toEqual([]);
  });

  it('writes the times on the site’s clock: 24 hours where the site says so', () => {
    const raw = structuredClone(site.raw) as SiteModel;
    raw.locale = { ...raw.locale, hourCycle: 24 };
    raw.business.hours.saturday = { opens: '08:00', closes: '07:00' };
    expect(validate({ ...site, raw }, sitePaths(file).imagesDir).problems.map((p) => p.message)).toEqual([
      'The closing time 07:00 is not after the opening time 08:00.',
    ]);
  });

  it('says it in German too', () => {
    expect(catalogueInGerman.closesBeforeOpening('08:00', '07:00', '23:59', '00:00')).toEqual({
      message: 'Die Schließzeit 07:00 liegt nicht nach der Öffnungszeit 08:00.',
      hint: 'Wählen Sie eine Schließzeit nach 08:00 am selben Tag. Über Mitternacht geöffnet? Schließen Sie um 23:59 und öffnen Sie am nächsten Tag um 00:00.',
    });
  });
});
