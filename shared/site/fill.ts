// How a label's {placeholders} are filled in: by the pages, the build, and the contact rules in the browser and
// on the server. (The texts of site.json are filled by placeholders.ts, with the site's facts.)

/** "View {town} services" + { town: 'Huron' } → "View Huron services". A name without a value stays as written. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
