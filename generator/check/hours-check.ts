// Opening hours that are possible: a day's hours lie within that day, so it closes after it opens.
// A closing time at or before the opening time is a slip (8:00 AM – 7:00 AM), never read as hours past
// midnight: those are written as two days (docs/editing.md). The schema checks each time's form.
import type { SiteModel } from '../../schema/generated/site';
import { formatTime } from '../../shared/site/business';
import { siteLocale } from '../../shared/site/locale';
import { catalogue } from '../errors/catalogue';
import type { Problem } from '../errors/problem';

export function hoursProblems(model: SiteModel): Problem[] {
  // The times as the site writes them (its clock), as the editor's week widget shows them.
  const time = (hhmm: string) =>
    formatTime(hhmm, { locale: model.site.locale, hourCycle: siteLocale(model).hourCycle });
  return Object.entries(model.business.hours).flatMap(([day, hours]) =>
    // "HH:MM" on the 24-hour clock (the schema's pattern) orders as text.
    typeof hours === 'object' && hours.closes <= hours.opens
      ? [
          {
            pointer: `/business/hours/${day}/closes`,
            ...catalogue.closesBeforeOpening(time(hours.opens), time(hours.closes), time('23:59'), time('00:00')),
          },
        ]
      : [],
  );
}
