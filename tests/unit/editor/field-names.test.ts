// Blocks and fields named as the forms and the block chooser name them (the schema's titles), in the
// problem list, the advice list, the block list and the town texts: never a type or property name. A
// block by its kind and its own heading, a template by its service's name, never by a short name (issue 32).
import { SECTIONS } from '../../../editor/shared/sections';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { RJSFSchema } from '@rjsf/utils';
import { blockName, describeField, placeOf } from '../../../editor/shared/field-names';
import { overrideFields, type TemplateLike } from '../../../editor/app/src/override-fields';
import { blockTitle, blockTypes, schemaAt } from '../../../editor/shared/schema-view';
import { project } from '../../../shared/site/project-language';

const site = JSON.parse(readFileSync('site.json', 'utf8'));
const schema = JSON.parse(readFileSync('schema/site.schema.json', 'utf8')) as RJSFSchema;

describe('where a field is, in words', () => {
  it('names a block by its type’s title and its fields by theirs', () => {
    expect(placeOf(site, schema, '/pages/0/blocks/4')).toBe(
      'Page “Riverbend Landscaping & Tree Care” › Block 5 (Key figures: Happy local clients)', // its first item’s words
    );
    expect(placeOf(site, schema, '/pages/0/blocks/0/heading')).toBe(
      `Page “Riverbend Landscaping & Tree Care” › Block 1 (Hero banner: ${site.pages[0].blocks[0].heading}) › Heading`,
    );
    expect(placeOf(site, schema, '/pages/14/blocks/2/paragraphs/1')).toBe(
      'Page “About Our Family Business” › Block 3 (Text with photo: Rooted in Huron since Year founded) › Paragraph 2', // fill-ins by name
    );
  });

  it('names business facts and settings by their titles, nested ones along the way', () => {
    expect(placeOf(site, schema, '/business/phone')).toBe('Business › Phone number');
    expect(placeOf(site, schema, '/business/hours/saturday/opens')).toBe(
      'Business › Opening hours › Saturday › Opens at',
    );
    expect(placeOf(site, schema, '/theme/accent')).toBe('Theme › Accent colour');
    expect(describeField(site, schema, '/templates/0/blocks/0/heading')).toEqual({
      where: 'Town page template “Landscaping”',
      name: 'Block 1 (Hero banner: Landscaping in Town, Ohio) › Heading',
      kind: 'template',
    });
    const post = site.templates.findIndex((t: { each?: string }) => t.each === 'post');
    expect(describeField(site, schema, `/templates/${post}/title`).where).toBe('Blog post template');
  });

  it('reads a block’s own schema through the discriminator when given the model', () => {
    expect(schemaAt(schema, '/pages/0/blocks/4', site).title).toBe(blockTitle(schema, 'Stats'));
    expect(schemaAt(schema, '/pages/0/blocks/4').title).not.toBe(blockTitle(schema, 'Stats')); // without it: any block
  });

  it('names a block as the block chooser does', () => {
    expect(blockTypes(schema).find((t) => t.type === 'Stats')?.title).toBe(blockTitle(schema, 'Stats'));
    expect(blockTitle(schema, 'Stats')).toBe('Key figures');
  });

  it('labels a town’s own texts by block kind, the block’s heading as the town reads it, and field titles', () => {
    const template = site.templates.find((t: TemplateLike) => t.id === 'landscaping') as TemplateLike;
    const labels = overrideFields(template, schema, 'port-clinton', 'Port Clinton').map((f) => f.label);
    expect(labels).toContain('Hero banner: Landscaping in Port Clinton, Ohio › Top line');
    expect(labels).toContain('Text with photo: Landscaping that fits Port Clinton › Paragraphs');
    expect(labels.filter((l) => /^[A-Z][a-z]+[A-Z]\w* /.test(l))).toEqual([]); // no TextWithImage-style type names
    const ids = template.blocks!.map((b) => b.id).filter(Boolean);
    expect(labels.filter((l) => ids.some((id) => new RegExp(`[“„]${id}[”“]`).test(l)))).toEqual([]); // no “hero”
    // Without the town, its name reads as what it is.
    expect(overrideFields(template, schema, 'port-clinton')[2]!.label).toBe(
      'Hero banner: Landscaping in Town, Ohio › Top line',
    );
  });

  it('names a town’s own text by the town’s and the service page’s names, and its block by kind and heading', () => {
    expect(describeField(site, schema, '/towns/0/pages/landscaping/blocks/hero/eyebrow')).toEqual({
      where: 'Huron’s own text on Landscaping',
      name: 'Hero banner: Landscaping in Huron, Ohio › Top line',
      kind: 'town',
    });
    expect(placeOf(site, schema, '/towns/0/pages/landscaping/description')).toMatch(
      /^Huron’s own text on Landscaping › \S/,
    );
    expect(placeOf(site, schema, '/towns/0/pages/landscaping')).toBe('Huron’s own text on Landscaping');
  });
});

