// The words a site has where site.json says nothing, as the editor's forms show them: the schema's own
// defaults are the English pack's (for VS Code), and the editor shows the site's language's and
// country's instead, so the Wording part of a Spanish site shows Spanish words. The server works them
// out (editor/server/site-defaults.ts); the app puts them in the schema its forms show, and keeps the
// schema as it came for the forms' validator, compiled ahead of time from the schema file's hashes.

/** A default per property of a definition of the schema: Labels' and Locale's. */
export type SiteDefaults = Record<string, Record<string, unknown>>;

type Schema = { $defs?: Record<string, { properties?: Record<string, { default?: unknown }> }> };

/** `schema` with the defaults given, where it has one to replace (a copy: the schema is left as it is). */
export function withDefaults<T>(schema: T, defaults: SiteDefaults): T {
  const copy = structuredClone(schema) as Schema;
  for (const [name, words] of Object.entries(defaults))
    for (const [key, property] of Object.entries(copy.$defs?.[name]?.properties ?? {}))
      if (property.default !== undefined && words[key] !== undefined) property.default = words[key];
  return copy as T;
}
