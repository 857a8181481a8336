// The schema is put together from its parts (generator/schema/assemble.ts): a block's folder holds its
// fields, and each language's words in a file beside it in the same shape (schema.de.json); a part that
// does not fit is named by its file and field, with what to add.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assembleSchema } from '../../../generator/schema/assemble';
import { notTextKeys } from '../../../generator/schema/not-text-keys';
import { blockTypes, readSchemaParts, withWords } from '../../../generator/schema/read-parts';
import { NOT_TEXT } from '../../../shared/site/not-text';
import { OTHER_LANGUAGES } from '../../../shared/site/languages/languages';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- walking a schema's nested JSON
type Node = Record<string, any>;

describe('the schema assembled from its parts', () => {
  const parts = readSchemaParts();
  const { en: english, de: german } = assembleSchema(parts);

  it('is the committed schema/site.schema.json (npm run gen:types writes it; gen:types --check fails when stale)', () => {
    expect(JSON.parse(readFileSync('schema/site.schema.json', 'utf8'))).toEqual(english);
  });

  it('gives every block folder with a schema.json its type, name and towns, closed to unknown keys, in the union of blocks', () => {
    const defs = english.$defs as Record<string, Node>;
    expect(blockTypes().length).toBeGreaterThan(25);
    for (const type of blockTypes()) {
      const block = defs[type]!;
      expect(block.additionalProperties).toBe(false);
      expect(Object.keys(block.properties).slice(0, 3)).toEqual(['type', 'id', 'towns']);
      expect(block.properties.type.const).toBe(type);
      expect(block.required[0]).toBe('type');
      expect(defs.Block!.oneOf).toContainEqual({ $ref: `#/$defs/${type}` });
    }
  });

  it('takes each field’s German from the words file beside its part, and leaves no language’s words in the English', () => {
    const stats = (german.$defs as Record<string, Node>).Stats!;
    expect(stats.title).toBe('Kennzahlen');
    expect(stats.properties.items.items.properties.label.title).toBe('Was sie zählt');
    expect(stats.properties.id.title).toBe('Blockname');
    expect(JSON.stringify(english)).not.toMatch(/"de":\{/);
  });

  it('names the block file and field that has no German, and says where to add it', () => {
    const team = {
      title: 'Team',
      description: 'The people who do the work.',
      de: { title: 'Team', description: 'Die Menschen, die die Arbeit machen.' },
      properties: {
        members: {
          type: 'array',
          title: 'Members',
          description: 'One card a person.',
          de: { title: 'Mitglieder', description: 'Eine Karte je Person.' },
          items: {
            type: 'object',
            title: 'Member',
            description: 'One person.',
            de: { title: 'Mitglied', description: 'Eine Person.' },
            properties: { name: { type: 'string', title: 'Name', description: 'Their first name.' } },
          },
        },
      },
    };
    expect(() => assembleSchema({ ...parts, blocks: { ...parts.blocks, Team: team } })).toThrow(
      'src/blocks/Team/schema.json at members › items › name: the title has no German; add it to src/blocks/Team/schema.de.json at the same place.',
    );
  });

  it('names German words that no longer have English beside them (a field renamed or removed leaves none behind)', () => {
    const hero = structuredClone(parts.blocks.Hero!) as Node;
    delete hero.properties.eyebrow.description;
    expect(() => assembleSchema({ ...parts, blocks: { ...parts.blocks, Hero: hero } })).toThrow(
      'src/blocks/Hero/schema.de.json at eyebrow: has a description, which the English does not; remove it or add the English.',
    );
  });

  it('names an errorMessage whose German misses a keyword', () => {
    const site = structuredClone(parts.parts['site.json']!) as Node;
    delete site.properties.origin.de.errorMessage;
    expect(() => assembleSchema({ ...parts, parts: { ...parts.parts, 'site.json': site } })).toThrow(
      'schema/parts/site.json at origin: the errorMessage for pattern has no German; add it to schema/parts/site.de.json at the same place.',
    );
  });

  it('names words in a words file for a field its part does not have', () => {
    const problems: string[] = [];
    const english = { title: 'Team', description: 'People.', properties: { name: { type: 'string', title: 'Name' } } };
    withWords(
      english,
      { title: 'Team', properties: { nmae: { title: 'Name' } } },
      'de',
      'src/blocks/Team/schema.de.json',
      problems,
    );
    expect(problems).toEqual([
      'src/blocks/Team/schema.de.json: words for the field “nmae”, which the English part does not have; remove them.',
    ]);
  });

  it('reads the fields that are never words from the schema’s notText marks, on a field or on its definition', () => {
    expect([...NOT_TEXT].sort()).toEqual(notTextKeys(english));
    expect(NOT_TEXT).toContain('imageSide'); // marked on the field (TextWithImage)
    expect(NOT_TEXT).toContain('href'); // marked on its definition (Href)
    expect(NOT_TEXT).not.toContain('heading');
    const team = {
      title: 'Team',
      description: 'People.',
      // Its words in every other language (as read-parts.ts puts them beside the English).
      ...Object.fromEntries(OTHER_LANGUAGES.map((l) => [l, { title: `Team (${l})`, description: `People (${l}).` }])),
      properties: { badgeStyle: { type: 'string', notText: true, enum: ['round', 'square'] } },
    };
    const withTeam = assembleSchema({ ...parts, blocks: { ...parts.blocks, Team: team } });
    expect(notTextKeys(withTeam.en)).toContain('badgeStyle');
  });
});
