// Asks before the draft restored from last time is thrown away: it is work that exists nowhere else.
import { useEffect, useRef } from 'react';
import { useTranslation } from './i18n';

export function DiscardDraftDialog({ onDiscard, onClose }: { onDiscard: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby="discard-title"
      aria-describedby="discard-words"
      onClose={onClose}
    >
      <h2 id="discard-title">{t('discard.title')}</h2>
      <p id="discard-words">{t('discard.words')}</p>
      <div className="dialog-actions">
        <button type="button" autoFocus onClick={() => dialog.current?.close()}>
          {t('discard.keep')}
        </button>
        <button
          type="button"
          className="danger"
          onClick={() => {
            onDiscard();
            dialog.current?.close();
          }}
        >
          {t('discard.throwAway')}
        </button>
      </div>
    </dialog>
  );
}
