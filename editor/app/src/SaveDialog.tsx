// Save: first what the change does to the site (pages added, removed, retitled), then the write.
// A draft with problems is not written; a file changed on disk is shown as a difference instead.
// Write first, check after: Publish's near-copy check and the doctor's advice run beside the save and
// never hold it up; their answers show when they come, before or after "Saved".
import { useEffect, useRef, useState } from 'react';
import type { SaveOutcome, SiteState } from './use-site';
import { AdviceList } from './AdviceList';
import { NearCopyWarning } from './NearCopyWarning';
import { usePublishBlockers } from './publish/use-publish-blockers';
import { useTranslation } from './i18n';

interface Props {
  site: SiteState;
  onClose: () => void;
}

export function SaveDialog({ site, onClose }: Props) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [outcome, setOutcome] = useState<SaveOutcome>();
  const [busy, setBusy] = useState(false);
  // The draft as the dialog opened on it, checked as Publish would check it; kept after the save, so its answer still shows.
  const [draft] = useState(() => (site.dirty ? site.model : undefined));
  const nearCopy = usePublishBlockers(draft);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  const problems = site.check?.problems ?? [];
  const changes = site.check?.changes;
  const close = () => dialog.current?.close();

  const save = async () => {
    setBusy(true);
    setOutcome(await site.save());
    setBusy(false);
  };

  let body;
  if (outcome?.kind === 'saved') {
    body = (
      <>
        <p role="status">{t('save.saved')}</p>
        <NearCopyWarning check={nearCopy} site={site} saved onOpen={close} />
        <AdviceList advice={site.advice} site={site} open />
      </>
    );
  } else if (outcome?.kind === 'conflict') {
    body = (
      <>
        <p role="alert">{outcome.message}</p>
        <pre className="difference" tabIndex={0} aria-label={t('save.differenceLabel')}>
          {outcome.difference}
        </pre>
        <p>{t('save.conflictHelp')}</p>
      </>
    );
  } else if (!site.dirty) {
    body = <p>{t('save.nothing')}</p>;
  } else if (problems.length || outcome?.kind === 'invalid') {
    body = (
      <p role="alert">
        {problems.length ? t('save.fixProblems', { count: problems.length }) : t('save.fixTheProblems')}
      </p>
    );
  } else {
    body = (
      <>
        <p>{t('save.explain')}</p>
        {changes && <ChangeSummary changes={changes} />}
        <NearCopyWarning check={nearCopy} site={site} saved={false} onOpen={close} />
        <AdviceList advice={site.advice} site={site} open />
        {outcome?.kind === 'failed' && <p role="alert">{outcome.message}</p>}
      </>
    );
  }
  const canSave = site.dirty && !problems.length && !outcome;
  return (
    <dialog ref={dialog} className="dialog" aria-labelledby="save-title" onClose={onClose}>
      <h2 id="save-title">{t('save.title')}</h2>
      {body}
      <div className="dialog-actions">
        {outcome?.kind === 'conflict' && (
          <button
            type="button"
            onClick={async () => {
              await site.reloadFromDisk();
              close();
            }}
          >
            {t('save.loadFromDisk')}
          </button>
        )}
        <button type="button" onClick={close}>
          {outcome?.kind === 'saved' ? t('common.close') : t('common.cancel')}
        </button>
        {canSave && (
          <button type="button" className="primary" disabled={busy} onClick={save}>
            {busy ? t('save.saving') : t('save.button')}
          </button>
        )}
      </div>
    </dialog>
  );
}

function ChangeSummary({ changes }: { changes: NonNullable<SiteState['check']>['changes'] & object }) {
  const { t } = useTranslation();
  const { added, removed, retitled } = changes;
  if (!added.length && !removed.length && !retitled.length) return <p className="summary">{t('save.noPageChanges')}</p>;
  return (
    <ul className="summary">
      {added.map((p) => (
        <li key={`+${p.path}`}>
          <span className="tag added">{t('save.added')}</span> {t('save.pageNamed', { path: p.path, title: p.title })}
        </li>
      ))}
      {removed.map((p) => (
        <li key={`-${p.path}`}>
          <span className="tag removed">{t('save.removed')}</span>{' '}
          {t('save.pageNamed', { path: p.path, title: p.title })}
        </li>
      ))}
      {retitled.map((p) => (
        <li key={`~${p.path}`}>
          <span className="tag">{t('save.newTitle')}</span>{' '}
          {t('save.retitled', { path: p.path, from: p.from, to: p.to })}
        </li>
      ))}
    </ul>
  );
}
