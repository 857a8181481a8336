import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../../tests/helpers/render-block';
import type { RichText } from '../../../schema/generated/site';

const count = (html: string, re: RegExp) => (html.match(re) ?? []).length;
const sections: RichText['sections'] = [
  { heading: 'What Are Cookies', paragraphs: ['Small files.', 'Stored by your browser.'] },
  { heading: 'Types We Use', list: ['Essential', 'Performance', 'Functionality'] },
  {
    heading: 'Managing Cookies',
    paragraphs: ['Use your browser settings.'],
    links: [
      { label: 'Chrome', href: 'https://support.google.com/chrome' },
      { label: 'Contact us', href: '/contact' },
    ],
  },
];

describe('RichText', () => {
  it('with an overall heading: h2 on top, h3 per section, paragraphs, list and links', () => {
    const html = renderBlock({ type: 'RichText', heading: 'Cookie Policy', sections }, undefined);
    expect(count(html, /<h2[\s>]/g)).toBe(1);
    expect(html).toContain('>Cookie Policy</h2>');
    expect(count(html, /<h3[\s>]/g)).toBe(3);
    expect(html).toContain('<p>Stored by your browser.</p>');
    expect(html).toContain('<li>Performance</li>');
    expect(html).not.toContain('Last updated');
  });

  it('opens outside links in a new tab with a hidden note and keeps site links in the tab', () => {
    const html = renderBlock({ type: 'RichText', sections }, undefined);
    expect(html).toMatch(
      /href="https:\/\/support\.google\.com\/chrome" target="_blank" rel="noopener noreferrer"[^>]*>Chrome<span class="visually-hidden"> \(opens in a new tab\)<\/span>/,
    );
    expect(html).toMatch(/<a [^>]*href="\/contact"[^>]*>Contact us<\/a>/);
    expect(html).not.toMatch(/href="\/contact"[^>]*target/);
  });

  it('without an overall heading each section is an h2', () => {
    const html = renderBlock({ type: 'RichText', sections }, undefined);
    expect(count(html, /<h2[\s>]/g)).toBe(3);
    expect(count(html, /<h3[\s>]/g)).toBe(0);
  });

  it('shows a Last updated line with today as a <time>', () => {
    const html = renderBlock({ type: 'RichText', heading: 'Privacy Policy', lastUpdated: true, sections }, undefined);
    const now = new Date();
    const iso = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    expect(html).toMatch(
      new RegExp(
        `Last updated: (<!-- -->)?<time dateTime="${iso}">${now.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })}</time>`,
      ),
    );
  });

  it('a section marked consentChoice ends with the button that re-opens the cookie notice', () => {
    const html = renderBlock(
      { type: 'RichText', sections: [...sections.slice(0, 2), { ...sections[2]!, consentChoice: true }] },
      undefined,
    );
    expect(count(html, /<button[^>]*type="button"[^>]*>Change cookie choice<\/button>/g)).toBe(1);
    expect(html.indexOf('Change cookie choice')).toBeGreaterThan(html.indexOf('Managing Cookies'));
    expect(renderBlock({ type: 'RichText', sections }, undefined)).not.toContain('Change cookie choice');
  });
});
