// The keys of a block whose strings are names of things (ids, addresses, town lists, pictures' files)
// or choices of form (size, style, layout), never words a visitor reads: one list for the near-copy
// guard, the Add service review and a town's own-text boxes, so they cannot drift apart.
export const NOT_TEXT: ReadonlySet<string> = new Set([
  'type',
  'id',
  'src',
  'href',
  'template',
  'ids',
  'fallbackIds',
  'towns',
  'service',
  'post',
  'icon',
  'style',
  'variant',
  'size',
  'layout',
  'imageSide',
]);
