// The doctor's advice on the draft (editor/server/advice.ts). Drawing every page takes seconds, so it
// is asked for once typing pauses and the draft has no problems, one request at a time; the newest
// draft is checked when the one before is done.
import { useEffect, useMemo, useState } from 'react';
import { api, type Advice, type SiteModel } from './api';
import { latestOnly } from './latest-only';

/** Wait this long after the last change: advice is not needed per keystroke. */
const ADVICE_DELAY_MS = 1500;

export function useAdvice(model: SiteModel | undefined, valid: boolean): Advice[] {
  const [advice, setAdvice] = useState<Advice[]>([]);
  // Advice is a help, not a gate: after a failed request the last advice stays.
  const ask = useMemo(() => latestOnly(async (draft: SiteModel) => setAdvice((await api.advice(draft)).advice)), []);

  useEffect(() => {
    if (!model || !valid) return;
    const timer = setTimeout(() => ask(model), ADVICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [model, valid, ask]);

  return advice;
}
