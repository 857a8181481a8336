// The current year for the copyright line. The prerendered HTML carries the build year; after mount the
// key change replaces the node, so a page built last December still shows this year (same as TodayDate).
import { useMounted } from '../../ui/use-mounted';

export function CurrentYear() {
  const mounted = useMounted();
  return (
    <span key={mounted ? 'now' : 'build'} suppressHydrationWarning>
      {new Date().getFullYear()}
    </span>
  );
}
