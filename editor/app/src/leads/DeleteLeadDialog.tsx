// Deleting a lead is final (a deletion request): the dialog names the person and says so.
import { useEffect, useRef, useState } from 'react';
import { fullName, leadsApi, type Lead } from './leads-api';
import { useTranslation } from '../i18n';

interface Props {
  lead: Lead;
  onDeleted: () => void;
  onClose: () => void;
}

export function DeleteLeadDialog({ lead, onDeleted, onClose }: Props) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  const name = fullName(lead);

  const remove = async () => {
    setBusy(true);
    try {
      await leadsApi.remove(lead.id);
      dialog.current?.close();
      onDeleted();
    } catch (e) {
      setError((e as Error).message);
      setBusy(false);
    }
  };

  return (
    <dialog ref={dialog} className="dialog" aria-labelledby="delete-lead-title" onClose={onClose}>
      <h2 id="delete-lead-title">{t('leads.delete.title', { name })}</h2>
      <p>{t('leads.delete.words', { name })}</p>
      <p className="hint">{t('leads.delete.copyFirst')}</p>
      {error && (
        <p role="alert" className="problems">
          {error}
        </p>
      )}
      <div className="dialog-actions">
        <button type="button" autoFocus onClick={() => dialog.current?.close()}>
          {t('common.cancel')}
        </button>
        <button type="button" className="danger-solid" disabled={busy} onClick={remove}>
          {busy ? t('leads.delete.deleting') : t('leads.delete.button', { name })}
        </button>
      </div>
    </dialog>
  );
}
