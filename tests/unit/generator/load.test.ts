import { describe, expect, it } from 'vitest';
import { loadSiteText } from '../../../generator/check/load';
import { LoadError } from '../../../generator/errors/stage-errors';

describe('loadSiteText', () => {
  it('remembers the line and column of every value and key', () => {
    const site = loadSiteText('{\n  "towns": [\n    { "slug": "huron" }\n  ]\n}');
    expect(site.positions.get('/towns/0/slug')).toEqual({
      value: { line: 3, column: 15 },
      key: { line: 3, column: 7 },
    });
    expect(site.raw).toEqual({ towns: [{ slug: 'huron' }] });
  });

  it('reports a JSON syntax error with its place and a hint', () => {
    expect(() => loadSiteText('{\n  "a": 1\n  "b": 2\n}', 'site.json')).toThrow(LoadError);
    expect(() => loadSiteText('{\n  "a": 1\n  "b": 2\n}', 'site.json')).toThrow(
      /^site\.json:3:3 {2}Missing comma between two items at 3:3\. /,
    );
  });
});
