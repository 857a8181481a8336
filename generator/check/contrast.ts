// The contrast check of site.json's theme: each unreadable pair of the resolved palette
// (shared/site/palette.ts) is a problem at the theme property to change.
import type { SiteModel } from '../../schema/generated/site';
import { unreadablePairs } from '../../shared/site/palette';
import { catalogue } from '../errors/catalogue';
import type { Problem } from '../errors/problem';

export function contrastProblems(theme: SiteModel['theme']): Problem[] {
  return unreadablePairs(theme).map(({ text, on, where, ratio, change }) => ({
    pointer: `/theme${change in theme ? `/${change}` : ''}`,
    ...catalogue.lowContrast(text, on, where, ratio, change),
  }));
}
