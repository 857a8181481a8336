// One history of the site, newest first: every save (what it changed, compared field by field,
// restored) and every kept publish (rolled back to, or made live again), with which version the
// editor holds and which one the live site shows.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SiteState } from '../use-site';
import { publishApi } from '../publish/publish-api';
import { HistoryItem } from './HistoryItem';
import { RollBackNotice } from './RollBackNotice';
import type { History } from '../../../shared/api-types';
import { historyApi, when, type PublishEntry } from './history-api';
import './history.css';

interface Props {
  site: SiteState;
  onClose: () => void;
}

export function HistoryDialog({ site, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [history, setHistory] = useState<History>();
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [madeLive, setMadeLive] = useState<PublishEntry>();
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
      if (site.dirty && !window.confirm('Restoring drops your unsaved changes. Restore this version?')) return;
      await site.restore(id);
      setMadeLive(undefined);
      setMessage(
        `The editor now holds the version saved ${when(history!.entries.find((e) => e.id === id)!.at)}. It is saved as a new version, so nothing was lost.`,
      );
    });
  const makeLive = (id: string) =>
    act(async () => {
      await publishApi.activate(id);
      setMadeLive(history!.entries.find((e): e is PublishEntry => e.kind === 'publish' && e.id === id));
    });

  const live = history?.entries.find((e) => e.kind === 'publish' && e.live);
  return (
    <dialog ref={dialog} className="dialog wide history" aria-labelledby="history-title" onClose={onClose}>
      <h2 id="history-title">History</h2>
      <p className="hint">
        Every save and every publish, newest first. Saving changes the site in the editor; publishing puts the saved
        version on the live site.
      </p>
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
      {history?.changedOutside && (
        <p className="notice">
          site.json was changed outside the editor since its last save (in a text editor, or by a git pull); that change
          is not in this list until it is saved here.
        </p>
      )}
      {!history ? (
        !message && <p>Loading the history…</p>
      ) : !history.entries.length ? (
        <p>Nothing yet: each save and each publish is listed here.</p>
      ) : (
        <ol className="timeline" aria-label="Saves and publishes, newest first">
          {history.entries.map((entry) => (
            <HistoryItem
              key={`${entry.kind}-${entry.id}`}
              entry={entry}
              busy={busy}
              olderThanLive={!live || entry.at < live.at}
              onRestore={(id) => void restore(id)}
              onMakeLive={(id) => void makeLive(id)}
            />
          ))}
        </ol>
      )}
      {!!history?.olderSaves && (
        <p className="hint">
          And {history.olderSaves} older save{history.olderSaves === 1 ? '' : 's'}, kept in the versions folder beside
          site.json.
        </p>
      )}
      <div className="dialog-actions">
        <button type="button" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </div>
    </dialog>
  );
}
