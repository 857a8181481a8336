// One small typed module for every analytics event of the spec (section 7). Nothing is loaded or sent
// until the visitor accepts analytics in the consent notice; the choice is kept in localStorage.
// With no GA4 id in site.json (site.analytics.ga4) events go to window.dataLayer only; with one,
// Google's gtag.js is loaded after consent and events are sent through it.
export type AnalyticsEvent =
  | { name: 'page_view'; page_title: string; page_location: string; page_path: string }
  | { name: 'cta_click'; label: string; location: string; category?: string }
  | { name: 'form_submit_start'; label: string; category?: string }
  | { name: 'form_submit_success'; label: string; success: boolean; category?: string }
  | { name: 'phone_call'; location: string; category?: string }
  | { name: 'email_click'; location: string; category?: string }
  | { name: 'web_vital'; metric: string; value: number; rating: string; category?: string };

export type Consent = 'granted' | 'denied' | null;
export interface AnalyticsConfig {
  ga4?: string;
}

const CONSENT_KEY = 'consent.analytics';
/** Window event sent when the visitor makes or changes the choice; `detail` is the new value. */
const CONSENT_CHANGE_EVENT = 'consentchange';
const gtagUrl = (id: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

export function readConsent(): Consent {
  try {
    const value = window.localStorage.getItem(CONSENT_KEY);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null;
  }
}

export function writeConsent(value: 'granted' | 'denied'): void {
  try {
    window.localStorage.setItem(CONSENT_KEY, value);
  } catch {
    /* private mode: the choice lasts this visit */
  }
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: value }));
}

let config: AnalyticsConfig = {};
let gtagRequested = false;
/** The address of the page last shown (a fragment moves within a page, so it is left out). */
let shownPage: string | null = null;
const pageAddress = () => window.location.pathname + window.location.search;

/** Called once with site.json's settings when the app starts; acts on the stored choice and on changes. */
export function configureAnalytics(settings: AnalyticsConfig): void {
  config = settings;
  shownPage = null;
  if (readConsent() === 'granted') loadGtag();
  window.addEventListener(CONSENT_CHANGE_EVENT, (event) => {
    if ((event as CustomEvent).detail === 'granted') {
      loadGtag();
      // The page on which the visitor said yes counts as viewed, unless the address already names
      // the next page, still loading: its own page view follows once it is shown, with its title.
      if (shownPage === null || shownPage === pageAddress()) trackPageView();
    } else {
      forgetGaCookies();
    }
  });
}

/** gtag.js, once, and only with consent and a configured id. */
function loadGtag(): void {
  if (!config.ga4 || gtagRequested || readConsent() !== 'granted') return;
  gtagRequested = true;
  const dataLayer = (window.dataLayer ??= []);
  // gtag.js reads its commands from dataLayer as `arguments` objects.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', config.ga4, { send_page_view: false }); // page views are sent by trackPageView
  const script = document.createElement('script');
  script.async = true;
  script.src = gtagUrl(config.ga4);
  document.head.append(script);
}

/** Declining after accepting removes the cookies Google Analytics set on this site. */
function forgetGaCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name === '_ga' || name.startsWith('_ga_') || name === '_gid') {
      for (const domain of [
        '',
        `; domain=${window.location.hostname}`,
        `; domain=.${window.location.hostname.replace(/^www\./, '')}`,
      ]) {
        document.cookie = `${name}=; max-age=0; path=/${domain}`;
      }
    }
  }
}

const defaultCategory: Record<AnalyticsEvent['name'], string> = {
  page_view: 'engagement',
  cta_click: 'engagement',
  web_vital: 'performance',
  form_submit_start: 'form',
  form_submit_success: 'form',
  phone_call: 'contact',
  email_click: 'contact',
};

/** Sends one event, only if the visitor has accepted analytics. */
export function track(event: AnalyticsEvent): void {
  if (typeof window === 'undefined' || readConsent() !== 'granted') return;
  const { name, ...params } = event;
  const payload = { category: defaultCategory[name], ...params };
  if (config.ga4 && window.gtag) window.gtag('event', name, payload);
  else (window.dataLayer ??= []).push({ event: name, ...payload });
}

/** The page being shown: title, full address, and path with query and hash. */
export function trackPageView(): void {
  if (typeof window === 'undefined') return;
  shownPage = pageAddress();
  const { href, pathname, search, hash } = window.location;
  track({ name: 'page_view', page_title: document.title, page_location: href, page_path: pathname + search + hash });
}

/** The event a link click means: phone_call for tel:, email_click for mailto:, else cta_click. */
export function trackLinkClick(href: string, label: string, location: string): void {
  if (href.startsWith('tel:')) track({ name: 'phone_call', location });
  else if (href.startsWith('mailto:')) track({ name: 'email_click', location });
  else track({ name: 'cta_click', label, location });
}
