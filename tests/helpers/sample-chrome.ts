// A small site chrome (business facts, navigation, towns) for rendering components in unit tests.
import type { SiteChrome } from '../../src/page-data';
import { resolvePalette } from '../../shared/site/palette';
import { fontStacks } from '../../generator/assets/fonts';
import { LABEL_DEFAULTS } from '../../shared/site/labels';

export const sampleChrome: SiteChrome = {
  siteName: 'Riverbend Landscaping & Tree Care',
  locale: 'en-US',
  business: {
    name: 'Riverbend Landscaping & Tree Care',
    phone: '(419) 555-0142',
    email: 'hello@riverbendlandscaping.example',
    address: { street: '9810 River Road', city: 'Huron', region: 'OH', postalCode: '44839', country: 'US' },
    geo: { latitude: 41.3934, longitude: -82.5599 },
    hours: {
      monday: { opens: '08:00', closes: '17:00' },
      tuesday: { opens: '08:00', closes: '17:00' },
      wednesday: { opens: '08:00', closes: '17:00' },
      thursday: { opens: '08:00', closes: '17:00' },
      friday: { opens: '08:00', closes: '17:00' },
      saturday: { opens: '08:00', closes: '17:00' },
      sunday: 'closed',
    },
    foundingYear: 2000,
    rating: { value: 5, count: 25 },
    priceRange: '$$',
    payment: ['Cash', 'Check', 'Credit Card'],
    social: { label: 'Facebook', url: 'https://www.facebook.com/riverbendlandscaping.example' },
    mapUrl: 'https://www.google.com/maps/embed?pb=riverbend',
  },
  theme: {
    color: resolvePalette({ accent: '#1f6f43', accentDark: '#154d2f', emergency: '#b42318' }),
    font: fontStacks(),
  },
  logo: {
    src: { src: '/img/riverbend-mark.0123456789.svg', width: 40, height: 40, sources: [] },
    onDark: { src: '/img/riverbend-mark-white.0123456789.svg', width: 40, height: 40, sources: [] },
  },
  navigation: {
    header: [
      { label: 'Home', href: '/' },
      { label: 'Services', href: '/services', children: [{ label: 'Lawn Care', href: '/lawn-care' }] },
      { label: 'Contact', href: '/contact' },
    ],
    footer: [{ label: 'Services', href: '/services' }],
    legal: [{ label: 'Privacy Policy', href: '/privacy-policy' }],
  },
  towns: [
    { name: 'Huron', slug: 'huron', postalCode: '44839' },
    { name: 'Sandusky', slug: 'sandusky', postalCode: '44870' },
  ],
  analytics: {},
  needsConsent: true,
  labels: { ...LABEL_DEFAULTS, phonePlaceholder: '(201) 555-0123', postalCodePlaceholder: '44839' },
  tel: 'tel:+14195550142',
  hourCycle: 12,
  icons: '/assets/icons.0123456789.svg',
};
