import { describe, expect, it } from 'vitest';
import { pageFileFor } from '../../../server/http/static-site';

describe('pageFileFor', () => {
  it.each([
    ['/', 'index.html'],
    ['/about', 'about/index.html'],
    ['/services/mowing', 'services/mowing/index.html'],
    ['/landscaping-in-huron', 'landscaping-in-huron/index.html'],
    ['/caf%C3%A9', 'café/index.html'],
  ])('%s -> %s', (url, file) => expect(pageFileFor(url)).toBe(file));

  it.each(['/../etc', '/a/../../b', '/..%2f..%2fetc', '/.git/config', '/%2e%2e', '/a%5c..%5cb', '/a%00b', '/%E0%A4%A'])(
    'refuses %s',
    (url) => {
      expect(pageFileFor(url)).toBeNull();
    },
  );
});
