// Save: first what the change does to the site (pages added, removed, retitled), then the write.
// A draft with problems is not written; a file changed on disk is shown as a difference instead.
import { useEffect, useRef, useState } from 'react';
import type { SaveOutcome, SiteState } from './use-site';
import { AdviceList } from './AdviceList';
import { NearCopyWarning } from './NearCopyWarning';

interface Props {
  site: SiteState;
  onClose: () => void;
}

export function SaveDialog({ site, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [outcome, setOutcome] = useState<SaveOutcome>();
  const [busy, setBusy] = useState(false);
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
    body = <p role="status">Saved to site.json. The version is kept under Versions.</p>;
  } else if (outcome?.kind === 'conflict') {
    body = (
      <>
        <p role="alert">{outcome.message}</p>
        <pre className="difference" tabIndex={0} aria-label="What changed on disk">
          {outcome.difference}
        </pre>
        <p>
          Your changes are kept as a draft. Load the file from disk to continue from it (your draft is then dropped), or
          copy what you need first.
        </p>
      </>
    );
  } else if (!site.dirty) {
    body = <p>There are no changes to save.</p>;
  } else if (problems.length || outcome?.kind === 'invalid') {
    body = (
      <p role="alert">
        Not saved: fix the {problems.length || ''} problem{problems.length === 1 ? '' : 's'} listed above the form
        first. Your changes are kept as a draft and survive a reload.
      </p>
    );
  } else {
    body = (
      <>
        <p>Saving writes only the values you changed into site.json; every other line stays as it is.</p>
        {changes && <ChangeSummary changes={changes} />}
        {!outcome && <NearCopyWarning site={site} onOpen={close} />}
        <AdviceList advice={site.advice} site={site} open />
        {outcome?.kind === 'failed' && <p role="alert">{outcome.message}</p>}
      </>
    );
  }
  const canSave = site.dirty && !problems.length && !outcome;
  return (
    <dialog ref={dialog} className="dialog" aria-labelledby="save-title" onClose={onClose}>
      <h2 id="save-title">Save changes</h2>
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
            Load the file from disk
          </button>
        )}
        <button type="button" onClick={close}>
          {outcome?.kind === 'saved' ? 'Close' : 'Cancel'}
        </button>
        {canSave && (
          <button type="button" className="primary" disabled={busy} onClick={save}>
            {busy ? 'Saving…' : 'Save to site.json'}
          </button>
        )}
      </div>
    </dialog>
  );
}

function ChangeSummary({ changes }: { changes: NonNullable<SiteState['check']>['changes'] & object }) {
  const { added, removed, retitled } = changes;
  if (!added.length && !removed.length && !retitled.length)
    return <p className="summary">No page is added or removed and no title changes.</p>;
  return (
    <ul className="summary">
      {added.map((p) => (
        <li key={`+${p.path}`}>
          <span className="tag added">Added</span> {p.path} “{p.title}”
        </li>
      ))}
      {removed.map((p) => (
        <li key={`-${p.path}`}>
          <span className="tag removed">Removed</span> {p.path} “{p.title}”
        </li>
      ))}
      {retitled.map((p) => (
        <li key={`~${p.path}`}>
          <span className="tag">New title</span> {p.path}: “{p.from}” → “{p.to}”
        </li>
      ))}
    </ul>
  );
}
