// One history of the site, newest first: every save (what it changed, compared field by field,
// restored) and every kept publish (rolled back to, or made live again), with which version the
// editor holds and which one the live site shows.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SiteState } from '../use-site';
import { publishApi } from '../publish/publish-api';
import { HistoryItem } from './HistoryItem';
import { RollBackNotice } from './RollBackNotice';
import { ConfirmLiveSwitch } from './ConfirmLiveSwitch';
import type { History } from '../../../shared/api-types';
import { historyApi, when, type PublishEntry } from './history-api';
import './history.css';
import { useTranslation } from '../i18n';

interface Props {
  site: SiteState;
  onClose: () => void;
}

export function HistoryDialog({ site, onClose }: Props) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [history, setHistory] = useState<History>();
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [madeLive, setMadeLive] = useState<PublishEntry>();
  /** The publish she asked to make live, while she is asked first what that does. */
  const [asking, setAsking] = useState<PublishEntry>();
  const load = useCallback(async () => {
    try {
      setHistory(await historyApi.load());
    } catch (error) {
      setMessage((error as Error).message);
    }
  }, []);
  useEffect(() => {
    dialog.current?.showModal();
    void load();
  }, [load]);

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    setMessage(undefined);
    try {
      await work();
    } catch (error) {
      setMessage((error as Error).message);
    }
    await load();
    setBusy(false);
  };
  const restore = (id: string) =>
    act(async () => {
      if (site.dirty && !window.confirm(t('history.confirmRestore'))) return;
      await site.restore(id);
      setMadeLive(undefined);
      setMessage(t('history.restored', { at: when(history!.entries.find((e) => e.id === id)!.at) }));
    });
  const makeLive = (id: string) =>
    act(async () => {
      await publishApi.activate(id);
      setMadeLive(history!.entries.find((e): e is PublishEntry => e.kind === 'publish' && e.id === id));
    });

  const live = history?.entries.find((e): e is PublishEntry => e.kind === 'publish' && e.live);
  return (
    <dialog ref={dialog} className="dialog wide history" aria-labelledby="history-title" onClose={onClose}>
      <h2 id="history-title">{t('history.title')}</h2>
      <p className="hint">{t('history.intro')}</p>
      {message && (
        <p role="status" className="history-message">
          {message}
        </p>
      )}
      {madeLive && history && (
        <RollBackNotice
          key={madeLive.id}
          build={madeLive}
          history={history}
          dirty={site.dirty}
          restore={async (version) => {
            await site.restore(version);
            await load();
          }}
        />
      )}
      {history?.changedOutside && <p className="notice">{t('history.changedOutside')}</p>}
      {!history ? (
        !message && <p>{t('history.loading')}</p>
      ) : !history.entries.length ? (
        <p>{t('history.none')}</p>
      ) : (
        <ol className="timeline" aria-label={t('history.timeline')}>
          {history.entries.map((entry) => (
            <HistoryItem
              key={`${entry.kind}-${entry.id}`}
              entry={entry}
              busy={busy}
              olderThanLive={!live || entry.at < live.at}
              onRestore={(id) => void restore(id)}
              onMakeLive={(id) =>
                setAsking(history.entries.find((e): e is PublishEntry => e.kind === 'publish' && e.id === id))
              }
            />
          ))}
        </ol>
      )}
      {!!history?.olderSaves && <p className="hint">{t('history.olderSaves', { count: history.olderSaves })}</p>}
      {asking && (
        <ConfirmLiveSwitch
          key={asking.id}
          target={{ id: asking.id, builtAt: asking.at, version: asking.version, versionAt: asking.versionAt }}
          liveVersion={live?.version}
          rollBack={!live || asking.at < live.at}
          onCancel={() => setAsking(undefined)}
          onConfirm={() => {
            setAsking(undefined);
            void makeLive(asking.id);
          }}
        />
      )}
      <div className="dialog-actions">
        <button type="button" onClick={() => dialog.current?.close()}>
          {t('common.close')}
        </button>
      </div>
    </dialog>
  );
}
