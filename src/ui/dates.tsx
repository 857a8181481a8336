// A post's date in the page's language (site.locale), never the visitor's browser language: a German
// page says "2. April 2026" in any browser, and the browser writes what the server wrote, so the
// blocks that show one need no script. (Today's date, which does change in the browser: TodayDate.tsx.)
import { useChrome } from './page-context';

const longDate: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };

/** A publication date given as YYYY-MM-DD. */
export function LocalDate({ iso }: { iso: string }) {
  const { locale } = useChrome();
  const [y, m, d] = iso.split('-').map(Number);
  const text = new Date(Date.UTC(y, m - 1, d)).toLocaleDateString(locale, { ...longDate, timeZone: 'UTC' });
  return <time dateTime={iso}>{text}</time>;
}
