// The doctor's advice on the draft (editor/server/advice.ts). Drawing every page takes seconds, so it
// is asked for once typing pauses and the draft has no problems, one request at a time; the newest
// draft is checked when the one before is done.
import { useEffect, useRef, useState } from 'react';
import { api, type Advice, type SiteModel } from './api';

/** Wait this long after the last change: advice is not needed per keystroke. */
const ADVICE_DELAY_MS = 1500;

export function useAdvice(model: SiteModel | undefined, valid: boolean): Advice[] {
  const [advice, setAdvice] = useState<Advice[]>([]);
  const running = useRef(false);
  const next = useRef<SiteModel>(undefined);

  useEffect(() => {
    if (!model || !valid) return;
    const ask = async (draft: SiteModel) => {
      if (running.current) { next.current = draft; return; }
      running.current = true;
      try { setAdvice((await api.advice(draft)).advice); } catch { /* advice is a help, not a gate: keep the last */ }
      running.current = false;
      const waiting = next.current;
      next.current = undefined;
      if (waiting) void ask(waiting);
    };
    const timer = setTimeout(() => void ask(model), ADVICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [model, valid]);

  return advice;
}
