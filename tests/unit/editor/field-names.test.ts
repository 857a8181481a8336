// Blocks and fields named as the forms and the block chooser name them (the schema's titles), in the
// problem list, the advice list, the block list and the town texts: never a type or property name.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { RJSFSchema } from '@rjsf/utils';
import { describeField, placeOf } from '../../../editor/shared/field-names';
import { overrideFields, type TemplateLike } from '../../../editor/app/src/override-fields';
import { blockTitle, blockTypes, schemaAt } from '../../../editor/shared/schema-view';

const site = JSON.parse(readFileSync('site.json', 'utf8'));
const schema = JSON.parse(readFileSync('schema/site.schema.json', 'utf8')) as RJSFSchema;

describe('where a field is, in words', () => {
  it('names a block by its type’s title and its fields by theirs', () => {
    expect(placeOf(site, schema, '/pages/0/blocks/4')).toBe(
      'Page “Riverbend Landscaping & Tree Care” › Block 5 (Key figures)',
    );
    expect(placeOf(site, schema, '/pages/0/blocks/0/heading')).toBe(
      'Page “Riverbend Landscaping & Tree Care” › Block 1 (Hero banner) › Heading',
    );
    expect(placeOf(site, schema, '/pages/14/blocks/2/paragraphs/1')).toBe(
      'Page “About Our Family Business” › Block 3 (Text with photo) › Paragraph 2',
    );
  });

  it('names business facts and settings by their titles, nested ones along the way', () => {
    expect(placeOf(site, schema, '/business/phone')).toBe('Business › Phone number');
    expect(placeOf(site, schema, '/business/hours/saturday/opens')).toBe(
      'Business › Opening hours › Saturday › Opens at',
    );
    expect(placeOf(site, schema, '/theme/accent')).toBe('Theme › Accent colour');
    expect(describeField(site, schema, '/templates/0/blocks/0/heading')).toEqual({
      where: 'Town page template “landscaping”',
      name: 'Block 1 (Hero banner) › Heading',
      kind: 'template',
    });
    const post = site.templates.findIndex((t: { each?: string }) => t.each === 'post');
    expect(describeField(site, schema, `/templates/${post}/title`).where).toBe(
      `Blog post template “${site.templates[post]!.id}”`,
    );
  });

  it('reads a block’s own schema through the discriminator when given the model', () => {
    expect(schemaAt(schema, '/pages/0/blocks/4', site).title).toBe(blockTitle(schema, 'Stats'));
    expect(schemaAt(schema, '/pages/0/blocks/4').title).not.toBe(blockTitle(schema, 'Stats')); // without it: any block
  });

  it('names a block as the block chooser does', () => {
    expect(blockTypes(schema).find((t) => t.type === 'Stats')?.title).toBe(blockTitle(schema, 'Stats'));
    expect(blockTitle(schema, 'Stats')).toBe('Key figures');
  });

  it('labels a town’s own texts by block and field titles', () => {
    const template = site.templates.find((t: TemplateLike) => t.id === 'landscaping') as TemplateLike;
    const labels = overrideFields(template, schema, 'port-clinton').map((f) => f.label);
    expect(labels).toContain('Hero banner “hero”: Top line');
    expect(labels).toContain('Text with photo “narrative”: Paragraphs');
    expect(labels.filter((l) => /^[A-Z][a-z]+[A-Z]\w* “/.test(l))).toEqual([]); // no TextWithImage-style type names
  });
});
