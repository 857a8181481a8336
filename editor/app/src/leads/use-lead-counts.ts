// How many leads are new: for the Leads link and the start page. Read on load, after every change
// made in the inbox, and each minute (the site's server adds leads meanwhile).
import { useEffect, useState } from 'react';
import { LEADS_CHANGED, leadsApi, type LeadCounts } from './leads-api';

const EVERY_MINUTE = 60_000;

export function useLeadCounts(): LeadCounts | undefined {
  const [counts, setCounts] = useState<LeadCounts>();
  useEffect(() => {
    let live = true;
    // Unreadable counts (database down) show nothing here; the inbox itself says why.
    const read = () => {
      leadsApi.counts().then(
        (c) => {
          if (live) setCounts(c);
        },
        () => undefined,
      );
    };
    read();
    const timer = setInterval(read, EVERY_MINUTE);
    window.addEventListener(LEADS_CHANGED, read);
    return () => {
      live = false;
      clearInterval(timer);
      window.removeEventListener(LEADS_CHANGED, read);
    };
  }, []);
  return counts;
}
