// A wizard in progress kept in localStorage, per site and per wizard, so closing the browser in the
// middle loses nothing: offered again when the wizard opens, removed when it ends or is thrown away.
import { useCallback, useEffect, useState } from 'react';
import type { SiteModel } from '../api';

/** The site's own name and address tell two sites' drafts apart in one browser. */
export function draftKey(model: SiteModel, wizard: string): string {
  const site = model.site as { name?: string; origin?: string } | undefined;
  return `site-editor-wizard:${wizard}:${site?.origin ?? ''}:${site?.name ?? ''}`;
}

function readWizardDraft<T>(key: string): T | undefined {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * The wizard's whole state, written on every change. `offer` is a kept draft not yet taken up: the
 * wizard asks whether to continue it (`resume`) or start again (`startOver`).
 */
export function useWizardDraft<T extends object>(key: string, initial: () => T, worthKeeping: (state: T) => boolean) {
  const [offer, setOffer] = useState<T | undefined>(() => readWizardDraft<T>(key));
  const [state, setState] = useState<T>(initial);
  useEffect(() => {
    if (offer) return; // nothing is written over a kept draft before she decides
    if (worthKeeping(state)) localStorage.setItem(key, JSON.stringify(state));
  }, [key, state, offer, worthKeeping]);
  const resume = useCallback(() => {
    if (offer) setState({ ...initial(), ...offer });
    setOffer(undefined);
  }, [offer, initial]);
  const startOver = useCallback(() => {
    localStorage.removeItem(key);
    setOffer(undefined);
  }, [key]);
  const forget = useCallback(() => localStorage.removeItem(key), [key]);
  const update = useCallback((change: Partial<T>) => setState((s) => ({ ...s, ...change })), []);
  return { state, update, offer, resume, startOver, forget };
}
