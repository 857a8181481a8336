// How a label's {placeholders} are filled in: by the pages, the build, and the contact rules in the browser and
// on the server. (The texts of site.json are filled by placeholders.ts, with the site's facts.)

/**
 * "View {town} services" + { town: 'Huron' } → "View Huron services". A name without a value stays as
 * written. A fact a site does not give (undefined: a region where the country's addresses name none)
 * goes with the words that join it to the one before, ", {region}" or " ({region})": "Serving {city},
 * {region} and nearby towns" → "Serving Köln and nearby towns".
 */
export function fill(template: string, values: Record<string, string | number | undefined>): string {
  const missing = Object.keys(values).filter((name) => values[name] === undefined);
  const text = missing.length ? template.replace(withJoiningWords(missing), '') : template;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value === undefined ? whole : String(value);
  });
}

/**
 * The placeholders `names` (of facts a site does not give) with the words that join each to the one
 * before, ", {state}" or " ({state})", to be left out together: placeholders.ts fills site.json's
 * texts by the same rule.
 */
export function withJoiningWords(names: string[]): RegExp {
  const any = `\\{(?:${names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\}`;
  return new RegExp(`(?: \\(${any}\\)|,? *${any})`, 'g');
}
