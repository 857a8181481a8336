// What `npm run check` says of a site of several languages: how many pages each language has, and
// what is not yet written in it (a page left out until it is; texts every page shows).
import type { LoadedSite } from '../model/loaded-site';
import type { LanguageRoutes } from './join';

const languageName = (tag: string) => new Intl.DisplayNames(['en'], { type: 'language' }).of(tag.split('-')[0]!) ?? tag;

/** Lines for the check's output, one language after the other; the main language has every page. */
export function languagesReport(languages: LanguageRoutes[], positions: LoadedSite['positions']): string[] {
  const [main, ...others] = languages;
  const pages = (l: LanguageRoutes) => l.routes.filter((r) => r.kind !== 'alias').length;
  const lines = [`${languageName(main!.site.language)}: ${pages(main!)} pages.`];
  const at = (pointer: string) => {
    const line = positions.get(pointer)?.value.line;
    return line === undefined ? pointer : `line ${line}: ${pointer}`;
  };
  for (const language of others) {
    const name = languageName(language.site.language);
    const total = pages(main!);
    if (language.sharedUntranslated.length) {
      lines.push(
        `${name}: no page yet. ${language.sharedUntranslated.length} text${language.sharedUntranslated.length === 1 ? '' : 's'} every page shows (menus, business, towns, words) ${language.sharedUntranslated.length === 1 ? 'is' : 'are'} not yet in ${name}; write ${name} beside each:`,
        ...language.sharedUntranslated.slice(0, 20).map((p) => `  ${at(p)}`),
        ...(language.sharedUntranslated.length > 20 ? [`  and ${language.sharedUntranslated.length - 20} more`] : []),
      );
      continue;
    }
    const missing = language.missingPages.filter((p) => !/\/404$/.test(p.path));
    lines.push(
      missing.length
        ? `${name}: ${pages(language)} pages; ${missing.length} of ${total} pages not yet in ${name}, left out of it until every text of theirs is:`
        : `${name}: ${pages(language)} pages, every page.`,
      ...missing.map((p) => `  ${p.path}  “${p.title}”`),
    );
  }
  return lines;
}
