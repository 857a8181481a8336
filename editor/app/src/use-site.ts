// The editor's state: the draft model with undo/redo, both kept in localStorage so they survive a reload,
// checked and previewed by the server shortly after every change, and saved on request.
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api, ApiError, type CheckResult, type LoadedSite, type SiteModel } from './api';
import { latestOnly } from './latest-only';
import { setAt } from '../../shared/pointer';
import { useAdvice } from './use-advice';
import { stepsFromStore, stepsToStore, UNDO_KEPT, type StoredSteps } from './undo-store';
import { t } from '../../shared/i18n';
import { withDefaults } from '../../shared/site-defaults';
import { validateAs } from './validator';

/** The loaded site with its schema showing the site's own defaults; its forms validated as the schema came. */
function withSiteDefaults(site: LoadedSite): LoadedSite {
  if (!site.defaults) return site;
  const shown = withDefaults(site.schema, site.defaults);
  validateAs(shown, site.schema);
  return { ...site, schema: shown };
}

const DRAFT_KEY = 'site-editor-draft';
/** Changes to one form within this time are one step of undo (typing a word is not ten steps). */
const COALESCE_MS = 1200;

interface History {
  past: SiteModel[];
  future: SiteModel[];
  lastKey?: string;
  lastAt: number;
}

