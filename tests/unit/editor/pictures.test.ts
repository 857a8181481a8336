// The picture rules shared by the editor's server and app: what counts as a use (and says where),
// which names an upload may get, and which schema fields get the picture picker.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { RJSFSchema } from '@rjsf/utils';
import { picturesInUse, placesOf } from '../../../editor/shared/picture-uses';
import { checkedNewName, slugOf } from '../../../editor/server/pictures-files';
import { schemaAt } from '../../../editor/shared/schema-view';

const site = JSON.parse(readFileSync('site.json', 'utf8'));
const schema = JSON.parse(readFileSync('schema/site.schema.json', 'utf8')) as RJSFSchema;

describe('where a picture is used', () => {
  it('finds every string naming it, with the alt text beside it and the place in words', () => {
    const model = {
      site: { defaultImage: { src: 'dock.jpg', alt: 'A dock' } },
      business: { logo: { src: 'mark.svg', favicon: 'mark.svg' } },
      pages: [
        {
          title: 'Home | Riverbend',
          blocks: [
            { type: 'Hero', image: { src: 'dock.jpg', alt: 'Boards at dusk' } },
            { type: 'Gallery', images: [{ src: 'dock.jpg', alt: '' }] },
          ],
        },
      ],
    };
    const uses = picturesInUse(model, ['dock.jpg', 'mark.svg', 'unused.png']);
    expect(uses.get('dock.jpg')).toEqual([
      {
        pointer: '/site/defaultImage/src',
        where: 'Site › defaultImage',
        alt: 'A dock',
        altPointer: '/site/defaultImage/alt',
      },
      {
        pointer: '/pages/0/blocks/0/image/src',
        where: 'Page “Home” › block 1 (Hero)',
        alt: 'Boards at dusk',
        altPointer: '/pages/0/blocks/0/image/alt',
      },
      {
        pointer: '/pages/0/blocks/1/images/0/src',
        where: 'Page “Home” › block 2 (Gallery)',
        alt: '',
        altPointer: '/pages/0/blocks/1/images/0/alt',
      },
    ]);
    expect(uses.get('mark.svg')!.map((u) => [u.pointer, u.alt])).toEqual([
      ['/business/logo/src', undefined],
      ['/business/logo/favicon', undefined],
    ]);
    expect(uses.get('unused.png')).toEqual([]);
    expect(placesOf(uses.get('dock.jpg')!)).toBe(2);
  });

  it("finds the default site's pictures where they are", () => {
    const uses = picturesInUse(site, ['lake-dock.jpg']).get('lake-dock.jpg')!;
    expect(uses.length).toBe(JSON.stringify(site).split('"lake-dock.jpg"').length - 1);
  });
});

describe('picture names', () => {
  it('slugs any uploaded name into one that cannot be a path', () => {
    expect(slugOf('Back Garden (phone).JPG')).toBe('back-garden-phone');
    expect(slugOf('../../site.json')).toBe('site');
    expect(slugOf('..\\..\\évier Été.png')).toBe('evier-ete');
    expect(slugOf('....png')).toBe('picture');
  });

  it('refuses a new name that is not a plain file name of the same type', () => {
    expect(checkedNewName('boat-dock.jpg', 'jpg')).toBe('boat-dock.jpg');
    for (const bad of ['../x.jpg', 'x/y.jpg', 'Boat.jpg', 'boat.png', '.jpg', 'boat.jpg/'])
      expect(() => checkedNewName(bad, 'jpg'), bad).toThrow(/cannot be a picture's name/);
  });
});

describe("the picture picker is chosen by the schema's shape", () => {
  it("for an Image's file (with its alt) and for the logo's files, and nothing else", () => {
    const hero = schemaAt(schema, '/pages/0/blocks/0') as RJSFSchema & { $defs: Record<string, RJSFSchema> };
    const image = hero.$defs.Image!.properties!;
    expect((image.src as RJSFSchema).format).toBe('picture-with-alt');
    const logo = schemaAt(schema, '/business/logo').properties!;
    expect(['src', 'onDark', 'favicon'].map((k) => (logo[k] as RJSFSchema).format)).toEqual([
      'picture',
      'picture',
      'picture',
    ]);
    expect((schemaAt(schema, '/business').properties!.phone as RJSFSchema).format).toBeUndefined();
  });
});
