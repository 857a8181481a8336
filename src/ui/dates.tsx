// Dates in the visitor's local format. The server (and the hydration render) print the date in the
// site's language (site.locale); after mount the text switches to the browser's locale.
import { useMounted } from './use-mounted';
import { useChrome } from './page-context';

const longDate: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };

/** A publication date given as YYYY-MM-DD. */
export function LocalDate({ iso }: { iso: string }) {
  const mounted = useMounted();
  const { locale } = useChrome();
  const [y, m, d] = iso.split('-').map(Number);
  const text = mounted
    ? new Date(y, m - 1, d).toLocaleDateString(undefined, longDate)
    : new Date(Date.UTC(y, m - 1, d)).toLocaleDateString(locale, { ...longDate, timeZone: 'UTC' });
  return <time dateTime={iso}>{text}</time>;
}

/**
 * Today's date (the policies' "Last updated" line). The prerendered HTML carries the build date;
 * suppressHydrationWarning accepts that it differs from the visitor's today, and the key change after
 * mount replaces the node so the visitor sees their own date in their own format.
 */
export function TodayDate() {
  const mounted = useMounted();
  const { locale } = useChrome();
  const now = new Date();
  const iso = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  const text = now.toLocaleDateString(mounted ? undefined : locale, longDate);
  return (
    <time key={mounted ? 'local' : 'build'} dateTime={iso} suppressHydrationWarning>
      {text}
    </time>
  );
}
