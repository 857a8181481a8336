// A page's near-copy scores in words: what it is most like, what it copies, and whether that stops a
// publish. The scores and the copied sentences are the doctor's (editor/server/wizards.ts): the same
// words `npm run doctor`, Save's advice and Publish give; the limit is the site's own.
import type { TownSimilarity } from '../api';
import { t } from '../../../shared/i18n';

export const percent = (n: number) => `${Math.round(n * 100)}%`;

export type Verdict = 'passes' | 'close' | 'over';

/** What the page is compared with, each in words, most alike first. */
export function comparisons(page: TownSimilarity): { what: string; score: number }[] {
  return [
    { what: t('wizard.score.theTemplate'), score: page.templateScore },
    ...(page.source
      ? [{ what: t('wizard.score.theSource', { page: page.source.name }), score: page.source.score }]
      : []),
    ...page.others.map((o) => ({ what: t('wizard.score.townPage', { town: o.name }), score: o.score })),
  ].sort((a, b) => b.score - a.score);
}

/** The page's copied sentences and headings naming another service (none from a server before they were measured). */
export const copiesOf = (page: TownSimilarity) => page.copies ?? [];

/** Over when a score is over the limit or anything on the page is another service's or town's text. */
export function verdictOf(page: TownSimilarity): Verdict {
  if (copiesOf(page).length) return 'over';
  const worst = comparisons(page)[0]?.score ?? 0;
  return worst > page.limit ? 'over' : worst > page.limit - 0.1 ? 'close' : 'passes';
}

/** "72% the same as Sandusky’s page": the comparison that decides. */
export function tooLike(page: TownSimilarity): string {
  const [worst] = comparisons(page);
  return worst ? t('wizard.score.sameAs', { score: percent(worst.score), what: worst.what }) : '';
}

/** What to do about the page in words: each copy's message and fix, else the score's advice (which shared parts to rewrite or leave out). */
export function whatToDo(page: TownSimilarity): string[] {
  const copies = copiesOf(page);
  if (copies.length) return copies.map((c) => `${c.message} ${c.fix}`);
  return page.advice ? [page.advice.fix] : [];
}

/** One sentence per page Publish would refuse: which page, what it is too like or what it copies; empty when all pass. */
export function pagesOverLimit(pages: { name: string; page?: TownSimilarity }[]): string[] {
  return pages.flatMap(({ name, page }) => {
    if (!page || verdictOf(page) !== 'over') return [];
    if (copiesOf(page).length) return [t('wizard.score.pageCopies', { page: name, what: whatToDo(page).join(' ') })];
    const over = t('wizard.score.pageOver', { page: name, tooLike: tooLike(page), limit: percent(page.limit) });
    return [page.advice ? `${over} ${page.advice.fix}` : over];
  });
}
