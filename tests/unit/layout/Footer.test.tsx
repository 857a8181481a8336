import { describe, expect, it } from 'vitest';
import { Footer } from '../../../src/renderer/layout/Footer';
import { FooterHours } from '../../../src/renderer/layout/FooterHours';
import { chrome, links, render, tags, text } from './render-layout';

describe('Footer', () => {
  const { html, css } = render(<Footer />);
  const all = links(html);

  it('is a dark <footer> with the business name', () => {
    expect(html).toMatch(/^<footer/);
    expect(css).toContain(`background:${chrome.theme.color.accentDark}`);
    expect(text(html)).toContain('Riverbend Landscaping & Tree Care');
    expect(text(html)).toContain('9810 River Road Huron, OH 44839');
  });

  it('lists the quick links in order', () => {
    const nav = html.slice(html.indexOf('aria-labelledby="footer-links"'));
    const quick = links(nav.slice(0, nav.indexOf('</nav>')));
    expect(quick.map((l) => [l.text, l.href])).toEqual([
      ['Services', '/services'],
      ['Portfolio', '/portfolio'],
      ['About Us', '/about'],
      ['Contact', '/contact'],
    ]);
  });

  it('has a click-to-call link and an e-mail button', () => {
    expect(all.find((l) => l.href.startsWith('tel:'))).toMatchObject({
      href: 'tel:+14195550142',
      text: '(419) 555-0142',
    });
    expect(all.find((l) => l.href.startsWith('mailto:'))).toMatchObject({
      href: 'mailto:hello@riverbendlandscaping.example',
      text: 'Email Us',
    });
  });

  it('shows the hours grouped: Mon–Sat 8:00 AM – 5:00 PM, Sunday Closed', () => {
    const dts = tags(html, 'dt').map((t) => text(html.slice(t.end, html.indexOf('</dt>', t.end))));
    const dds = tags(html, 'dd').map((t) => text(html.slice(t.end, html.indexOf('</dd>', t.end))));
    expect(dts).toEqual(['Mon–Sat', 'Sunday']);
    expect(dds).toEqual(['8:00 AM – 5:00 PM', 'Closed']);
  });

  it('links every served town to its town page, in order', () => {
    const areas = html.slice(html.indexOf('aria-labelledby="footer-areas"'));
    const towns = links(areas.slice(0, areas.indexOf('</nav>')));
    expect(towns.map((l) => [l.text, l.href])).toEqual(chrome.towns.map((t) => [t.name, `/landscaping-in-${t.slug}`]));
  });

  it('lists a town without pages as plain text', () => {
    const towns = [{ name: 'Berlin Heights', slug: 'berlin-heights', postalCode: '44814' }, ...chrome.towns];
    const { html: footer } = render(<Footer />, { chrome: { ...chrome, towns } });
    const areas = footer.slice(footer.indexOf('aria-labelledby="footer-areas"'));
    const list = areas.slice(0, areas.indexOf('</nav>'));
    expect(text(list)).toContain('Berlin Heights');
    expect(links(list)).toHaveLength(6);
  });

  it('ends with the copyright of this year and the policy links', () => {
    const year = new Date().getFullYear();
    expect(text(html)).toContain(`© ${year} Riverbend Landscaping & Tree Care`);
    expect(html).toMatch(new RegExp(`<span[^>]*>${year}</span>`));
    const legal = html.slice(html.indexOf('aria-label="Legal"'));
    expect(links(legal).map((l) => [l.text, l.href])).toEqual([
      ['Privacy Policy', '/privacy-policy'],
      ['Cookie Policy', '/cookie-policy'],
    ]);
  });

  it('links the social page in a new tab', () => {
    expect(all.find((l) => l.href === chrome.business.social!.url)?.attrs).toMatchObject({
      target: '_blank',
      rel: 'noopener noreferrer',
    });
  });

  it('gives each column a heading', () => {
    const h2 = tags(html, 'h2').map((t) => text(html.slice(t.end, html.indexOf('</h2>', t.end))));
    expect(h2).toEqual(['Quick Links', 'Contact', 'Service Areas']);
  });
});

describe('FooterHours', () => {
  it('groups runs of equal days and names lone days in full', () => {
    const open = (opens: string, closes: string) => ({ opens, closes });
    const hours = {
      monday: open('07:30', '18:00'),
      tuesday: open('07:30', '18:00'),
      wednesday: open('07:30', '18:00'),
      thursday: open('07:30', '18:00'),
      friday: open('07:30', '18:00'),
      saturday: open('09:00', '12:00'),
      sunday: 'closed' as const,
    };
    const { html } = render(
      <FooterHours hours={hours} format={{ locale: 'en-US', hourCycle: 12, closed: 'Closed' }} />,
    );
    expect(text(html)).toBe('Mon–Fri 7:30 AM – 6:00 PM Saturday 9:00 AM – 12:00 PM Sunday Closed');
    expect(tags(html, 'dt')).toHaveLength(3);
  });
});
