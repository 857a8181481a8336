// Texts have a sane maximum length in the schema (a review 2000 characters, a paragraph 3000, a title
// 120, a heading 200, a sentence or two 500, any other line 200): a 4.5 MB review is refused by the
// check in words, with its code, and the default site and every example stay well inside every limit.
// Every text has one: a field added without a limit gets the line's when the schema is assembled.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { schemaProblems } from '../../../generator/check/schema-validator';
import { catalogueInGerman } from '../../../generator/errors/catalogue.de';
import { LINE_MAX_LENGTH, textsWithoutLimit, withTextLimits } from '../../../generator/schema/text-limits';
import { enginePack } from '../../../shared/site/languages/packs';

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

  // One schema for every language (its words are apart, schema/generated/words.<language>.json).
  it('every text in schema/site.schema.json has a maximum length: none is left without one', () => {
    expect(textsWithoutLimit(JSON.parse(readFileSync('schema/site.schema.json', 'utf8')))).toEqual([]);
  });

  it('gives a line without a limit of its own 200 characters (a name, a label, a badge), a sentence 500', () => {
    const model = site();
    const line = 'L'.repeat(LINE_MAX_LENGTH);
    const sentence = 'S'.repeat(500);
    model.business.name = line;
    model.labels.quoteButton = line;
    model.pages[0].blocks[0].badges[0] = line;
    model.labels.consentText = sentence;
    model.towns[0].character = sentence;
    expect(schemaProblems(model)).toEqual([]);
    model.business.name += 'L';
    model.labels.quoteButton += 'L';
    model.pages[0].blocks[0].badges[0] += 'L';
    model.labels.consentText += 'S';
    model.towns[0].character += 'S';
    expect(schemaProblems(model).map((p) => [p.pointer, p.message])).toEqual([
      ['/business/name', 'Too long: 201 characters, where at most 200 fit.'],
      ['/labels/quoteButton', 'Too long: 201 characters, where at most 200 fit.'],
      ['/labels/consentText', 'Too long: 501 characters, where at most 500 fit.'],
      ['/towns/0/character', 'Too long: 501 characters, where at most 500 fit.'],
      ['/pages/0/blocks/0/badges/0', 'Too long: 201 characters, where at most 200 fit.'],
    ]);
  });

  it("limits texts only: a choice, a value of a fixed form, a name of a thing and what is inside it keep none; a part's own limit stays", () => {
    const limited = withTextLimits({
      type: 'object',
      properties: {
        label: { type: 'string' },
        title: { type: 'string', maxLength: 120 },
        size: { type: 'string', enum: ['full', 'compact'] },
        kind: { const: 'Hero', type: 'string' },
        zip: { type: 'string', pattern: '^\\d{5}$' },
        email: { type: 'string', format: 'email' },
        towns: { type: 'array', notText: true, items: { type: 'string' } },
        features: { type: 'array', items: { type: 'string' } },
        either: { oneOf: [{ type: 'string' }, { type: 'number' }] },
      },
    });
    expect(textsWithoutLimit(limited)).toEqual([]);
    const { properties } = limited as { properties: Record<string, Record<string, unknown>> };
    expect(Object.fromEntries(Object.entries(properties).map(([key, node]) => [key, node.maxLength]))).toEqual({
      label: 200,
      title: 120,
      size: undefined,
      kind: undefined,
      zip: undefined,
      email: undefined,
      towns: undefined,
      features: undefined,
      either: undefined,
    });
    expect(properties.towns!.items).toEqual({ type: 'string' }); // a town's name, by which it is named elsewhere
    expect(properties.features!.items).toEqual({ type: 'string', maxLength: 200 });
    expect((properties.either!.oneOf as unknown[])[0]).toEqual({ type: 'string', maxLength: 200 });
  });

  it("fits every language pack's labels and locale words in their fields' limits, so a default copied into site.json passes", () => {
    const { $defs } = JSON.parse(readFileSync('schema/site.schema.json', 'utf8')) as {
      $defs: Record<string, { properties: Record<string, { maxLength?: number; items?: { maxLength?: number } }> }>;
    };
    const tooLong: string[] = [];
    for (const language of ['en-US', 'de-DE', 'fr-FR', 'es-ES']) {
      const pack = enginePack(language);
      for (const [part, def] of [
        [pack.labels, 'Labels'],
        [pack.locale, 'Locale'],
      ] as const)
        for (const [key, words] of Object.entries(part)) {
          const field = $defs[def]!.properties[key]!;
          for (const text of [words].flat())
            if (typeof text === 'string' && [...text].length > (field.maxLength ?? field.items?.maxLength ?? Infinity))
              tooLong.push(`${language} ${def}.${key}`);
        }
    }
    expect(tooLong).toEqual([]);
  });

  it('says it in German too', () => {
    expect(catalogueInGerman.tooLong(2000, 4500000)).toEqual({
      message: 'Zu lang: 4500000 Zeichen, wo höchstens 2000 hineinpassen.',
      hint: 'Kürzen Sie den Text, oder teilen Sie ihn auf mehrere Absätze oder Einträge auf.',
    });
  });
});
