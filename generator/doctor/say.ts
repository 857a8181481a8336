// The doctor's words in the language the check's problems are worded in (generator/errors/language.ts):
// English for `npm run doctor` and the build, the editor's language in the site editor (its server
// chooses it, editor/server/language.ts; a publish's build passes it to its child process).
import { problemLanguage, type ProblemLanguage } from '../errors/language';
import { doctorNotes, doctorWords, type DoctorNotesIn, type DoctorWords, type DoctorWordsIn, type Said } from './words';
import { doctorNotesInGerman, doctorWordsInGerman } from './words.de';
import { doctorNotesInFrench, doctorWordsInFrench } from './words.fr';
import { doctorNotesInSpanish, doctorWordsInSpanish } from './words.es';
import { doctorNotesInDutch, doctorWordsInDutch } from './words.nl';
import { doctorNotesInPolish, doctorWordsInPolish } from './words.pl';
import { doctorNotesInPortuguese, doctorWordsInPortuguese } from './words.pt';
import { doctorNotesInItalian, doctorWordsInItalian } from './words.it';

/** Every language's words; a language of the problems without the doctor's words fails tsc here. */
export const doctorLanguages: Record<ProblemLanguage, { words: DoctorWordsIn; notes: DoctorNotesIn }> = {
  en: { words: doctorWords, notes: doctorNotes },
  de: { words: doctorWordsInGerman, notes: doctorNotesInGerman },
  fr: { words: doctorWordsInFrench, notes: doctorNotesInFrench },
  es: { words: doctorWordsInSpanish, notes: doctorNotesInSpanish },
  nl: { words: doctorWordsInDutch, notes: doctorNotesInDutch },
  pl: { words: doctorWordsInPolish, notes: doctorNotesInPolish },
  pt: { words: doctorWordsInPortuguese, notes: doctorNotesInPortuguese },
  it: { words: doctorWordsInItalian, notes: doctorNotesInItalian },
};

/** A finding's message and hint, from its named entry and its facts, in the problems' language. */
export function say<K extends keyof DoctorWords>(name: K, ...facts: Parameters<DoctorWords[K]>): Said {
  const call = (words: DoctorWordsIn) =>
    (words[name] as unknown as (...args: Parameters<DoctorWords[K]>) => Said)(...facts);
  const english = call(doctorWords);
  const language = problemLanguage();
  return language === 'en'
    ? english
    : { ...call(doctorLanguages[language].words), ...(english.byHand ? { byHand: english.byHand } : {}) };
}

/** A sentence added to a finding's hint, in the problems' language. */
export const note = (name: keyof DoctorNotesIn): string => doctorLanguages[problemLanguage()].notes[name];
