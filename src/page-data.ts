// The page's data contract, types only: what the build resolves for a page and each of its blocks
// (generator/pages/resolve.ts writes it), which one page ships to the browser (page.json, also embedded in
// its HTML) and the renderer, the blocks and the shared UI read. Never the whole site model.
import type { Block, Post, Project, Testimonial } from '../schema/generated/site';
import type { ContactLocale } from '../shared/contact/locale';
import type { ContactForm } from '../shared/contact/form';
import type { PageLabels } from '../shared/site/contact-form';
import type { AddressLayout } from '../shared/site/business';
import type { Palette } from '../shared/site/palette';
import type { Business, Link, NavItem } from '../shared/site/site-types';

/** The data one page ships: its own blocks plus what shared UI reads (PageView). */
export interface PageData extends PageView {
  blocks: ResolvedBlock[];
}

/** What shared UI reads of the page being shown. */
export interface PageView {
  path: string;
  meta: PageMeta;
  images: Record<string, ImageInfo & { alt?: string }>;
  chrome: SiteChrome;
}

interface ImageSource {
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

export interface PageAlternate {
  /** Its language tag (es-US), as <html lang> and hreflang write it. */
  hreflang: string;
  /** The language's own name for itself ("Español"), as the switch shows it. */
  name: string;
  /** Its address on the site ("/es/nosotros") and in full, for search engines. */
  path: string;
  href: string;
}

interface PageMeta {
  title: string;
  description: string;
  canonical: string;
  image: string;
  type: 'website' | 'article';
  jsonLd: object[];
  /** Not to be indexed (the 404 page): a robots noindex tag in place of the canonical link. */
  noindex?: boolean;
  /**
   * In a site of several languages: this page in each language it is built in, this one's included, the
   * main language's first (hreflang links; the language switch offers the others).
   */
  alternates?: PageAlternate[];
  /** The hero image to preload: a photo's first source set, or an SVG illustration's one file. */
  preloadImage?: { type: string; srcSet: string; sizes: string } | { type: string; href: string };
}

/** What a page ships of the theme: its palette and its two CSS font stacks. */
export interface ThemeChoice {
  color: Palette;
  font: { heading: string; body: string };
}

/** The small part of the site every page carries: its frame (header, footer), words and theme. */
export interface SiteChrome {
  siteName: string;
  locale: string;
  /** site.json's business, its address with its region's code where it is written by name (shared/site/country.ts withRegionCode). */
  business: Business & { address: Business['address'] & { regionCode?: string } };
  /** The palette and font stacks, resolved from site.json's theme at build time. */
  theme: ThemeChoice;
  /** The business's logo files, prepared; none: the name is shown as a wordmark. */
  logo?: { src: ImageInfo; onDark: ImageInfo };
  navigation: { header: NavItem[]; footer: Link[]; legal: Link[] };
  /**
   * The first served towns in order (FOOTER_TOWN_LIMIT, generator/pages/resolve.ts), for the footer's
   * service areas; href is the town's first town page, if any.
   */
  towns: { name: string; slug: string; postalCode: string; href?: string }[];
  /** Set when the site serves more towns than `towns` holds: how many in all, and the page listing every one (if any). */
  allTowns?: { count: number; href?: string };
  analytics: { ga4?: string };
  /** True when site.json has `analytics`: the only thing that asks for the visitor's consent (the notice shows only then). */
  needsConsent: boolean;
  /**
   * Every label (site.json's `labels` over the schema's defaults), about 4 KB before compression; but
   * the contact form's consent box and photo upload words, which come with that form (its block's data).
   */
  labels: PageLabels;
  /** The business phone as a tel: link in international form (libphonenumber-js, for locale.country). */
  tel: string;
  /** How the office's country writes an address (shared/site/address-format.ts); none: the US's way. */
  addressLayout?: AddressLayout;
  /** Opening hours as 8:00 AM (12) or 08:00 (24): site.json's locale.hourCycle. */
  hourCycle: 12 | 24;
  /** The home page of the page's language, when it is not "/" (a site's other language: "/es"). */
  home?: string;
  /** The address of the site's icon sprite: every icon it uses, drawn once (generator/assets/icons.ts, src/ui/Icon.tsx). */
  icons: string;
}

// The blocks: a block component receives its props exactly as written in site.json (placeholders filled in)
// plus `data`: what the build looked up for it (collection items, towns, breadcrumb trail).

export type BlockType = Block['type'];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

interface AreaCard {
  town: string;
  href: string;
  specialty: string;
  description: string;
  features: string[];
}
export type PostSummary = Omit<Post, 'body'>;
export interface TrailEntry {
  label: string;
  href?: string;
}

/** What the build resolves for each block type; blocks not listed get `undefined`. */
interface BlockDataMap {
  AreaCards: { cards: AreaCard[] };
  Testimonials: { items: Testimonial[] };
  BlogPosts: { posts: PostSummary[] };
  Article: { post: Post };
  PortfolioGrid: { projects: Project[] };
  Map: { towns: { name: string; postalCode: string }[] };
  AreasServed: { town: string; isBase: boolean };
  Breadcrumb: { trail: TrailEntry[] };
  /** The rules of the business's country, and the names of its region and postal code fields. */
  /** form: the site's form (site.json's contactForm, or the default in its country's shape); without it, today's US form (DEFAULT_CONTACT_FORM). */
  /** endpoint: where it posts, for a page in a site's other language (/api/contact?lang=es: the server answers in it). */
  ContactForm: {
    locale: ContactLocale;
    regionLabel: string;
    postalCodeLabel: string;
    form?: ContactForm;
    endpoint?: string;
  };
}
export type BlockData<T extends BlockType> = T extends keyof BlockDataMap ? BlockDataMap[T] : undefined;

export interface BlockProps<T extends BlockType> {
  block: BlockOf<T>;
  data: BlockData<T>;
}

/** A block as stored in a page's data: the props plus resolved data. */
export type ResolvedBlock = { [T in BlockType]: { block: BlockOf<T>; data: BlockData<T> } }[BlockType];
