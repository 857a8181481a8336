import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../../tests/helpers/render-block';

const count = (html: string, re: RegExp) => (html.match(re) ?? []).length;

describe('Breadcrumb', () => {
  const html = renderBlock(
    { type: 'Breadcrumb' },
    {
      trail: [{ label: 'Home', href: '/' }, { label: 'Services', href: '/services' }, { label: 'Tree Services' }],
    },
  );

  it('is a labelled nav with an ordered list, Home first', () => {
    expect(html).toMatch(/^<nav[^>]*aria-label="Breadcrumb"/);
    expect(count(html, /<ol[\s>]/g)).toBe(1);
    expect(count(html, /<li[\s>]/g)).toBe(3);
    expect(html.indexOf('>Home<')).toBeLessThan(html.indexOf('>Services<'));
  });

  it('links every entry but the last, which is marked as the current page', () => {
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Home<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/services"[^>]*>Services<\/a>/);
    expect(html).toMatch(/<span aria-current="page">Tree Services<\/span>/);
    expect(count(html, /<a\s/g)).toBe(2);
    expect(count(html, /aria-current/g)).toBe(1);
  });

  it('draws separators with CSS only, so no separator characters are in the text', () => {
    expect(html).not.toMatch(/<\/li>[^<]*[/>›»][^<]*<li/);
  });
});
