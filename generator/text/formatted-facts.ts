// Texts the components format from site.json's facts (the address, opening hours, weekday names,
// dates, reviewers' initials), each with the pointer of the fact it comes from.
import type { SiteModel } from '../../schema/generated/site';
import type { PageLabels } from '../../shared/site/contact-form';
import { formatAddress, formatHours, groupHours, weekdays } from '../../shared/site/business';
import { addressLayout } from '../../shared/site/address-format';
import { initials } from '../../shared/site/initials';
import { siteLocale } from '../../shared/site/locale';
import { withRegionCode } from '../../shared/site/country';

export interface FormattedFact {
  text: string;
  pointer: string;
}

const longDate: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };

export function formattedFacts(model: SiteModel, labels: PageLabels): FormattedFact[] {
  const format = { locale: model.site.locale, hourCycle: siteLocale(model).hourCycle, closed: labels.closed };
  const hours = (text: string) => ({ text, pointer: '/business/hours' });
  return [
    {
      text: formatAddress(
        withRegionCode(model.business.address, model.site.locale),
        addressLayout(model.business.address.country),
      ),
      pointer: '/business/address',
    },
    ...groupHours(model.business.hours, format)
      .flatMap((g) => [g.days, g.hours, `${g.days}: ${g.hours}`])
      .map(hours),
    ...weekdays(model.site.locale).map((d) => hours(d.name)),
    ...Object.values(model.business.hours).map((h) => hours(formatHours(h, format))),
    ...model.collections.posts.map((p, i) => ({
      text: new Date(`${p.date}T12:00:00`).toLocaleDateString(model.site.locale, longDate),
      pointer: `/collections/posts/${i}/date`,
    })),
    // Today's date (the policies' "Last updated" line) is the build's, not a fact of site.json.
    { text: new Date().toLocaleDateString(model.site.locale, longDate), pointer: '' },
    ...model.collections.testimonials.map((t, i) => ({
      text: initials(t.name),
      pointer: `/collections/testimonials/${i}/name`,
    })),
  ];
}
