import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../../tests/helpers/render-block';

const count = (html: string, re: RegExp) => (html.match(re) ?? []).length;
const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '');

describe('ContactDetails', () => {
  const html = renderBlock({ type: 'ContactDetails', heading: 'Contact Information', intro: 'Reach us.' }, undefined);

  it('never prints the phone, e-mail or street address as one string, yet they read naturally', () => {
    expect(html).not.toMatch(/>\(419\) 555-0142</);
    expect(html).not.toMatch(/>hello@riverbendlandscaping\.example</);
    expect(html).not.toContain('>9810 River Road, Huron');
    expect(text(html)).toContain('(419) 555-0142');
    expect(text(html)).toContain('hello@riverbendlandscaping.example');
    expect(text(html)).toContain('9810 River Road, Huron, OH 44839');
  });

  it('has call and e-mail buttons with real tel: and mailto: links', () => {
    expect(html).toMatch(/<a [^>]*href="tel:\+14195550142"[^>]*>.*Call Now<\/a>/);
    expect(html).toMatch(/<a [^>]*href="mailto:hello@riverbendlandscaping\.example"[^>]*>.*Send an E-mail<\/a>/);
    expect(count(html, /<a\s/g)).toBe(2);
  });

  it('shows a working-hours table with every weekday in 12-hour time and Sunday closed', () => {
    expect(html).toMatch(/<table[^>]*aria-labelledby="[^"]+"/);
    expect(count(html, /<th scope="row">/g)).toBe(7);
    expect(count(html, /<td>8:00 AM – 5:00 PM<\/td>/g)).toBe(6);
    expect(html).toContain('<th scope="row">Sunday</th><td>Closed</td>');
  });

  it('ends with an address / phone / hours summary', () => {
    expect(html).toContain('Mon–Sat: 8:00 AM – 5:00 PM');
    expect(html).toContain('Sunday: Closed');
    expect(count(html, /<address>/g)).toBe(1);
  });
});
