// schema/site-languages.schema.json, the schema VS Code reads for a site.json of several languages:
// it takes the examples' translations (`{ "en": …, "es": … }`) where site.schema.json takes a text,
// holds each entry to the text's rules, and keeps choices (a block's type) and facts' shapes as they are.
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { addSiteVocabulary } from '../../../schema/vocabulary';

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const schema = read('schema/site-languages.schema.json');
const ajv = addSiteVocabulary(new Ajv2020({ allErrors: true, discriminator: true }));
addFormats(ajv);
const validate = ajv.compile(schema);
const valid = (site: unknown) => (validate(site) ? [] : validate.errors!.map((e) => `${e.instancePath} ${e.message}`));

describe('the schema of a site.json of several languages', () => {
  it.each(['examples/bilingual-miami/site.json', 'tests/fixtures/bilingual/site.json', 'site.json'])(
    'finds nothing to say of %s',
    (file) => {
      const site = read(file);
      expect(site.$schema ?? '').toMatch(
        file === 'site.json' ? /site\.schema\.json$/ : /site-languages\.schema\.json$/,
      );
      expect(valid(site)).toEqual([]);
    },
  );

  it("holds each language's text to the text's rules, and a translation's keys to languages", () => {
    const site = read('examples/bilingual-miami/site.json');
    site.pages[0].title.es = 'x'.repeat(500); // past a page title's length
    expect(valid(site).length).toBeGreaterThan(0);
    const keys = read('examples/bilingual-miami/site.json');
    keys.pages[0].title = { english: keys.pages[0].title.en };
    expect(valid(keys).length).toBeGreaterThan(0);
  });

  it("keeps a choice a choice: a block's type is not a text", () => {
    const site = read('examples/bilingual-miami/site.json');
    site.pages[0].blocks[0].type = { en: 'Hero', es: 'Hero' };
    expect(valid(site).length).toBeGreaterThan(0);
  });
});
