// A key as one segment of a JSON pointer (RFC 6901): "~" and "/" escaped, so "/towns/0/pages/a~1b" names key "a/b".
export function escapePointer(segment: string): string {
  return /[~/]/.test(segment) ? segment.replace(/~/g, '~0').replace(/\//g, '~1') : segment;
}
