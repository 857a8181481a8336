// A regional variant of a language's pack (fr-CA over fr, en-GB over en): only the words and formats
// that differ, over the pack of its language.
import type { EnginePack } from './en.js';

/** Any part of a pack, at any depth: what a variant (or a site's words file with "extends") changes. */
export type PackChanges = { [K in keyof EnginePack]?: Partial<EnginePack[K]> };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

function merged<T>(base: T, changes: unknown): T {
  if (!isRecord(base) || !isRecord(changes)) return (changes === undefined ? base : changes) as T;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(changes)) out[key] = merged(base[key], value);
  return out as T;
}

/** The pack of `base` with `changes` over it. */
export const variantOf = (base: EnginePack, changes: PackChanges): EnginePack => merged(base, changes);
