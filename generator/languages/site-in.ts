// A site.json of several languages as one site per language, the main one first: each is the site of
// one language (its texts, its addresses), checked and built by the one-language engine
// (docs/decisions/0008).
import { withAddresses } from './addresses';
import { project } from '../../shared/site/project-language';
import { languageKey, languagesOf } from '../../shared/site/translations';

export interface LanguageSite {
  /** Its tag as site.languages writes it ("es-US"). */
  language: string;
  /** Its key in a translation, and its addresses' prefix without the slash ("es"). */
  key: string;
  main: boolean;
  /** The site in this language: a site.json of one language. */
  raw: unknown;
  /** Where in site.json a text is not yet in this language (JSON pointers). */
  untranslated: string[];
  /** A pointer into this language's site as a pointer into site.json (a translation's own entry). */
  toFile(pointer: string): string;
}

/** The site in its main language: a site of one language as it is. */
export const inMainLanguage = (raw: unknown): unknown => sitesIn(raw)?.[0]!.raw ?? raw;

/** Each language's site, the main one first; none for a site of one language. */
export function sitesIn(raw: unknown): LanguageSite[] | undefined {
  const languages = languagesOf(raw);
  if (!languages) return undefined;
  const projections = languages.map((language) => project(raw, language, languages));
  return languages.map((language, i) => {
    const key = languageKey(language);
    const projection = projections[i]!;
    const site = i === 0 ? projection.raw : withAddresses(projection.raw, projections[0]!.raw, `/${key}`);
    return {
      language,
      key,
      main: i === 0,
      raw: site,
      untranslated: projection.untranslated,
      toFile: (pointer) =>
        pointer === '/site/locale' && i > 0 // this language's site names it there; site.json, in its list
          ? `/site/languages/${i}`
          : projection.translated.has(pointer)
            ? `${pointer}/${key}`
            : pointer,
    };
  });
}
