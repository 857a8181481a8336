// The words a site has where site.json says nothing: its language pack's labels, and its country's
// form words (shared/site/locale.ts). The schema's own defaults are the English pack's (for VS Code);
// the editor shows the site's own instead, so the Wording part of a Spanish site shows Spanish words.
import type { SiteModel } from '../../schema/generated/site';
import { enginePack } from '../../shared/site/languages/packs';
import { siteLocale } from '../../shared/site/locale';

type Schema = { $defs?: Record<string, { properties?: Record<string, { default?: unknown }> }> };

/** `schema` with the defaults of Labels and Locale as the site's language and country have them. */
export function withSiteDefaults<T>(schema: T, model: SiteModel | null): T {
  if (!model?.site?.locale) return schema;
  const defaults = {
    Labels: enginePack(model.site.locale).labels as Record<string, unknown>,
    // The country's words without the site's own (what a value left out of locale comes to).
    Locale: siteLocale({ ...model, locale: model.locale?.country ? { country: model.locale.country } : undefined }),
  };
  const copy = structuredClone(schema) as Schema;
  for (const [name, words] of Object.entries(defaults))
    for (const [key, property] of Object.entries(copy.$defs?.[name]?.properties ?? {}))
      if (property.default !== undefined && words[key as keyof typeof words] !== undefined)
        property.default = words[key as keyof typeof words];
  return copy as T;
}
