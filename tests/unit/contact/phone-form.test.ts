// A lead's phone in one form (issue 36, item 4): stored in international form, E.164, however it was
// typed or sent (with or without JavaScript, with spaces, brackets or a country code), and shown to
// the office as people of the business's country write it; a number from abroad stays international.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { SiteModel } from '../../../schema/generated/site';
import { normalizeContact, phoneForPeople } from '../../../shared/contact/rules';
import { US_CONTACT_LOCALE } from '../../../shared/contact/locale';
import { contactLocale } from '../../../shared/site/contact-locale';

const cologne = contactLocale(JSON.parse(readFileSync('examples/elektriker-koeln/site.json', 'utf8')) as SiteModel);

describe('a lead’s phone', () => {
  it.each(['4195550142', '(419) 555-0142', '419 555 0142', '+1 419-555-0142', ' 1 (419) 555 0142 '])(
    'is stored as +14195550142 when sent as “%s” (US)',
    (typed) => {
      expect(normalizeContact({ cell_phone: typed }, US_CONTACT_LOCALE).cell_phone).toBe('+14195550142');
    },
  );

  it('is stored in international form for another country too, and as sent when it is no number of it', () => {
    expect(normalizeContact({ cell_phone: '0221 9876543' }, cologne).cell_phone).toBe('+492219876543');
    expect(normalizeContact({ cell_phone: '+49 221 9876543' }, cologne).cell_phone).toBe('+492219876543');
    expect(normalizeContact({ cell_phone: '12345' }, cologne).cell_phone).toBe('12345');
    // Without the country's rules (older callers), as sent.
    expect(normalizeContact({ cell_phone: '(419) 555-0142' }).cell_phone).toBe('(419) 555-0142');
  });

  it('is shown as people of the business’s country write it; a number from abroad, or an older lead, as stored', () => {
    expect(phoneForPeople('+14195550142', US_CONTACT_LOCALE)).toBe('(419) 555-0142');
    expect(phoneForPeople('+492219876543', cologne)).toBe('0221 9876543');
    expect(phoneForPeople('+442079460958', US_CONTACT_LOCALE)).toBe('+442079460958');
    expect(phoneForPeople('(419) 555-0142', US_CONTACT_LOCALE)).toBe('(419) 555-0142');
  });
});
