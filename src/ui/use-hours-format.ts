// How the page being shown writes opening hours (shared/site/business.ts): its language, hour cycle
// and word for closed, from the page chrome.
import type { HoursFormat } from '../../shared/site/business';
import { useChrome } from './page-context';

export function useHoursFormat(): HoursFormat {
  const { locale, hourCycle, labels } = useChrome();
  return { locale, hourCycle, closed: labels.closed };
}
