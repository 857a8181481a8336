// The words in the text every town shares that each page fills in, written as she reads them:
// "[town]" for the engine's {town}. The wizards show and take this form; site.json keeps its own.
import { currentLanguage, type EditorLanguage } from '../../../shared/i18n';
import { PLACEHOLDERS, placeholderNames, type Placeholder } from '../../../../shared/site/placeholder-table';
import { placeholderWordsIn, type WizardName } from '../../../../shared/site/placeholder-words';

/**
 * The engine's placeholders the wizards write in words (`wizard` in shared/site/placeholder-words.ts):
 * those of a town page's text (shared/site/placeholder-table.ts) but for parts of a link's address ({tel}).
 */
const NAMED = placeholderNames.town.filter((name): name is WizardName => !(PLACEHOLDERS[name] as Placeholder).link);
const wordsOf = (name: WizardName, language: EditorLanguage = currentLanguage()) =>
  placeholderWordsIn(name, language).wizard;
const isNamed = (name: string): name is WizardName => (NAMED as readonly string[]).includes(name);
/** A placeholder by its words, in the editor's language or in English (a text typed before a switch of language). */
const nameOf = (words: string): WizardName | undefined =>
  NAMED.find((name) => [wordsOf(name), wordsOf(name, 'en')].some((w) => w.toLowerCase() === words.toLowerCase()));

/** "Fall cleanup in {town}" → "Fall cleanup in [town]". */
export const toWords = (text: string) =>
  text.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (whole, name: string) => (isNamed(name) ? `[${wordsOf(name)}]` : whole));

/** "Gutters in [town]" → "Gutters in {town}"; brackets that name nothing stay as typed. */
export const fromWords = (text: string) =>
  text.replace(/\[([\p{L} ]+)\]/gu, (whole, words: string) => {
    const name = nameOf(words);
    return name ? `{${name}}` : whole;
  });
