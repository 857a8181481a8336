// The analytics module with a stand-in window (the unit tests run in Node): consent gates every event.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  configureAnalytics,
  readConsent,
  track,
  trackLinkClick,
  trackPageView,
  writeConsent,
} from '../../../src/ui/analytics';

class FakeStorage {
  values = new Map<string, string>();
  getItem(k: string) {
    return this.values.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.values.set(k, v);
  }
}

function fakeWindow() {
  const target = new EventTarget();
  const appended: string[] = [];
  const win = Object.assign(target, {
    localStorage: new FakeStorage(),
    location: {
      href: 'https://example.com/about?x=1#top',
      pathname: '/about',
      search: '?x=1',
      hash: '#top',
      hostname: 'example.com',
    },
    dataLayer: undefined as unknown[] | undefined,
    gtag: undefined as ((...args: unknown[]) => void) | undefined,
  });
  // Stubbed, and put back after each test: the unit project's files share their globals.
  vi.stubGlobal('window', win);
  vi.stubGlobal('document', {
    title: 'About | Riverbend',
    cookie: '',
    head: { append: (el: { src: string }) => appended.push(el.src) },
    createElement: () => ({ src: '', async: false }),
  });
  return { win, appended };
}

describe('analytics', () => {
  let env: ReturnType<typeof fakeWindow>;
  beforeEach(() => {
    env = fakeWindow();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends nothing before the visitor accepts, and nothing after declining', () => {
    configureAnalytics({});
    expect(readConsent()).toBeNull();
    track({ name: 'cta_click', label: 'Get Quote', location: 'hero' });
    writeConsent('denied');
    trackPageView();
    expect(env.win.dataLayer).toBeUndefined();
  });

  it('with consent and no GA4 id, pushes typed events with their default category to dataLayer', () => {
    configureAnalytics({});
    writeConsent('granted'); // also counts the page the visitor is on
    trackLinkClick('tel:+14195550142', 'Call', 'header');
    trackLinkClick('mailto:hello@example.com', 'Email', 'footer');
    trackLinkClick('/contact#contact-form', 'Get Quote', 'hero');
    track({ name: 'form_submit_success', label: 'contact_form', success: true });
    expect(env.win.dataLayer).toEqual([
      {
        event: 'page_view',
        category: 'engagement',
        page_title: 'About | Riverbend',
        page_location: 'https://example.com/about?x=1#top',
        page_path: '/about?x=1#top',
      },
      { event: 'phone_call', category: 'contact', location: 'header' },
      { event: 'email_click', category: 'contact', location: 'footer' },
      { event: 'cta_click', category: 'engagement', label: 'Get Quote', location: 'hero' },
      { event: 'form_submit_success', category: 'form', label: 'contact_form', success: true },
    ]);
    expect(env.appended).toEqual([]); // no third-party script without an id
  });

  it('consent given while the next page is still loading counts that page once, when it is shown, with its title', () => {
    configureAnalytics({});
    trackPageView(); // /about is shown (no consent yet: nothing sent)
    Object.assign(env.win.location, {
      href: 'https://example.com/contact#contact-form',
      pathname: '/contact',
      search: '',
      hash: '#contact-form',
    });
    writeConsent('granted'); // the address names /contact, but /about is still on screen
    expect(env.win.dataLayer).toBeUndefined();
    document.title = 'Contact | Riverbend';
    trackPageView(); // /contact is shown
    expect(env.win.dataLayer).toEqual([
      {
        event: 'page_view',
        category: 'engagement',
        page_title: 'Contact | Riverbend',
        page_location: 'https://example.com/contact#contact-form',
        page_path: '/contact#contact-form',
      },
    ]);
  });

  it('with a GA4 id, loads gtag.js only once consent is given, then sends through gtag', () => {
    configureAnalytics({ ga4: 'G-ABC123' });
    track({ name: 'cta_click', label: 'x', location: 'y' });
    expect(env.appended).toEqual([]);
    writeConsent('granted');
    writeConsent('granted');
    expect(env.appended).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-ABC123']);
    const commands = (env.win.dataLayer ?? []).map((a) => Array.from(a as ArrayLike<unknown>));
    expect(commands[1]).toEqual(['config', 'G-ABC123', { send_page_view: false }]);
    expect(commands[2]).toEqual(['event', 'page_view', expect.objectContaining({ page_path: '/about?x=1#top' })]);
  });
});
