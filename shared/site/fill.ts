// How a label's {placeholders} are filled in: by the pages, the build, and the contact rules in the browser and
// on the server. (The texts of site.json are filled by placeholders.ts, with the site's facts.)

/**
 * "View {town} services" + { town: 'Huron' } → "View Huron services". A name without a value stays as
 * written. A fact a site does not give (undefined: a region where the country's addresses name none)
 * goes with the words that join it to the one before, ", {region}" or " ({region})": "Serving {city},
 * {region} and nearby towns" → "Serving Köln and nearby towns".
 */
export function fill(template: string, values: Record<string, string | number | undefined>): string {
  let text = template;
  for (const [name, value] of Object.entries(values))
    if (value === undefined) text = text.replace(new RegExp(`(?: \\(\\{${name}\\}\\)|,? *\\{${name}\\})`, 'g'), '');
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value === undefined ? whole : String(value);
  });
}
