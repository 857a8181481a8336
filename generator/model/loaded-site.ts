// A site.json as read: its parsed value and where each value stands, so a problem can name the line.
export interface Position {
  line: number;
  column: number;
}

export interface LoadedSite {
  file: string;
  /** The raw parsed value; only trust it as a SiteModel after validate(). */
  raw: unknown;
  /** JSON pointer → position of the value (and of the key, for object members). Read when a problem is to be shown. */
  readonly positions: Map<string, { value: Position; key?: Position }>;
  /** The site's own words files (words.<locale>.json beside it), as read: one per language that has one. */
  words?: SiteWordsFile[];
}

/** A words file beside site.json: the locale it gives words for (normalTag), its name as problems say it, and its text. */
export interface SiteWordsFile {
  locale: string;
  file: string;
  text: string;
}
