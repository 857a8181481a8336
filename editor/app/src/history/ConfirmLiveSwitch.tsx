// Asked before the live site switches to another kept publish (Roll back, or Make live again), from
// History or from the Publish dialog's list: what visitors will see (the version's date) and what
// changes on the live site compared with now, field by field (History's compare, from the live
// publish's version to this one's). Nothing switches until she says so.
import { useEffect, useRef, useState } from 'react';
import type { ChangeDescription } from '../../../shared/api-types';
import { ChangeList } from './ChangeList';
import { historyApi, when } from './history-api';
import { useTranslation } from '../i18n';

/** A kept publish: when it was built, and the saved version it was made from (id and time) when still kept. */
interface SwitchTarget {
  id: string;
  builtAt: string;
  version?: string;
  versionAt?: string;
}

interface Props {
  target: SwitchTarget;
  /** The saved version the live site shows now, when known. */
  liveVersion?: string;
  /** Older than the live publish: a roll back (else making a newer one live again). */
  rollBack: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Versions are named by their time and content hash: two names with one hash hold the same site. */
const sameContent = (a: string, b: string) => a.slice(-8) === b.slice(-8);

export function ConfirmLiveSwitch({ target, liveVersion, rollBack, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const comparable = !!target.version && !!liveVersion && !sameContent(target.version, liveVersion);
  const [changes, setChanges] = useState<{ description?: ChangeDescription; error?: string }>({});
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  useEffect(() => {
    if (!comparable) return;
    historyApi.changesFrom(target.version!, liveVersion!).then(
      (description) => setChanges({ description }),
      (error: Error) => setChanges({ error: error.message }),
    );
  }, [comparable, target.version, liveVersion]);

  const versionAt = target.versionAt && when(target.versionAt);
  return (
    <dialog
      ref={dialog}
      className="dialog confirm-live-switch"
      aria-labelledby="confirm-live-switch-title"
      // React passes a dialog's close on to the dialogs around it (History, Publish): this one's is its own.
      onClose={(event) => {
        event.stopPropagation();
        onCancel();
      }}
    >
      <h2 id="confirm-live-switch-title">
        {rollBack ? t('rollBackConfirm.rollBackTitle') : t('rollBackConfirm.makeLiveTitle')}
      </h2>
      <p>
        {versionAt
          ? t('rollBackConfirm.version', { at: versionAt, built: when(target.builtAt) })
          : t('rollBackConfirm.build', { built: when(target.builtAt) })}
      </p>
      <h3>{t('rollBackConfirm.changesTitle')}</h3>
      {!target.version || !liveVersion ? (
        <p className="hint">{t('rollBackConfirm.unknown')}</p>
      ) : !comparable ? (
        <p className="hint">{t('rollBackConfirm.sameAsLive')}</p>
      ) : changes.error ? (
        <p role="alert" className="problems">
          {changes.error}
        </p>
      ) : changes.description ? (
        <ChangeList
          description={changes.description}
          label={t('rollBackConfirm.changesLabel', { at: versionAt ?? when(target.builtAt) })}
        />
      ) : (
        <p className="hint">{t('history.reading')}</p>
      )}
      <p className="hint">{t('rollBackConfirm.editorStays')}</p>
      <div className="dialog-actions">
        <button type="button" onClick={() => dialog.current?.close()}>
          {t('common.cancel')}
        </button>
        <button type="button" className="primary" onClick={onConfirm}>
          {rollBack ? t('rollBackConfirm.rollBack') : t('rollBackConfirm.makeLive')}
        </button>
      </div>
    </dialog>
  );
}
