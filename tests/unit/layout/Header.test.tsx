import { describe, expect, it } from 'vitest';
import { Header } from '../../../src/renderer/layout/Header';
import { elementById, links, render, tags, text } from './render-layout';

const focusable = (html: string) => tags(html).filter((t) => t.name === 'a' || t.name === 'button');

describe('Header', () => {
  const { html, css } = render(<Header />);

  it('starts with a skip link to #main, before any other focusable element', () => {
    const first = focusable(html)[0];
    expect(first.name).toBe('a');
    expect(first.attrs.href).toBe('#main');
    expect(text(html.slice(first.start, html.indexOf('</a>', first.start)))).toBe('Skip to content');
    expect(first.start).toBeLessThan(html.indexOf('<header'));
  });

  it('is a 4rem-tall sticky <header> with a logo linking home', () => {
    expect(tags(html, 'header')).toHaveLength(1);
    expect(css).toMatch(/position:sticky;top:0;[^}]*height:4rem/);
    const logo = links(html).find((l) => l.href === '/' && l.text.includes('Riverbend'));
    expect(logo?.text).toBe('Riverbend Landscaping & Tree Care');
  });

  it('renders the main navigation in order with the Services children in a closed dropdown', () => {
    const nav = html.slice(html.indexOf('<nav aria-label="Main"'), html.indexOf('</nav>') + 6);
    const top = links(nav).filter(
      (l) =>
        !l.href.startsWith('/landscaping') &&
        !['/lawn-care', '/tree-removal', '/fall-cleanups', '/mulch-installation', '/landscape-design'].includes(l.href),
    );
    expect(top.map((l) => [l.text, l.href])).toEqual([
      ['Home', '/'],
      ['Services', '/services'],
      ['About', '/about'],
      ['Gallery', '/portfolio'],
      ['Blog', '/blog'],
      ['Contact', '/contact'],
    ]);

    const [toggle] = tags(nav, 'button');
    expect(toggle.attrs).toMatchObject({ type: 'button', 'aria-expanded': 'false', 'aria-label': 'Services submenu' });
    const menu = elementById(html, toggle.attrs['aria-controls']);
    expect(menu).toMatch(/^<ul[^>]*\shidden=""/);
    expect(links(menu).map((l) => l.href)).toEqual([
      '/landscaping-services',
      '/lawn-care',
      '/tree-removal',
      '/fall-cleanups',
      '/mulch-installation',
      '/landscape-design',
    ]);
    expect(css).toContain('width:18rem');
    expect(css).toMatch(/\[aria-expanded='true'\] svg\{transform:rotate\(180deg\)/);
  });

  it('marks only the current page with aria-current', () => {
    const about = render(<Header />, { path: '/about' }).html;
    const current = links(about).filter((l) => l.attrs['aria-current'] === 'page');
    // once in the desktop nav, once in the mobile panel
    expect(current.map((l) => l.href)).toEqual(['/about', '/about']);

    const lawn = render(<Header />, { path: '/lawn-care' }).html;
    expect(
      links(lawn)
        .filter((l) => l.attrs['aria-current'] === 'page')
        .map((l) => l.text),
    ).toEqual(['Lawn Care', 'Lawn Care']);
    // The Services parent shows the section, without claiming to be the page.
    expect(lawn).toMatch(/<a[^>]*class="[^"]*in-section[^"]*"[^>]*href="\/services"/);
  });

  it('links the social page in a new tab with a hidden label', () => {
    const social = links(html).filter((l) => l.href === chromeSocial);
    expect(social.length).toBeGreaterThanOrEqual(1);
    expect(social[0].attrs).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' });
    expect(social[0].text).toBe('Facebook (opens in a new tab)');
    expect(html).toContain('<span class="visually-hidden">Facebook (opens in a new tab)</span>');
  });

  it('has a click-to-call link and a Get Free Quote button to the form', () => {
    const tel = links(html).find((l) => l.href.startsWith('tel:'));
    expect(tel).toMatchObject({ href: 'tel:+14195550142', text: '(419) 555-0142' });
    const quote = links(html).find((l) => l.text === 'Get Free Quote');
    expect(quote?.href).toBe('/contact#contact-form');
  });

  it('has a closed mobile menu whose toggle controls a panel ending with Follow us', () => {
    const toggle = tags(html, 'button').find((b) => b.attrs['aria-controls'] === 'mobile-menu');
    expect(toggle?.attrs).toMatchObject({ type: 'button', 'aria-expanded': 'false', 'aria-label': 'Open menu' });
    const panel = elementById(html, 'mobile-menu');
    expect(panel).toMatch(/^<div[^>]*\shidden=""/);
    const items = links(panel);
    expect(items.map((l) => l.text)).toEqual([
      'Home',
      'Services',
      'Landscaping Services',
      'Lawn Care',
      'Tree Removal',
      'Fall Cleanups',
      'Mulch Installation',
      'Landscape Design',
      'About',
      'Gallery',
      'Blog',
      'Contact',
      'Follow us on Facebook (opens in a new tab)',
    ]);
    const follow = items[items.length - 1];
    expect(follow.attrs).toMatchObject({ href: chromeSocial, target: '_blank', rel: 'noopener noreferrer' });
    // The children are a nested list inside the Services item, so they show indented under it.
    expect(panel).toMatch(/href="\/services"[^>]*>Services<\/a><ul[^>]*><li><a[^>]*href="\/landscaping-services"/);
  });

  it('renders no inline script or handlers', () => {
    expect(html).not.toMatch(/<script|\son[a-z]+=/i);
  });
});

const chromeSocial = 'https://www.facebook.com/riverbendlandscaping.example';
