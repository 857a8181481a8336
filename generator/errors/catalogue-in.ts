// The shape of the catalogue's words in a language besides English (catalogue.<language>.ts): one
// function per entry of catalogue.ts, with its arguments, so an entry without its words fails tsc.
import type { catalogue } from './catalogue';
import type { Message, Words } from './entry';

type Catalogue = typeof catalogue;
export type CatalogueIn = {
  [K in keyof Catalogue]: Catalogue[K] extends (...args: infer A) => Message ? (...args: A) => Words : never;
};
