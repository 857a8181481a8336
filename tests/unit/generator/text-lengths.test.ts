// Texts have a sane maximum length in the schema (a review 2000 characters, a paragraph 3000, a title
// 120, a heading 200): a 4.5 MB review is refused by the check in words, with its code, and the
// default site and every example stay well inside every limit.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { schemaProblems } from '../../../generator/check/schema-validator';
import { catalogueInGerman } from '../../../generator/errors/catalogue.de';

const site = () => JSON.parse(readFileSync('site.json', 'utf8')) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('text lengths', () => {
  it('refuses a 4.5 MB review in words: how long it is, how much fits, what to do', () => {
    const model = site();
    const review = model.collections.testimonials[0];
    review.text = 'Great work. '.repeat(375_000); // 4.5 MB
    const problems = schemaProblems(model);
    expect(problems).toEqual([
      {
        pointer: '/collections/testimonials/0/text',
        code: 'E-TEXT-TOO-LONG',
        message: 'Too long: 4500000 characters, where at most 2000 fit.',
        hint: 'Shorten it, or split it into several paragraphs or entries.',
      },
    ]);
  });

  it('takes a text at its limit and refuses one character more (a page title, 120)', () => {
    const model = site();
    model.pages[0].title = 'T'.repeat(120);
    expect(schemaProblems(model)).toEqual([]);
    model.pages[0].title = 'T'.repeat(121);
    expect(schemaProblems(model).map((p) => [p.pointer, p.message])).toEqual([
      ['/pages/0/title', 'Too long: 121 characters, where at most 120 fit.'],
    ]);
  });

  it('says it in German too', () => {
    expect(catalogueInGerman.tooLong(2000, 4500000)).toEqual({
      message: 'Zu lang: 4500000 Zeichen, wo höchstens 2000 hineinpassen.',
      hint: 'Kürzen Sie den Text, oder teilen Sie ihn auf mehrere Absätze oder Einträge auf.',
    });
  });
});
