// The {placeholders} a text holds, as the office manager reads them: "City: Huron", "Year: 2000".
// Which names there are and what each becomes are the table's (shared/site/placeholder-table.ts),
// what each is called in the editor's language is beside it (shared/site/placeholder-words.ts): values
// come from the business's facts where the editor knows them, else the chip says what is filled in
// ("Town: each town's name").
import type { SiteModel } from '../../../schema/generated/site';
import { isPlaceholder, placeAt, type PlaceholderName } from '../../../shared/site/placeholder-table';
import { placeholderWordsIn } from '../../../shared/site/placeholder-words';
import { siteFact } from '../../../shared/site/placeholders';
import { currentLanguage, t } from '../../shared/i18n';

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;
/** A label's own text: /labels/<key>, where a placeholder may mean something else than in a page's text ({year}). */
const LABEL = /^\/labels\/([^/]+)$/;

type Facts = Record<string, unknown>;

const wordsOf = (name: PlaceholderName) => placeholderWordsIn(name, currentLanguage());
const nameOf = (name: string) => (isPlaceholder(name) ? wordsOf(name).name : undefined);
const eachOf = (name: string) => (isPlaceholder(name) ? wordsOf(name).each : undefined);

/** What a placeholder becomes on this site, where the business's facts say it; `field` is the text's pointer. */
function valueOf(name: string, model: Facts, field: string): string | undefined {
  if (!isPlaceholder(name) || wordsOf(name).each) return undefined; // it says what it becomes instead
  const { filled } = placeAt(name, LABEL.exec(field)?.[1]);
  if (filled.from === 'thisYear') return String(new Date().getFullYear());
  try {
    return siteFact(name, filled, model as unknown as SiteModel);
  } catch {
    return undefined; // a draft still being written lacks the fact (no address yet): the chip says "…"
  }
}

export interface Chip {
  placeholder: string;
  text: string;
}

/** The chips for a text, once per placeholder, in the order the text has them. */
export function chipsFor(text: string, model: Facts, field: string): Chip[] {
  const seen = new Set<string>();
  const chips: Chip[] = [];
  for (const [, placeholder] of text.matchAll(PLACEHOLDER)) {
    if (seen.has(placeholder)) continue;
    seen.add(placeholder);
    const name = nameOf(placeholder);
    const value = valueOf(placeholder, model, field) ?? eachOf(placeholder);
    chips.push({
      placeholder,
      text: name ? t('chips.chip', { name, value: value ?? '…' }) : t('chips.unknown', { placeholder }),
    });
  }
  return chips;
}

/** The text as it reads on the page, each placeholder given its value, or its readable name where the value differs by page. */
export function filledIn(text: string, model: Facts, field = ''): string {
  return text.replace(
    PLACEHOLDER,
    (whole, placeholder: string) => valueOf(placeholder, model, field) ?? nameOf(placeholder) ?? whole,
  );
}
