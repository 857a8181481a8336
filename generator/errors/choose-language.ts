// Choosing the language of the check's problems (language.ts), with every catalogue entry given its
// words in that language first: the site editor's server calls this with the editor's language and
// the schema's words in it. Without it, problems stay English (`npm run check`, the build).
import { catalogue } from './catalogue';
import type { CatalogueIn } from './catalogue-in';
import { catalogueInGerman } from './catalogue.de';
import { catalogueInFrench } from './catalogue.fr';
import { catalogueInSpanish } from './catalogue.es';
import { catalogueInDutch } from './catalogue.nl';
import { catalogueInPolish } from './catalogue.pl';
import { catalogueInPortuguese } from './catalogue.pt';
import { catalogueInItalian } from './catalogue.it';
import type { Entry } from './entry';
import { setProblemLanguage, type ProblemLanguage, type SchemaWordsIn } from './language';
import type { OtherLanguage } from '../../shared/site/languages/languages';

/** The catalogue's words in each language besides English (one file each, catalogue.<language>.ts). */
const CATALOGUES: Record<OtherLanguage, CatalogueIn> = {
  de: catalogueInGerman,
  fr: catalogueInFrench,
  es: catalogueInSpanish,
  nl: catalogueInDutch,
  pl: catalogueInPolish,
  pt: catalogueInPortuguese,
  it: catalogueInItalian,
};

// Each entry's words in each language, by its name in the catalogue.
for (const [language, words] of Object.entries(CATALOGUES) as [OtherLanguage, CatalogueIn][])
  for (const [name, e] of Object.entries(catalogue) as [keyof typeof catalogue, Entry][])
    e.words[language] = words[name] as Entry['words']['en'];

/** Words the check's problems from now on in `language`, the schema's own words as `schemaWords` says them. */
export function chooseProblemLanguage(language: ProblemLanguage, schemaWords?: SchemaWordsIn): void {
  setProblemLanguage(language, schemaWords);
}
