// The keys of a block whose strings are names of things (ids, addresses, town lists, pictures' files)
// or choices of form (size, style), never words a visitor reads: the fields the schema marks
// `"notText": true` (schema/generated/not-text.json, written by npm run gen:types), for the near-copy
// guard, the Add service review and a town's own-text boxes alike.
import keys from '../../schema/generated/not-text.json' with { type: 'json' };

export const NOT_TEXT: ReadonlySet<string> = new Set(keys);
