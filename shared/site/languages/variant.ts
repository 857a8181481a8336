// A regional variant of a language's pack (fr-CA over fr, en-GB over en): only the words and formats
// that differ, over the pack of its language.
import type { EnginePack } from './en.js';

/** Any part of a pack, at any depth: what a variant (or a site's words file with "extends") changes. */
export type PackChanges = {
  [K in keyof EnginePack]?: EnginePack[K] extends string ? EnginePack[K] : Partial<EnginePack[K]>;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

function merged<T>(base: T, changes: unknown): T {
  if (!isRecord(base) || !isRecord(changes)) return (changes === undefined ? base : changes) as T;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(changes)) out[key] = merged(base[key], value);
  return out as T;
}

/** Every text of a pack, changed by `spell` (a regional spelling: Swiss German writes ss for ß). */
export function respelled<T>(pack: T, spell: (text: string) => string): T {
  if (typeof pack === 'string') return spell(pack) as T;
  if (Array.isArray(pack)) return pack.map((item) => respelled(item, spell)) as T;
  if (!isRecord(pack)) return pack;
  return Object.fromEntries(Object.entries(pack).map(([key, value]) => [key, respelled(value, spell)])) as T;
}

/** The pack of `base` with `changes` over it. */
export const variantOf = (base: EnginePack, changes: PackChanges): EnginePack => merged(base, changes);
