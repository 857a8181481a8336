// Two names are the same when people read them so: accents, case and spacing set aside ("Québec" and
// "quebec ", "Port  Clinton" and "port clinton"). One rule for the check (two towns or services of one
// name), the wizards (stopped at the field before the check would) and the placeholders ("Madrid, Madrid").

/** A name as it is compared: no accents, lower case, single spaces. */
export const nameKey = (name: string): string =>
  name.normalize('NFKD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/** The existing item's name when `name` is already taken, else undefined. */
export function sameName(items: { name?: string }[], name: string | undefined): string | undefined {
  const wanted = nameKey(name ?? '');
  return wanted ? items.find((item) => nameKey(item.name ?? '') === wanted)?.name : undefined;
}
