// One line of the history: a save or a publish, said in words, with what can be done with it.
import { useState } from 'react';
import { ChangeList } from './ChangeList';
import type { ChangeDescription, HistoryEntry } from '../../../shared/api-types';
import { historyApi, when } from './history-api';

interface Props {
  entry: HistoryEntry;
  /** The live build is newer than this one (its button rolls back) or older (it makes this live). */
  olderThanLive: boolean;
  busy: boolean;
  onRestore: (id: string) => void;
  onMakeLive: (id: string) => void;
}

type Shown = { against: 'previous' | 'current'; description?: ChangeDescription; error?: string };

export function HistoryItem({ entry, olderThanLive, busy, onRestore, onMakeLive }: Props) {
  const [shown, setShown] = useState<Shown>();
  const at = when(entry.at);
  const show = async (against: Shown['against']) => {
    if (shown?.against === against) {
      setShown(undefined);
      return;
    }
    setShown({ against });
    try {
      setShown({ against, description: await historyApi.changes(entry.id, against) });
    } catch (error) {
      setShown({ against, error: (error as Error).message });
    }
  };

  return (
    <li className={`history-item ${entry.kind}${entry.live ? ' live' : ''}`}>
      <div className="history-line">
        <span className={`tag ${entry.kind === 'publish' ? 'added' : ''}`}>
          {entry.kind === 'publish' ? 'Published' : 'Saved'}
        </span>
        <time dateTime={entry.at}>{at}</time>
        {entry.live && <span className="tag added">Live now</span>}
        {entry.kind === 'save' && entry.current && <span className="tag">In the editor</span>}
      </div>
      <p className="history-summary">{entry.summary}</p>
      {entry.kind === 'publish' && (
        <p className="hint">
          {entry.versionAt
            ? `Made from the version saved ${when(entry.versionAt)}${entry.versionSummary ? `: ${entry.versionSummary}` : ''}`
            : 'Made from a version of site.json that is no longer kept.'}
        </p>
      )}
      <div className="row-actions">
        {entry.kind === 'save' && !entry.oldest && (
          <button
            type="button"
            aria-expanded={shown?.against === 'previous'}
            onClick={() => void show('previous')}
            aria-label={`What changed in the save of ${at}`}
          >
            What changed
          </button>
        )}
        {entry.kind === 'save' && !entry.current && (
          <button
            type="button"
            aria-expanded={shown?.against === 'current'}
            onClick={() => void show('current')}
            aria-label={`Compare with now: the save of ${at}`}
          >
            Compare with now
          </button>
        )}
        {entry.kind === 'save' && !entry.current && (
          <button
            type="button"
            disabled={busy}
            onClick={() => onRestore(entry.id)}
            aria-label={`Restore the save of ${at} in the editor`}
          >
            Restore
          </button>
        )}
        {entry.kind === 'publish' && !entry.live && (
          <button
            type="button"
            disabled={busy}
            onClick={() => onMakeLive(entry.id)}
            aria-label={`${olderThanLive ? 'Roll back the live site to this' : 'Make this live again'}: the publish of ${at}`}
          >
            {olderThanLive ? 'Roll back the live site to this' : 'Make this live again'}
          </button>
        )}
      </div>
      {shown && (
        <div className="history-changes">
          <h4>
            {shown.against === 'previous'
              ? 'What this save changed'
              : 'What restoring it would change in the editor now'}
          </h4>
          {shown.error ? (
            <p role="alert" className="problems">
              {shown.error}
            </p>
          ) : shown.description ? (
            <ChangeList
              description={shown.description}
              label={
                shown.against === 'previous'
                  ? `Changes of the save of ${at}`
                  : `Differences from the editor now to the save of ${at}`
              }
            />
          ) : (
            <p className="hint">Reading…</p>
          )}
        </div>
      )}
    </li>
  );
}
