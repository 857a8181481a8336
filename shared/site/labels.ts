// The words of the page frame and the blocks: site.json's `labels` over the site's language pack
// (languages/: site.locale picks it, English by default), with the placeholders that stand for business
// facts filled in by the build. The rest ({town}, {count}...) are filled in where shown (fill.ts).
import type { Labels as SiteLabels, SiteModel } from '../../schema/generated/site.js';
import { fill } from './fill.js';
import { labelFacts } from './placeholders.js';
import { en } from './languages/en.js';
import { enginePack } from './languages/packs.js';

/** Every label, each resolved to its site.json text or the language pack's. */
export type Labels = Required<SiteLabels>;

/** The English wording of every label (what an English site without `labels` shows; the schema's defaults). */
export const LABEL_DEFAULTS: Labels = en.labels;

/**
 * Placeholders for business facts, filled in by the build in any label (placeholder-table.ts): {phoneExample},
 * an example number of the country as libphonenumber-js writes it; {postalCode}, the office's.
 */
export { LABEL_FACTS } from './placeholder-table.js';

/** The contact form's place (its block's section id, src/blocks/ContactForm/ids.ts) on the first page that has one. */
function contactFormHref(model: SiteModel): string | undefined {
  const page = model.pages.find((p) => p.blocks.some((b) => b.type === 'ContactForm'));
  return page && `${page.path}#contact-form`;
}

/** The labels the pages show; the quote buttons lead to the site's own contact form unless labels say where. */
export function siteLabels(model: SiteModel): Labels {
  const pack = enginePack(model.site.locale).labels;
  const labels = { ...pack, quoteHref: contactFormHref(model) ?? pack.quoteHref, ...model.labels };
  const facts = labelFacts(model);
  return Object.fromEntries(Object.entries(labels).map(([key, text]) => [key, fill(text, facts)])) as Labels;
}
