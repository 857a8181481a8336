// Every word a visitor reads comes from site.json or the schema's defaults: each route of the default
// site is rendered and each text traced to the site's data. Then again with every label replaced,
// so a word left in code (the default wording typed into a component) is caught too.
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { loadSite } from '../../../generator/check/load';
import { validate } from '../../../generator/check/validate';
import { projectRoot } from '../../../generator/paths';
import { contactLocale } from '../../../shared/site/contact-locale';
import { LABEL_DEFAULTS } from '../../../shared/site/labels';
import type { PageLabels } from '../../../shared/site/contact-form';
import { messageFromResponse, validateAll } from '../../../shared/contact/rules';
import { formattedFacts as factsOf } from '../../../generator/text/formatted-facts';
import type { SiteModel } from '../../../schema/generated/site';
import { renderedSite } from '../../helpers/rendered-site';
import { stringsIn, untraceable, visibleTexts } from './trace';

/** Facts the components format from site.json, as texts. */
const formattedFacts = (model: SiteModel, labels: PageLabels) => factsOf(model, labels).map((f) => f.text);

describe('every word a visitor reads', () => {
  it('finds a word typed into a component (the check itself)', () => {
    expect(untraceable('<body><p>Call us today</p><p aria-label="Known">Known</p></body>', ['Known'], [])).toEqual([
      'Call us today',
    ]);
    expect(untraceable('<body><p>View Huron services</p></body>', [], ['View {town} services'])).toEqual([]);
  });

  it("comes from site.json or the schema's defaults, on every route of the default site", async () => {
    const { model, pages } = await renderedSite();
    expect(pages.length).toBeGreaterThan(50);
    for (const page of pages) {
      const known = [...stringsIn(model), ...stringsIn(page.data), ...formattedFacts(model, page.data.chrome.labels)];
      expect(untraceable(page.html, known, Object.values(LABEL_DEFAULTS)), page.path).toEqual([]);
    }
  }, 120_000);

  it('changes with site.json: with every label rewritten, no default wording is left on any route', async () => {
    // Each label becomes «name» plus its placeholders, so the filled-in text is still recognisable.
    const rewritten = Object.fromEntries(
      Object.entries(LABEL_DEFAULTS)
        .filter(([key]) => key !== 'quoteHref') // a link target, not words
        .map(([key, text]) => [key, `«${key}» ${(text.match(/\{\w+\}/g) ?? []).join(' ')}`.trim()]),
    );
    const { model, pages } = await renderedSite((m) => ({ ...m, labels: rewritten }));
    for (const page of pages) {
      const labels = page.data.chrome.labels;
      // site.json's own text (the default site sets no label to a default's words), never the defaults.
      const known = [
        ...stringsIn({ ...model, labels: {} }),
        ...stringsIn({ ...page.data, chrome: { ...page.data.chrome, labels: {} } }),
        ...formattedFacts(model, labels),
      ];
      expect(untraceable(page.html, known, Object.values(labels)), page.path).toEqual([]);
      expect(
        visibleTexts(page.html).some((t) => t.includes('«')),
        page.path,
      ).toBe(true);
    }
  }, 120_000);

  it("words the contact form's and the server's messages from the labels too", async () => {
    const rewritten = Object.fromEntries(
      Object.keys(LABEL_DEFAULTS)
        .filter((key) => key !== 'quoteHref')
        .map((key) => [key, `«${key}» {label} {phone}`]),
    );
    const site = await loadSite(path.join(projectRoot, 'site.json'));
    const { model } = validate(
      { ...site, raw: { ...(site.raw as SiteModel), labels: rewritten } },
      path.join(projectRoot, 'assets/images'),
    );
    const locale = contactLocale(model);
    const { phone, postalCode, region, ...fromLabels } = locale.messages; // these three are the locale's (site.json's locale)
    expect(
      Object.values(fromLabels).filter((text) => !text.startsWith('«')),
      'messages not from labels',
    ).toEqual([]);
    // What a visitor reads after sending nothing at all, and when no answer comes: the site's words.
    const shown = [
      ...validateAll({ website: 'x', first_name: '\u202e' }, locale).map((e) => e.message),
      messageFromResponse(null, locale.messages).text,
    ];
    expect(shown.filter((text) => ![phone, postalCode, region].includes(text) && !text.startsWith('«'))).toEqual([]);
    expect(shown).toContainEqual(expect.stringContaining('«messageHiddenCharacters» «firstName»')); // {label}: the site's own label
  });
});
