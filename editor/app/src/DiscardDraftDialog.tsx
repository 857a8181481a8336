// Asks before the draft restored from last time is thrown away: it is work that exists nowhere else.
import { useEffect, useRef } from 'react';

export function DiscardDraftDialog({ onDiscard, onClose }: { onDiscard: () => void; onClose: () => void }) {
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
      <h2 id="discard-title">Throw away your unsaved changes?</h2>
      <p id="discard-words">
        The changes you made since the last save are removed from this browser, and the editor shows site.json as it was
        last saved. This cannot be undone.
      </p>
      <div className="dialog-actions">
        <button type="button" autoFocus onClick={() => dialog.current?.close()}>
          Keep my changes
        </button>
        <button
          type="button"
          className="danger"
          onClick={() => {
            onDiscard();
            dialog.current?.close();
          }}
        >
          Throw them away
        </button>
      </div>
    </dialog>
  );
}
