// The texts a wizard adds to a site of several languages, and its translations of them: the wizard
// writes in the main language, then asks for each other language's text of what it added
// (TranslateStep.tsx), so a new town or service is in every language from the start.
import { sameInEveryLanguage } from '../../../../shared/site/same-in-every-language';
import { getAt, pointerOf, setAt } from '../../../shared/pointer';

/**
 * What she wrote in other languages: by language key ("es"), the translation of each main-language
 * text. Kept by the text, not its place, so going back and removing an item above it never hands its
 * translation to another text (a text she changes since asks its translation again).
 */
export type WizardTranslations = Record<string, Record<string, string>>;

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * The pointers of the texts `after` has that `before` has not, in the order a visitor reads them: a
 * list's item found unchanged elsewhere in the list is not new (a town's slug added to a template's
 * towns moves nothing); facts and names, the same in every language, are left out.
 */
export function newTexts(before: unknown, after: unknown, at = ''): string[] {
  if (same(before, after)) return [];
  if (typeof after === 'string') return after.trim() && !sameInEveryLanguage(at, after) ? [at] : [];
  if (Array.isArray(after)) {
    const old = Array.isArray(before) ? before : [];
    const taken = new Set<number>();
    return after.flatMap((item, i) => {
      const j = old.findIndex((o, k) => !taken.has(k) && same(o, item));
      if (j >= 0) {
        taken.add(j);
        return [];
      }
      // The same list with this item changed is compared item by item; a longer one's item is new.
      return newTexts(old.length === after.length ? old[i] : undefined, item, `${at}/${i}`);
    });
  }
  if (after && typeof after === 'object') {
    const old = (before && typeof before === 'object' && !Array.isArray(before) ? before : {}) as Record<
      string,
      unknown
    >;
    return Object.entries(after).flatMap(([name, value]) => newTexts(old[name], value, `${at}${pointerOf([name])}`));
  }
  return [];
}

/**
 * The draft with each text she translated written as a translation (`{ "en": …, "es": … }`, the main
 * language first); a text with no translation given stays the main language's alone, "not yet" in
 * the others. Only the texts at `texts` are translated, so a translation of a text since removed is dropped.
 */
export function withTranslations<T>(draft: T, texts: string[], translations: WizardTranslations, mainKey: string): T {
  let result = draft;
  for (const pointer of texts) {
    const main = getAt(draft, pointer);
    if (typeof main !== 'string') continue;
    const others = Object.entries(translations)
      .map(([key, byText]) => [key, (Object.hasOwn(byText, main) ? byText[main] : '')!.trim()] as const)
      .filter(([key, text]) => key !== mainKey && text);
    if (others.length) result = setAt(result, pointer, { [mainKey]: main, ...Object.fromEntries(others) });
  }
  return result;
}
