// Before publishing: the doctor's near-duplicate check on the saved site.json, with town pages drawn
// in memory by the preview's renderer (editor/server/wizards.ts publishBlockers), so the dialog says
// what would stop a publish before a build of minutes. The build is checked again on the server.
import { useEffect, useState } from 'react';
import { api, type PublishBlocker, type SiteModel } from '../api';

export type BlockersCheck =
  { state: 'checking' } | { state: 'done'; blockers: PublishBlocker[] } | { state: 'failed'; message: string };

export function usePublishBlockers(saved: SiteModel | undefined): BlockersCheck {
  const [check, setCheck] = useState<BlockersCheck>({ state: 'checking' });
  useEffect(() => {
    if (!saved) return;
    let current = true;
    const asking = new AbortController();
    setCheck({ state: 'checking' });
    api
      .publishBlockers(saved, asking.signal)
      .then(({ blockers }) => {
        if (current) setCheck({ state: 'done', blockers });
      })
      .catch((error: Error) => {
        if (current) setCheck({ state: 'failed', message: error.message });
      });
    return () => {
      current = false;
      asking.abort(); // the dialog closed: the server stops drawing pages nobody will see
    };
  }, [saved]);
  return check;
}