export type SaveOutcome =
  | { kind: 'saved'; version: string }
  | { kind: 'conflict'; message: string; difference: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed'; message: string };

export function useSite() {
  const [loaded, setLoaded] = useState<LoadedSite>();
  const [saved, setSaved] = useState<SiteModel>();
  const [model, setModel] = useState<SiteModel>();
  const [history, setHistory] = useState<History>({ past: [], future: [], lastAt: 0 });
  const [check, setCheck] = useState<CheckResult>();
  const [previewPath, setPreviewPath] = useState('/');
  const [draftRestored, setDraftRestored] = useState(false);
  const [loadError, setLoadError] = useState<string>();
  const checkSeq = useRef(0);

  const reload = useCallback(async (keepDraft: boolean) => {
    try {
      const site = await api.load().then(withSiteDefaults);
      setLoaded(site);
      if (!site.model) return;
      setSaved(site.model);
      const draft = keepDraft ? readDraft() : undefined;
      const useDraft = !!draft && JSON.stringify(draft.model) !== JSON.stringify(site.model);
      // The undo steps come back with the draft, or alone when nothing was left unsaved on this same file.
      const keepSteps = !!draft && (useDraft || draft.baseHash === site.hash);
      const current = useDraft ? draft!.model : site.model;
      setModel(current);
      setDraftRestored(useDraft);
      if (!keepSteps) localStorage.removeItem(DRAFT_KEY);
      setHistory({ ...(keepSteps ? stepsFromStore(draft!.steps, current) : { past: [], future: [] }), lastAt: 0 });
    } catch (error) {
      setLoadError((error as Error).message);
    }
  }, []);

  useEffect(() => {
    void reload(true);
  }, [reload]);

  const problems = check?.problems;
  const advice = useAdvice(model, !!check && !problems?.length);
  /** What the forms show at their fields: the problems, then the doctor's advice. */
  const notes = useMemo(
    () => [...(problems ?? []), ...advice.map((a) => ({ ...a, advice: true }))],
    [problems, advice],
  );

  const dirty = useMemo(() => !!model && !!saved && JSON.stringify(model) !== JSON.stringify(saved), [model, saved]);

  // Keep the draft and its undo steps on every change, so a reload or a closed tab loses nothing.
  const { past, future } = history;
  useEffect(() => {
    if (!model || !loaded) return;
    if (!dirty && !past.length && !future.length) {
      localStorage.removeItem(DRAFT_KEY);
      return;
    }
    const draft = { baseHash: loaded.hash, model, steps: stepsToStore(past, model, future) };
    try {
      localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    } catch {
      localStorage.setItem(DRAFT_KEY, JSON.stringify({ ...draft, steps: undefined })); // full: the draft matters more than its steps
    }
  }, [model, dirty, loaded, past, future]);

  // Checked and drawn as soon as the server is free (latest-only.ts); an answer for a draft that has
  // changed since is dropped, as the newer draft's follows.
  const requestCheck = useMemo(
    () =>
      latestOnly(async ({ draft, path, hash, seq }: { draft: SiteModel; path: string; hash: string; seq: number }) => {
        const result = await api.check(draft, path, hash);
        if (seq === checkSeq.current) setCheck(result);
      }),
    [],
  );
  useEffect(() => {
    if (!model || !loaded) return;
    requestCheck({ draft: model, path: previewPath, hash: loaded.hash, seq: ++checkSeq.current });
  }, [model, previewPath, loaded, requestCheck]);

  /** Replaces the value at `pointer`; `key` names the form, so its keystrokes coalesce into one undo step. */
  const change = useCallback((pointer: string, value: unknown, key = pointer) => {
    setModel((current) => {
      if (!current) return current;
      const next = setAt(current, pointer, value);
      setHistory((h) => {
        const now = Date.now();
        const coalesce = h.lastKey === key && now - h.lastAt < COALESCE_MS && h.past.length > 0;
        return {
          past: coalesce ? h.past : [...h.past, current].slice(-UNDO_KEPT),
          future: [],
          lastKey: key,
          lastAt: now,
        };
      });
      return next;
    });
  }, []);

  const undo = useCallback(() => {
    if (!history.past.length || !model) return;
    const previous = history.past[history.past.length - 1];
    setHistory({ past: history.past.slice(0, -1), future: [model, ...history.future], lastAt: 0 });
    setModel(previous);
  }, [history, model]);

  const redo = useCallback(() => {
    if (!history.future.length || !model) return;
    const [next, ...rest] = history.future;
    setHistory({ past: [...history.past, model], future: rest, lastAt: 0 });
    setModel(next);
  }, [history, model]);

  const afterWrite = useCallback(async () => {
    localStorage.removeItem(DRAFT_KEY);
    await reload(false);
  }, [reload]);

  const save = useCallback(async (): Promise<SaveOutcome> => {
    if (!model || !loaded) return { kind: 'failed', message: t('app.notLoaded') };
    try {
      const { version, hash } = await api.save(model, loaded.hash);
      localStorage.removeItem(DRAFT_KEY);
      // The whole editor draws again for the saved file (its status, its forms): after "Saved" is shown, not before.
      startTransition(() => {
        setSaved(model);
        setLoaded({ ...loaded, hash });
      });
      return { kind: 'saved', version };
    } catch (error) {
      if (error instanceof ApiError && error.status === 409)
        return { kind: 'conflict', message: error.message, difference: String(error.body.difference) };
      if (error instanceof ApiError && error.status === 422) return { kind: 'invalid', message: error.message };
      return { kind: 'failed', message: (error as Error).message };
    }
  }, [model, loaded]);

  const restore = useCallback(
    async (id: string) => {
      if (!loaded) return;
      await api.restore(id, loaded.hash);
      await afterWrite();
    },
    [loaded, afterWrite],
  );

  const discardDraft = useCallback(() => {
    localStorage.removeItem(DRAFT_KEY);
    void reload(false);
  }, [reload]);

  return {
    loaded,
    saved,
    model,
    check,
    advice,
    notes,
    dirty,
    draftRestored,
    loadError,
    previewPath,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    change,
    undo,
    redo,
    save,
    restore,
    discardDraft,
    setPreviewPath,
    reloadFromDisk: () => afterWrite(),
  };
}

function readDraft(): { baseHash: string; model: SiteModel; steps?: StoredSteps } | undefined {
  try {
    return JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
}

export type SiteState = ReturnType<typeof useSite>;
