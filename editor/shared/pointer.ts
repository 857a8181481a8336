// JSON pointers (RFC 6901) over the site model: read, and write without mutating (for undo history).
export const segmentsOf = (pointer: string): string[] =>
  pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));

export const pointerOf = (segments: (string | number)[]): string =>
  segments.map((s) => `/${String(s).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

export function getAt(value: unknown, pointer: string): unknown {
  let current = value;
  for (const segment of segmentsOf(pointer)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** A copy of `root` with the value at `pointer` replaced (undefined removes it); untouched branches are shared. */
export function setAt<T>(root: T, pointer: string, next: unknown): T {
  const [head, ...rest] = segmentsOf(pointer);
  if (head === undefined) return next as T;
  const container = (root ?? {}) as Record<string, unknown> | unknown[];
  const child = setAt((container as Record<string, unknown>)[head], pointerOf(rest), next);
  if (Array.isArray(container)) {
    const copy = [...container];
    copy[Number(head)] = child;
    return copy as T;
  }
  const copy = { ...container } as Record<string, unknown>;
  if (child === undefined && rest.length === 0) delete copy[head];
  else copy[head] = child;
  return copy as T;
}
