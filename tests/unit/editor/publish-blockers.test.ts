// Where the Publish dialog sends the person fixing a near copy, and how the Add service wizard says
// why a town still needs its own text.
import { readFileSync } from 'node:fs';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { ownTextPlace } from '../../../editor/app/src/publish/PublishBlockers';

const model = {
  towns: [
    { slug: 'huron', name: 'Huron' },
    { slug: 'port-clinton', name: 'Port Clinton' },
  ],
  templates: [
    { id: 'landscaping', path: '/landscaping-in-{townSlug}', service: 'landscaping' },
    { id: 'lawn-care', path: '/lawn-care-in-{townSlug}', service: 'lawn-care' },
  ],
  services: [
    { id: 'landscaping', name: 'Landscaping' },
    { id: 'lawn-care', name: 'Lawn Care' },
  ],
};
const schema = JSON.parse(readFileSync('schema/site.schema.json', 'utf8')) as RJSFSchema;
const finding = {
  check: 'near-duplicates',
  message: 'The page\'s text is 100% the template "lawn-care"\'s own…',
  hint: '',
};

describe('ownTextPlace', () => {
  it("opens the town's own text beside the template of the page, with or without its pages entry", () => {
    const expected = {
      pointer: '/templates/1/town/port-clinton',
      label: 'Write Port Clinton’s own text for its Lawn Care page',
    };
    expect(
      ownTextPlace(model, schema, { ...finding, page: '/lawn-care-in-port-clinton', pointer: '/towns/1' }),
    ).toEqual(expected);
    expect(
      ownTextPlace(model, schema, {
        ...finding,
        page: '/lawn-care-in-port-clinton',
        pointer: '/towns/1/pages/lawn-care',
      }),
    ).toEqual(expected);
  });

  it("falls back to the finding's own field when its page is no template's, and to nothing without a field", () => {
    expect(ownTextPlace(model, schema, { ...finding, check: 'site.json', pointer: '/business/phone' })).toEqual({
      pointer: '/business/phone',
      label: 'Business › Phone number',
    });
    expect(ownTextPlace(model, schema, { ...finding, page: '/lawn-care-in-port-clinton' })).toBeUndefined();
  });
});
