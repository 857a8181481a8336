// French typography (issue 24): a no-break space before : ; ? ! and inside « », in every word of the
// French pack and in what the engine joins itself (a day and its hours, the {hours} sentence). English
// and German keep their marks right after the word. The built French example is scanned too
// (tests/slow/examples.test.ts).
import { describe, expect, it } from 'vitest';
import type { SiteModel } from '../../../schema/generated/site';
import { fr } from '../../../shared/site/languages/fr';
import { siteVars } from '../../../shared/site/placeholders';
import { labelled, spaceBeforeMark } from '../../../shared/site/typography';
import { frenchSpacingMistakes, stringsOf } from '../../helpers/french-typography';

describe('the check', () => {
  it('finds a plain space or none before : ; ? ! and inside « »', () => {
    expect(frenchSpacingMistakes('Horaires : 8 h')).toEqual(['a plain space before : in "Horaires : 8 h"']);
    expect(frenchSpacingMistakes('Merci!')).toEqual(['no space before ! in "Merci!"']);
    expect(frenchSpacingMistakes('Quoi ?')).toHaveLength(1);
    expect(frenchSpacingMistakes('lun.–ven.: 08:00')).toEqual(['no space before : in "lun.–ven.: 08:0"']);
    expect(frenchSpacingMistakes('un ; deux')).toHaveLength(1);
    expect(frenchSpacingMistakes('le champ « Nom » est')).toHaveLength(2);
    expect(frenchSpacingMistakes('le champ «Nom»')).toHaveLength(2);
  });

  it('passes no-break spaces, and leaves code alone (web addresses, times, options)', () => {
    expect(frenchSpacingMistakes('Horaires\u00a0: 08:00 – 18:00\u202f; fermé le dimanche\u00a0!')).toEqual([]);
    expect(frenchSpacingMistakes('Le champ «\u00a0Nom\u00a0» est obligatoire. Vraiment\u202f?!')).toEqual([]);
    expect(frenchSpacingMistakes('https://exemple.fr/?page=2 --limit 50 a:b')).toEqual([]);
  });
});

describe('the French pack', () => {
  it('writes a no-break space before : ; ? ! and inside « » in every word', () => {
    const mistakes = stringsOf(fr).flatMap(([path, text]) => frenchSpacingMistakes(text).map((m) => `${path}: ${m}`));
    expect(mistakes, mistakes.join('\n')).toEqual([]);
  });

  it('has words with such marks to check (the scan reads them)', () => {
    const marked = stringsOf(fr).filter(([, text]) => /[\u00a0\u202f][:;?!»]/.test(text));
    expect(marked.length).toBeGreaterThan(10);
  });
});

describe('what the engine joins itself', () => {
  it('puts a no-break space before the colon between a day and its hours in French only', () => {
    expect(labelled('lun.–ven.', '08:00 – 18:00', 'fr-FR')).toBe('lun.–ven.\u00a0: 08:00 – 18:00');
    expect(labelled('lun.–ven.', '08:00 – 18:00', 'fr-CA')).toBe('lun.–ven.\u00a0: 08:00 – 18:00');
    expect(labelled('Mon–Sat', '8:00 AM – 5:00 PM', 'en-US')).toBe('Mon–Sat: 8:00 AM – 5:00 PM');
    expect(labelled('Mo–Fr', '07:30–16:30', 'de-DE')).toBe('Mo–Fr: 07:30–16:30');
    expect(frenchSpacingMistakes(labelled('samedi', 'Fermé', 'fr-FR'))).toEqual([]);
    expect(spaceBeforeMark('es-ES')).toBe('');
  });

  it('joins the runs of the {hours} sentence with a no-break space before the semicolon in French', () => {
    const day = (opens: string, closes: string) => ({ opens, closes });
    const site = (locale: string) =>
      ({
        site: { locale },
        business: {
          phone: '04 78 00 00 00',
          email: 'a@b.example',
          name: 'X',
          address: { street: '1 rue A', city: 'Lyon', postalCode: '69003', country: 'FR' },
          hours: {
            monday: day('08:00', '18:00'),
            tuesday: day('08:00', '18:00'),
            wednesday: day('08:00', '18:00'),
            thursday: day('08:00', '18:00'),
            friday: day('08:00', '18:00'),
            saturday: day('09:00', '12:00'),
            sunday: 'closed',
          },
        },
        towns: [],
      }) as unknown as SiteModel;
    const french = siteVars(site('fr-FR')).hours!;
    expect(french).toContain('\u00a0; ');
    expect(frenchSpacingMistakes(french)).toEqual([]);
    expect(siteVars(site('en-US')).hours).toBe('Monday to Friday, 8 AM to 6 PM; Saturday, 9 AM to 12 PM');
  });
});
