// The doctor's words (generator/doctor/words.ts): every entry has its German, different from the
// English, with the same facts; say() gives them in the language chosen for the check's problems,
// and the checks word their findings with it (the editor's Publish dialog and advice show them).
import { afterEach, describe, expect, it } from 'vitest';
import { chooseProblemLanguage } from '../../../generator/errors/choose-language';
import { doctorLanguages, say } from '../../../generator/doctor/say';
import { doctorNotes, doctorWords, type DoctorWords, type Said } from '../../../generator/doctor/words';
import { doctorNotesInGerman, doctorWordsInGerman } from '../../../generator/doctor/words.de';
import { makeDist, run } from './fixture';
import { wordExamples } from './word-examples';

const names = Object.keys(doctorWords) as (keyof DoctorWords)[];
const call = (words: object, name: keyof DoctorWords): Said =>
  (words as Record<string, (...facts: unknown[]) => Said>)[name]!(...wordExamples[name]);

afterEach(() => chooseProblemLanguage('en'));

describe("the doctor's words", () => {
  it('every entry has German words (a missing one fails here and in tsc), and they are not the English', () => {
    expect(names.length).toBeGreaterThan(50);
    expect(Object.keys(doctorWordsInGerman).sort()).toEqual([...names].sort());
    expect(Object.keys(doctorLanguages).sort()).toEqual(['de', 'en']);
    const same = names.flatMap((name) => {
      const english = call(doctorWords, name);
      const german = call(doctorWordsInGerman, name);
      expect(german.message, name).toMatch(/\S/);
      expect(german.hint, name).toMatch(/\S/);
      return [
        ...(german.message === english.message ? [`${name}: message ${german.message}`] : []),
        ...(german.hint === english.hint ? [`${name}: hint ${german.hint}`] : []),
      ];
    });
    expect(same, 'German words that are the English ones').toEqual([]);
    expect(Object.keys(doctorNotesInGerman)).toEqual(Object.keys(doctorNotes));
    for (const [name, english] of Object.entries(doctorNotes))
      expect(doctorNotesInGerman[name as keyof typeof doctorNotes], name).not.toBe(english);
  });

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
    expect(german).toEqual({ ...doctorWordsInGerman.altEmpty('/img/mulch-800.jpg'), byHand: english.byHand });
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
        hint: doctorWordsInGerman.altMissing('/img/lawn-grass-800.jpg').hint,
      },
    ]);
    expect(german[0]!.hint).toContain('„Nur schmückend“');
  });
});
