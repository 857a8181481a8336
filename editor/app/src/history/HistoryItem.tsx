// One line of the history: a save or a publish, said in words, with what can be done with it.
import { useState } from 'react';
import { ChangeList } from './ChangeList';
import type { ChangeDescription, HistoryEntry } from '../../../shared/api-types';
import { historyApi, when } from './history-api';
import { useTranslation } from '../i18n';

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
  const { t } = useTranslation();
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
          {entry.kind === 'publish' ? t('history.published') : t('history.saved')}
        </span>
        <time dateTime={entry.at}>{at}</time>
        {entry.live && <span className="tag added">{t('history.liveNow')}</span>}
        {entry.kind === 'save' && entry.current && <span className="tag">{t('history.inEditor')}</span>}
      </div>
      <p className="history-summary">
        {entry.kind === 'save' && entry.restoredAt
          ? t('describe.restored', { at: when(entry.restoredAt) })
          : entry.summary}
      </p>
      {entry.kind === 'publish' && (
        <p className="hint">
          {entry.versionAt
            ? entry.versionSummary
              ? t('history.madeFromSummary', { at: when(entry.versionAt), summary: entry.versionSummary })
              : t('history.madeFrom', { at: when(entry.versionAt) })
            : t('history.madeFromGone')}
        </p>
      )}
      <div className="row-actions">
        {entry.kind === 'save' && !entry.oldest && (
          <button
            type="button"
            aria-expanded={shown?.against === 'previous'}
            onClick={() => void show('previous')}
            aria-label={t('history.whatChangedLabel', { at })}
          >
            {t('history.whatChanged')}
          </button>
        )}
        {entry.kind === 'save' && !entry.current && (
          <button
            type="button"
            aria-expanded={shown?.against === 'current'}
            onClick={() => void show('current')}
            aria-label={t('history.compareLabel', { at })}
          >
            {t('history.compare')}
          </button>
        )}
        {entry.kind === 'save' && !entry.current && (
          <button
            type="button"
            disabled={busy}
            onClick={() => onRestore(entry.id)}
            aria-label={t('history.restoreLabel', { at })}
          >
            {t('history.restore')}
          </button>
        )}
        {entry.kind === 'publish' && !entry.live && (
          <button
            type="button"
            disabled={busy}
            onClick={() => onMakeLive(entry.id)}
            aria-label={t(olderThanLive ? 'history.rollBackLabel' : 'history.makeLiveLabel', { at })}
          >
            {olderThanLive ? t('history.rollBack') : t('history.makeLive')}
          </button>
        )}
      </div>
      {shown && (
        <div className="history-changes">
          <h4>{shown.against === 'previous' ? t('history.saveChanged') : t('history.restoreWouldChange')}</h4>
          {shown.error ? (
            <p role="alert" className="problems">
              {shown.error}
            </p>
          ) : shown.description ? (
            <ChangeList
              description={shown.description}
              label={shown.against === 'previous' ? t('history.changesOf', { at }) : t('history.differencesTo', { at })}
            />
          ) : (
            <p className="hint">{t('history.reading')}</p>
          )}
        </div>
      )}
    </li>
  );
}
