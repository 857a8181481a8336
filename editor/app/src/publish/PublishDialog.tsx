// Publish: builds the saved site.json and switches the live site to it, showing each stage, the
// pages written and the doctor's findings; below, the kept builds with Roll back.
import { useCallback, useEffect, useRef, useState } from 'react';
import { publishApi, type PublishOverview } from './publish-api';
import { PublishProgress } from './PublishProgress';
import { Findings } from './Findings';
import { BuildList } from './BuildList';
import './publish.css';

interface Props { dirty: boolean; onClose: () => void }

const POLL_MS = 400;

export function PublishDialog({ dirty, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [overview, setOverview] = useState<PublishOverview>();
  const [message, setMessage] = useState<string>();
  const [switching, setSwitching] = useState(false);
  const run = useCallback(async (call: () => Promise<PublishOverview>) => {
    try { setOverview(await call()); setMessage(undefined); } catch (error) { setMessage((error as Error).message); }
  }, []);
  useEffect(() => { dialog.current?.showModal(); void run(publishApi.overview); }, [run]);

  const publish = overview?.publish;
  const running = publish?.status === 'running';
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => void run(publishApi.overview), POLL_MS);
    return () => clearInterval(timer);
  }, [running, run]);

  const activate = async (id: string) => {
    setSwitching(true);
    await run(() => publishApi.activate(id));
    setSwitching(false);
  };
  const blocked = dirty ? 'You have unsaved changes. Publish builds the saved site.json: save first to include them.' : running ? 'A publish is running.' : undefined;

  return (
    <dialog ref={dialog} className="dialog wide" aria-labelledby="publish-title" onClose={onClose}>
      <h2 id="publish-title">Publish the site</h2>
      <p className="hint">Builds the saved site.json and switches the live site to it once every page is built. If anything fails, the live site stays as it is.</p>
      {blocked && <p id="publish-blocked" className="notice">{blocked}</p>}
      <div className="publish-run">
        <button type="button" className="primary" aria-disabled={blocked ? 'true' : undefined} aria-describedby={blocked ? 'publish-blocked' : undefined}
          onClick={() => { if (!blocked) void run(publishApi.publish); }}>
          {running ? 'Publishing…' : 'Publish the saved site.json'}
        </button>
      </div>
      <div>
        {message && <p role="alert" className="problems">{message}</p>}
        {publish && <PublishProgress state={publish} />}
        {publish?.status === 'published' && (
          <>
            <p role="status" className="published">Published in {Math.round((publish.ms ?? 0) / 1000)} s, started at {new Date(publish.startedAt).toLocaleTimeString()} — <a href={overview!.publicUrl} target="_blank" rel="noreferrer">view the site</a></p>
            {publish.findings && <Findings findings={publish.findings} />}
          </>
        )}
        {publish?.status === 'failed' && (
          <div role="alert" className="problems">
            <p>{publish.error}</p>
            {publish.problems && <ul>{publish.problems.map((p, i) => <li key={i}><code>{p.pointer}</code> {p.message} {p.hint}</li>)}</ul>}
          </div>
        )}
      </div>
      <h3>Builds</h3>
      {overview ? <BuildList builds={overview.builds} busy={switching} onActivate={activate} /> : <p>Loading…</p>}
      <div className="dialog-actions"><button type="button" onClick={() => dialog.current?.close()}>Close</button></div>
    </dialog>
  );
}
