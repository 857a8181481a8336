// What one page ships to the browser besides its blocks: its meta, images and the small site chrome.
// Never the whole site model (ARCHITECTURE principle 6).
import type { Business, Link, NavItem } from './site-types';
import type { ThemeChoice } from './theme';
import type { Labels } from './labels';

export interface ImageSource {
  type: 'image/avif' | 'image/webp';
  srcSet: string;
}
export interface ImageInfo {
  /** URL of the fallback file (JPEG, or the SVG itself). */
  src: string;
  width: number;
  height: number;
  /** Responsive AVIF/WebP sources; empty for SVG. */
  sources: ImageSource[];
}

export interface PageMeta {
  title: string;
  description: string;
  canonical: string;
  image: string;
  type: 'website' | 'article';
  jsonLd: object[];
  /** Not to be indexed (the 404 page): a robots noindex tag in place of the canonical link. */
  noindex?: boolean;
  /** The hero image to preload: a photo's first source set, or an SVG illustration's one file. */
  preloadImage?: { type: string; srcSet: string; sizes: string } | { type: string; href: string };
}

/**
 * How many towns the footer (and so every page's chrome) carries. Every page has the footer, so a
 * list of all towns would make every page grow with the number of towns and the build quadratic;
 * beyond this many, the footer links to the page that lists them all.
 */
export const FOOTER_TOWN_LIMIT = 12;

export interface SiteChrome {
  siteName: string;
  locale: string;
  business: Business;
  /** The palette and font stacks, resolved from site.json's theme at build time. */
  theme: ThemeChoice;
  /** The business's logo files, prepared; none: the name is shown as a wordmark. */
  logo?: { src: ImageInfo; onDark: ImageInfo };
  navigation: { header: NavItem[]; footer: Link[]; legal: Link[] };
  /**
   * The first FOOTER_TOWN_LIMIT served towns in order, for the footer's service areas; href is the
   * town's first town page, if any.
   */
  towns: { name: string; slug: string; postalCode: string; href?: string }[];
  /** Set when the site serves more towns than `towns` holds: how many in all, and the page listing every one (if any). */
  allTowns?: { count: number; href?: string };
  analytics: { ga4?: string };
  /** True when site.json has `analytics`: the only thing that asks for the visitor's consent (the notice shows only then). */
  needsConsent: boolean;
  /** Every label (site.json's `labels` over the schema's defaults), about 4 KB before compression. */
  labels: Labels;
  /** The business phone as a tel: link in international form (libphonenumber-js, for locale.country). */
  tel: string;
  /** Opening hours as 8:00 AM (12) or 08:00 (24): site.json's locale.hourCycle. */
  hourCycle: 12 | 24;
}

/** What shared UI reads of the page being shown; the renderer's PageData adds the page's blocks. */
export interface PageView {
  path: string;
  meta: PageMeta;
  images: Record<string, ImageInfo & { alt?: string }>;
  chrome: SiteChrome;
}
