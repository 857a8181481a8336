// One small typed module for every analytics event of the spec (section 7).
// Events go to window.dataLayer, and only once the visitor has accepted analytics in the consent notice.
export type AnalyticsEvent =
  | { name: 'page_view'; page_title: string; page_location: string; page_path: string }
  | { name: 'cta_click'; label: string; location: string; category?: string }
  | { name: 'form_submit_start'; label: string; category?: string }
  | { name: 'form_submit_success'; label: string; success: boolean; category?: string }
  | { name: 'phone_call'; location: string; category?: string }
  | { name: 'email_click'; location: string; category?: string }
  | { name: 'web_vital'; metric: string; value: number; rating: string; category?: string };

const CONSENT_KEY = 'consent.analytics';
type Consent = 'granted' | 'denied' | null;

declare global {
  interface Window { dataLayer?: unknown[] }
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
  try { window.localStorage.setItem(CONSENT_KEY, value); } catch { /* private mode: the choice lasts this visit */ }
  window.dispatchEvent(new CustomEvent('consentchange', { detail: value }));
}

const defaultCategory: Record<AnalyticsEvent['name'], string> = {
  page_view: 'engagement', cta_click: 'engagement', web_vital: 'performance',
  form_submit_start: 'form', form_submit_success: 'form', phone_call: 'contact', email_click: 'contact',
};

export function track(event: AnalyticsEvent): void {
  if (typeof window === 'undefined' || readConsent() !== 'granted') return;
  const { name, ...params } = event;
  (window.dataLayer ??= []).push({ event: name, category: defaultCategory[name], ...params });
}

/** The event a link click means: phone_call for tel:, email_click for mailto:, else cta_click. */
export function trackLinkClick(href: string, label: string, location: string): void {
  if (href.startsWith('tel:')) track({ name: 'phone_call', location });
  else if (href.startsWith('mailto:')) track({ name: 'email_click', location });
  else track({ name: 'cta_click', label, location });
}
