// The benchmark's same-bytes Hugo site takes our own built page as its template (generator/tools/bench/hugo.ts):
// the town's name and slug become Hugo's values, everything else stays byte for byte.
import { describe, expect, it } from 'vitest';
import { asHugoTemplate } from '../../../generator/tools/bench/hugo';

describe('asHugoTemplate', () => {
  it("puts Hugo's values in place of the town's name and slug, and leaves the rest as it was", () => {
    const page =
      '<title>Lawn care in Ash Ashash</title><a href="/lawn-care-in-ash-ashash">Ash Ashash</a><style>.a{color:#123}</style>';
    expect(asHugoTemplate(page, 'Ash Ashash')).toBe(
      '<title>Lawn care in {{ .Params.town }}</title><a href="/lawn-care-in-{{ .Params.slug }}">{{ .Params.town }}</a><style>.a{color:#123}</style>',
    );
  });

  it('refuses a page that holds "{{", which Go would read as the start of an action', () => {
    expect(() => asHugoTemplate('<p>{{ not ours }}</p>', 'Ash Ashash')).toThrow(/"\{\{"/);
  });
});
