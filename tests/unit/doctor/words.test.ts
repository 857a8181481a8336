// The doctor's words (generator/doctor/words.ts): every entry has its German, different from the
// English, with the same facts; say() gives them in the language chosen for the check's problems,
// and the checks word their findings with it (the editor's Publish dialog and advice show them).
import { afterEach, describe, expect, it } from 'vitest';
import { chooseProblemLanguage } from '../../../generator/errors/choose-language';
import { doctorLanguages, say } from '../../../generator/doctor/say';
import { doctorNotes, doctorWords, type DoctorWords, type Said } from '../../../generator/doctor/words';
import { LANGUAGES, OTHER_LANGUAGES } from '../../../shared/site/languages/languages';
import { makeDist, run } from './fixture';
import { wordExamples } from './word-examples';

const names = Object.keys(doctorWords) as (keyof DoctorWords)[];
const call = (words: object, name: keyof DoctorWords): Said =>
  (words as Record<string, (...facts: unknown[]) => Said>)[name]!(...wordExamples[name]);

afterEach(() => chooseProblemLanguage('en'));

describe("the doctor's words", () => {
  it('speaks every language of the engine', () => {
    expect(Object.keys(doctorLanguages).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(OTHER_LANGUAGES)(
    'every entry has its words in %s (a missing one fails here and in tsc), and they are not the English',
    (language) => {
      const { words, notes } = doctorLanguages[language];
      expect(names.length).toBeGreaterThan(50);
      expect(Object.keys(words).sort()).toEqual([...names].sort());
      const same = names.flatMap((name) => {
        const english = call(doctorWords, name);
        const own = call(words, name);
        expect(own.message, name).toMatch(/\S/);
        expect(own.hint, name).toMatch(/\S/);
        return [
          ...(own.message === english.message ? [`${name}: message ${own.message}`] : []),
          ...(own.hint === english.hint ? [`${name}: hint ${own.hint}`] : []),
        ];
      });
      expect(same, `${language} words that are the English ones`).toEqual([]);
      expect(Object.keys(notes)).toEqual(Object.keys(doctorNotes));
      for (const [name, english] of Object.entries(doctorNotes))
        expect(notes[name as keyof typeof doctorNotes], name).not.toBe(english);
    },
  );

  it('every English entry says what is wrong and how to fix it, each as whole sentences', () => {
    for (const name of names) {
      const { message, hint } = call(doctorWords, name);
      expect(message, name).toMatch(/^[A-Z/a-z].*[.)]$/);
      expect(hint, name).toMatch(/^[A-Z].*[.?]$/);
    }
  });

  it('say() words a finding in the language chosen for the problems, keeping the English for work by hand', () => {
    const english = say('altEmpty', '/img/mulch-800.jpg');
    expect(english).toEqual(doctorWords.altEmpty('/img/mulch-800.jpg'));
    expect(english.byHand).toBe('In site.json: "alt", or "decorative": true.');
    chooseProblemLanguage('de');
    const german = say('altEmpty', '/img/mulch-800.jpg');
    expect(german).toEqual({ ...doctorLanguages.de.words.altEmpty('/img/mulch-800.jpg'), byHand: english.byHand });
    expect(german.message).toBe(
      'Das Bild /img/mulch-800.jpg hat eine leere Bildbeschreibung, ist aber nicht als „Nur schmückend“ markiert.',
    );
  });

  it('a check run while the editor speaks German gives its findings in German, with the same check, page and place', () => {
    const ctx = () => makeDist({ pages: { '/': ($) => $('main').append('<img src="/img/lawn-grass-800.jpg">') } });
    const english = run('alt-text', ctx());
    chooseProblemLanguage('de');
    const german = run('alt-text', ctx());
    expect(german).toEqual([
      {
        ...english[0],
        message: 'Das Bild /img/lawn-grass-800.jpg hat keine Bildbeschreibung.',
        hint: doctorLanguages.de.words.altMissing('/img/lawn-grass-800.jpg').hint,
      },
    ]);
    expect(german[0]!.hint).toContain('„Nur schmückend“');
  });
});