describe('where a text of a site of two languages is, in words', () => {
  const bilingual = JSON.parse(readFileSync('tests/fixtures/bilingual/site.json', 'utf8'));
  const spanish = project(bilingual, 'es-US', bilingual.site.languages).raw;

  it('one language’s entry of a text by the text’s name and the language’s, never its key', () => {
    for (const model of [bilingual, spanish]) {
      expect(placeOf(model, schema, '/pages/1/blocks/0/image/alt/es')).toMatch(
        /^Page “[^”]+” › Block 1 \(Hero banner[^)]*\) › Image › Picture description \(Spanish\)$/,
      );
      expect(placeOf(model, schema, '/pages/0/title/en')).toMatch(/ › Page title \(English\)$/);
    }
  });

  it('an item by its name in the main language in the site as written, by its own in a language’s view', () => {
    expect(placeOf(bilingual, schema, '/pages/1/title')).toBe('Page “Fixture Landscaping services” › Page title');
    expect(placeOf(spanish, schema, '/pages/1/title')).toBe('Page “Servicios de Fixture Landscaping” › Page title');
  });
});

describe('one name for a block, a template and its pages', () => {
  it('a block by its kind and its own heading, its kind alone without words, never its short name', () => {
    const hero = { type: 'Hero', id: 'hero', heading: 'Fall cleanup in {town}' };
    expect(blockName(schema, hero)).toBe('Hero banner: Fall cleanup in Town');
    expect(blockName(schema, hero, (text) => text.replace('{town}', 'Huron'))).toBe(
      'Hero banner: Fall cleanup in Huron',
    );
    expect(blockName(schema, { type: 'Breadcrumb', id: 'breadcrumb' })).toBe('Breadcrumb trail');
    expect(blockName(schema, { type: 'CtaBand', id: 'cta', text: 'Call us.' })).toBe('Call-to-action band: Call us.');
  });

  it('a town page template by its service’s name, the blog’s as its posts, its address as a real page’s', () => {
    const list = SECTIONS.find((s) => s.id === 'templates')!.list!;
    const gutters = {
      id: 'gutter-cleaning',
      each: 'town',
      service: 'gutter-cleaning',
      path: '/gutter-cleaning-in-{townSlug}',
      towns: 'all',
    };
    const model = { ...site, services: [...site.services, { id: 'gutter-cleaning', name: 'Gutter Cleaning' }] };
    expect(list.itemLabel(gutters, 6, model)).toBe('Gutter Cleaning');
    expect(list.itemLabel(gutters, 6)).toBe('Gutter cleaning'); // without the site: its short name in words
    expect(list.itemNote!(gutters, model)).toBe('e.g. /gutter-cleaning-in-huron');
    const post = site.templates.find((t: { each?: string }) => t.each === 'post');
    expect(list.itemLabel(post, 6, site)).toBe('Blog posts');
    expect(list.itemNote!(post, site)).toBe(`e.g. /blog/${site.collections.posts[0].slug}`);
    expect(list.itemNote!(gutters, { towns: [] })).toBe(''); // no town yet: no address to show
  });
});
