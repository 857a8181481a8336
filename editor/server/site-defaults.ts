// The words a site has where site.json says nothing (editor/shared/site-defaults.ts): its language
// pack's labels, and its country's form words (shared/site/locale.ts).
import type { SiteModel } from '../../schema/generated/site';
import { enginePack } from '../../shared/site/languages/packs';
import { siteLocale } from '../../shared/site/locale';
import type { SiteDefaults } from '../shared/site-defaults';

/** The defaults of Labels and Locale as the site's language and country have them; none for a site without a language. */
export function siteDefaults(model: SiteModel | null): SiteDefaults | undefined {
  if (!model?.site?.locale) return undefined;
  return {
    Labels: enginePack(model.site.locale).labels as Record<string, unknown>,
    // The country's words without the site's own (what a value left out of locale comes to).
    Locale: siteLocale({
      ...model,
      locale: model.locale?.country ? { country: model.locale.country } : undefined,
    }) as unknown as Record<string, unknown>,
  };
}
