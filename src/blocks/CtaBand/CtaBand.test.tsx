import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../../tests/helpers/render-block';
import type { CtaBand } from '../../../schema/generated/site';

const count = (html: string, re: RegExp) => (html.match(re) ?? []).length;
const buttons: CtaBand['buttons'] = [
  { label: 'Call (419) 555-0142', href: 'tel:4195550142' },
  { label: 'Get Free Quote', href: '/contact#contact-form', style: 'primary' },
];
const band = (variant?: CtaBand['variant']) =>
  renderBlock(
    { type: 'CtaBand', heading: 'Ready for Better Lawn Care?', text: 'Call today.', variant, buttons },
    undefined,
  );

describe('CtaBand', () => {
  it('renders a section with h2, text and every button with its link', () => {
    const html = band('accent');
    expect(html).toMatch(/^<section/);
    expect(html).toContain('Ready for Better Lawn Care?</h2>');
    expect(html).toContain('Call today.');
    expect(count(html, /<a\s/g)).toBe(2);
    expect(html).toMatch(/href="tel:4195550142"/);
    expect(html).toMatch(/href="\/contact#contact-form"/);
  });

  it('gives each variant its own background: emergency red, plain dark green, accent a light tint', () => {
    // Styles are collected apart from the HTML, so compare the generated class names.
    const classOf = (html: string) => /^<section class="([^"]+)"/.exec(html)![1];
    expect(new Set([classOf(band('plain')), classOf(band('emergency')), classOf(band('accent'))]).size).toBe(3);
    expect(classOf(band())).toBe(classOf(band('plain')));
  });

  it('shows the alert icon only on the emergency band', () => {
    expect(count(band('emergency'), /<svg/g)).toBe(count(band('plain'), /<svg/g) + 1);
  });

  it('turns non-call buttons white on dark bands but keeps them as given on the accent band', () => {
    const quoteClass = (html: string) =>
      /class="([^"]+)"/.exec(/<a [^>]*href="\/contact#contact-form"[^>]*>/.exec(html)![0])![1];
    expect(quoteClass(band('plain'))).toBe(quoteClass(band('emergency')));
    expect(quoteClass(band('plain'))).not.toBe(quoteClass(band('accent')));
  });

  it("shows the band's own emergency line (instead of the business's) on the emergency band only", () => {
    const line = '24/7 emergency snow and ice service';
    const withLine = (variant: CtaBand['variant']) =>
      renderBlock({ type: 'CtaBand', heading: 'Snowed in?', variant, emergencyLine: line, buttons }, undefined);
    expect(withLine('emergency')).toContain(line);
    expect(withLine('plain')).not.toContain(line);
  });
});
