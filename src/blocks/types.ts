// The contract between the build and block components.
// A block component receives its props exactly as written in site.json (placeholders filled in)
// plus `data`: what the build looked up for it (collection items, towns, breadcrumb trail).
import type { Block, Testimonial, Project, Post } from '../../schema/generated/site';
import type { ContactLocale } from '../contact/locale';

export type BlockType = Block['type'];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

export interface AreaCard {
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
export interface BlockDataMap {
  AreaCards: { cards: AreaCard[] };
  Testimonials: { items: Testimonial[] };
  BlogPosts: { posts: PostSummary[] };
  Article: { post: Post };
  PortfolioGrid: { projects: Project[] };
  Map: { towns: { name: string; postalCode: string }[] };
  AreasServed: { town: string; isBase: boolean };
  Breadcrumb: { trail: TrailEntry[] };
  /** The rules of the business's country, and the names of its region and postal code fields. */
  ContactForm: { locale: ContactLocale; regionLabel: string; postalCodeLabel: string };
}
export type BlockData<T extends BlockType> = T extends keyof BlockDataMap ? BlockDataMap[T] : undefined;

export interface BlockProps<T extends BlockType> {
  block: BlockOf<T>;
  data: BlockData<T>;
}

/** A block as stored in a page's data file: the props plus resolved data. */
export type ResolvedBlock = { [T in BlockType]: { block: BlockOf<T>; data: BlockData<T> } }[BlockType];
