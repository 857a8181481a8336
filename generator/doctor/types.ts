// Shared shapes of the doctor: a finding, a built page and what every check receives.
import { isNotFoundPath } from '../pages/not-found';
import type { CheerioAPI } from 'cheerio';
import type { SiteModel } from '../../schema/generated/site';
import type { Route } from '../model/route';

type Severity = 'error' | 'warning';

export interface Finding {
  /** Name of the check module, so a test can ask for exactly its findings. */
  check: string;
  severity: Severity;
  /** The route the finding is about; none for site-wide findings (sitemap, robots.txt). */
  page?: string;
  /** What is wrong, in words for the person editing the site (words.ts: no keys, pointers or JSON terms). */
  message: string;
  /** How to fix it, in the same words (the editor shows both; words.ts, in the problems' language). */
  hint: string;
  /** For whoever edits site.json or the code by hand: the key, {placeholder}, command or module.
   * English; `npm run doctor` prints it after the hint, the editor never shows it. */
  byHand?: string;
  /** Where in site.json it comes from (JSON pointer); printed as file:line:col. */
  pointer?: string;
}

export interface DoctorPage {
  route: Route;
  /** The built HTML file, e.g. dist/lawn-care/index.html. */
  file: string;
  /** The page's DOM (load-pages.ts parses it when a check first asks: a page whose readings are kept is not parsed). */
  readonly $: CheerioAPI;
  /** What checks read of it, kept between runs while its page key is the same (memory.ts); none for a page made by hand. */
  readings?: Map<string, unknown>;
}

export interface DoctorContext {
  model: SiteModel;
  routes: Route[];
  /** Every route whose HTML file exists in outDir (aliases and /404 included). */
  pages: DoctorPage[];
  outDir: string;
  /** Site-wide results kept from the last run (memory.ts); none when nothing is kept. */
  kept?: Map<string, unknown>;
}

export type Check = (ctx: DoctorContext) => Finding[];

/** Pages search engines index: neither aliases nor the 404 page. */
export const indexable = (page: DoctorPage) => page.route.kind !== 'alias' && !isNotFoundPath(page.route.path);
