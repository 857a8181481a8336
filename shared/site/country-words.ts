// What a country's postal code and regions are called, and the form's messages about them and the
// phone, in the site's language, by the kind Google's address metadata gives (country.ts): a ZIP code
// or a postal code, a state, a province, a county… The language packs (languages/) hold these words for
// their language's own country (US English, German for Germany…); these name them elsewhere (a site in
// English in Canada: "Postal code" and "Province").
import type { PostalCodeKind, RegionKind } from '../contact/locale.js';
import { languageOf } from './languages/browser.js';

interface CountryWords {
  postalCode: Record<PostalCodeKind, string>;
  region: Record<RegionKind, string>;
  /** {label}: the postal code's name; {example}: one of the country's. */
  postalCodeMessage: string;
  /** {example}: a number of the country as it is dialled there. */
  phoneMessage: string;
  /** {name}: the region's name; a list to choose from, or a field to fill in. */
  regionChoose: string;
  regionType: string;
  /** Whether a name keeps its capital inside a sentence (German nouns do). */
  capitals: boolean;
}

const WORDS: Record<string, CountryWords> = {
  en: {
    postalCode: { zip: 'ZIP code', postal: 'Postal code', pin: 'PIN code', eircode: 'Eircode' },
    region: {
      area: 'Area',
      county: 'County',
      department: 'Department',
      district: 'District',
      do_si: 'Province',
      emirate: 'Emirate',
      island: 'Island',
      oblast: 'Region',
      parish: 'Parish',
      prefecture: 'Prefecture',
      province: 'Province',
      region: 'Region',
      state: 'State',
    },
    postalCodeMessage: 'Please enter a valid {label} (for example {example}).',
    phoneMessage: 'Please enter a valid phone number (for example {example}).',
    regionChoose: 'Please choose your {name} from the list.',
    regionType: 'Please enter your {name}.',
    capitals: false,
  },
  de: {
    postalCode: { zip: 'ZIP-Code', postal: 'Postleitzahl', pin: 'PIN-Code', eircode: 'Eircode' },
    region: {
      area: 'Gebiet',
      county: 'Grafschaft',
      department: 'Departement',
      district: 'Bezirk',
      do_si: 'Provinz',
      emirate: 'Emirat',
      island: 'Insel',
      oblast: 'Oblast',
      parish: 'Gemeinde',
      prefecture: 'Präfektur',
      province: 'Provinz',
      region: 'Region',
      state: 'Bundesstaat',
    },
    postalCodeMessage: 'Bitte prüfen Sie das Feld „{label}“ (zum Beispiel {example}).',
    phoneMessage: 'Bitte geben Sie eine gültige Telefonnummer ein (zum Beispiel {example}).',
    regionChoose: 'Bitte wählen Sie im Feld „{name}“ einen Eintrag aus der Liste.',
    regionType: 'Bitte füllen Sie das Feld „{name}“ aus.',
    capitals: true,
  },
  fr: {
    postalCode: { zip: 'Code ZIP', postal: 'Code postal', pin: 'Code PIN', eircode: 'Eircode' },
    region: {
      area: 'Zone',
      county: 'Comté',
      department: 'Département',
      district: 'District',
      do_si: 'Province',
      emirate: 'Émirat',
      island: 'Île',
      oblast: 'Oblast',
      parish: 'Paroisse',
      prefecture: 'Préfecture',
      province: 'Province',
      region: 'Région',
      state: 'État',
    },
    postalCodeMessage: 'Veuillez saisir un {label} valide (par exemple {example}).',
    phoneMessage: 'Veuillez saisir un numéro de téléphone valide (par exemple {example}).',
    regionChoose: 'Veuillez choisir dans la liste le champ « {name} ».',
    regionType: 'Veuillez remplir le champ « {name} ».',
    capitals: false,
  },
  es: {
    postalCode: { zip: 'Código ZIP', postal: 'Código postal', pin: 'Código PIN', eircode: 'Eircode' },
    region: {
      area: 'Área',
      county: 'Condado',
      department: 'Departamento',
      district: 'Distrito',
      do_si: 'Provincia',
      emirate: 'Emirato',
      island: 'Isla',
      oblast: 'Óblast',
      parish: 'Parroquia',
      prefecture: 'Prefectura',
      province: 'Provincia',
      region: 'Región',
      state: 'Estado',
    },
    postalCodeMessage: 'Introduzca un {label} válido (por ejemplo {example}).',
    phoneMessage: 'Introduzca un número de teléfono válido (por ejemplo {example}).',
    regionChoose: 'Elija el campo «{name}» de la lista.',
    regionType: 'Rellene el campo «{name}».',
    capitals: false,
  },
};

/** The country words in a locale's language ("de-AT" → German), English for a language without them. */
export function countryWords(locale: string): CountryWords {
  const language = languageOf(locale);
  return Object.hasOwn(WORDS, language) ? WORDS[language]! : WORDS.en!;
}

/** A name as it stands inside a sentence: "Postal code" → "postal code", "ZIP code" and German nouns kept. */
export function inSentence(name: string, words: CountryWords): string {
  return words.capitals || /^\p{Lu}{2}/u.test(name) ? name : name.charAt(0).toLowerCase() + name.slice(1);
}
