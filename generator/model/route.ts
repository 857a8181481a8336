// A route of the site: one page to render, and where in site.json it comes from. Types only, so the
// stages that make routes (expand, not-found) and those that read them share it without a circle.
import type { Block, Page, Post, Template, Town } from '../../schema/generated/site';

export interface Route {
  path: string;
  /** Where search engines should look: the route itself, or for an alias its main page. */
  canonicalPath: string;
  kind: 'page' | 'town' | 'post' | 'alias';
  /** Where in site.json this route comes from (for messages). */
  source: string;
  title: string;
  description: string;
  image?: Page['image'];
  structuredData?: Page['structuredData'];
  /** Ids of the services the page presents (services[]), from the page or its template. */
  services: string[];
  blocks: Block[];
  /** site.json pointer of each block, for messages about it. */
  blockSources: string[];
  town?: Town;
  post?: Post;
  template?: Template;
  /** In a site of several languages: this page in each language it is built in, this one's included (generator/languages/join.ts). */
  alternates?: { language: string; path: string }[];
}
