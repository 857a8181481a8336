// Two towns or two services with one name: the same rule as generator/check/cross-check.ts (accents, case
// and spacing set aside), so a wizard stops a duplicate at its field before the check would.
const plain = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLocaleLowerCase();

/** The existing item's name when `name` is already taken, else undefined. */
export function sameName(items: { name: string }[], name: string): string | undefined {
  const wanted = plain(name);
  return wanted ? items.find((item) => plain(item.name) === wanted)?.name : undefined;
}
