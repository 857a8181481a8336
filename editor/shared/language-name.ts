// A language of the site named in the editor's language: "Spanish" for es-US in an English editor.
import { languageKey } from '../../shared/site/translations';

export const languageName = (tag: string, inLanguage: string): string =>
  new Intl.DisplayNames([inLanguage], { type: 'language' }).of(languageKey(tag)) ?? tag;
