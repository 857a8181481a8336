// Address names made from names by the site's language (shared/site/slug.ts), the one function the
// wizards and the picture library use.
import { describe, expect, it } from 'vitest';
import { slugFrom } from '../../../shared/site/slug';
import { slugOf } from '../../../editor/server/pictures-files';

describe('address names from names', () => {
  it('writes umlauts as German does in a German site', () => {
    expect(slugFrom('Hürth', 'de-DE')).toBe('huerth');
    expect(slugFrom('Köln', 'de')).toBe('koeln');
    expect(slugFrom('Bad Münstereifel', 'de-DE')).toBe('bad-muenstereifel');
  });

  it('drops accents in French and keeps the hyphens between words', () => {
    expect(slugFrom('Sainte-Adèle', 'fr-FR')).toBe('sainte-adele');
    expect(slugFrom('Saint-Étienne', 'fr')).toBe('saint-etienne');
  });

  it('writes ß as ss in every language', () => {
    expect(slugFrom('Straße', 'de-DE')).toBe('strasse');
    expect(slugFrom('Straße', 'en-US')).toBe('strasse');
  });

  it('writes umlauts as their plain vowel outside German, as those languages do', () => {
    expect(slugFrom('Malmö', 'sv-SE')).toBe('malmo');
    expect(slugFrom('Zürich', 'en-GB')).toBe('zurich');
    expect(slugFrom('Güímar', 'es-ES')).toBe('guimar');
  });

  it('makes English names as before: small letters, hyphens, no English "and" for &', () => {
    expect(slugFrom('Port Clinton', 'en-US')).toBe('port-clinton');
    expect(slugFrom('  Huron  ')).toBe('huron');
    expect(slugFrom('Heizung & Sanitär', 'de-DE')).toBe('heizung-sanitaer');
    expect(slugFrom('McDonald', 'en-US')).toBe('mcdonald');
  });

  it("names an uploaded picture in the site's language", () => {
    expect(slugOf('Grüße aus Köln.jpg', 'de-DE')).toBe('gruesse-aus-koeln');
    expect(slugOf('Grüße aus Köln.jpg')).toBe('grusse-aus-koln');
  });
});
