// A page's near-copy scores in words: what it is most like, and whether that stops a publish. The
// scores are the doctor's (editor/server/wizards.ts); the limit is the site's own.
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

export function verdictOf(page: TownSimilarity): Verdict {
  const worst = comparisons(page)[0]?.score ?? 0;
  return worst > page.limit ? 'over' : worst > page.limit - 0.1 ? 'close' : 'passes';
}

/** "72% the same as Sandusky’s page": the comparison that decides. */
export function tooLike(page: TownSimilarity): string {
  const [worst] = comparisons(page);
  return worst ? t('wizard.score.sameAs', { score: percent(worst.score), what: worst.what }) : '';
}

/** One sentence per page over the limit: which page, what it is too like; empty when all pass. */
export function pagesOverLimit(pages: { name: string; page?: TownSimilarity }[]): string[] {
  return pages.flatMap(({ name, page }) =>
    page && verdictOf(page) === 'over'
      ? [t('wizard.score.pageOver', { page: name, tooLike: tooLike(page), limit: percent(page.limit) })]
      : [],
  );
}
