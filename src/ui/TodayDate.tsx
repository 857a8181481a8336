// Today's date (the policies' "Last updated" line), in the page's language (site.locale), never the
// visitor's browser language.
import { useMounted } from './use-mounted';
import { useChrome } from './page-context';

const longDate: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };

/**
 * The prerendered HTML carries the build date; suppressHydrationWarning accepts that it differs from
 * the visitor's today, and the key change after mount replaces the node so the visitor sees their own day.
 */
export function TodayDate() {
  const mounted = useMounted();
  const { locale } = useChrome();
  const now = new Date();
  const iso = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  const text = now.toLocaleDateString(locale, longDate);
  return (
    <time key={mounted ? 'local' : 'build'} dateTime={iso} suppressHydrationWarning>
      {text}
    </time>
  );
}
