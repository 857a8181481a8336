// Walking a site's parsed JSON by pointer: every stage names a value by where it stands in site.json
// ("/towns/0/name"), so this sits below them all.
import { escapePointer } from '../../shared/site/json-pointer';

export { escapePointer };

export function isImage(value: unknown): value is { src: string; alt: string } {
  return (
    !!value &&
    typeof value === 'object' &&
    typeof (value as { src?: unknown }).src === 'string' &&
    typeof (value as { alt?: unknown }).alt === 'string'
  );
}

export function walk(value: unknown, pointer: string, visit: (value: unknown, pointer: string) => void): void {
  visit(value, pointer);
  if (Array.isArray(value)) for (let i = 0; i < value.length; i++) walk(value[i], `${pointer}/${i}`, visit);
  else if (value && typeof value === 'object')
    for (const key of Object.keys(value))
      walk((value as Record<string, unknown>)[key], `${pointer}/${escapePointer(key)}`, visit);
}
