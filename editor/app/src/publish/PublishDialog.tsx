// Publish: builds the saved site.json and switches the live site to it, showing each stage, the
// pages written and the doctor's findings; below, the kept builds with Roll back. Town pages that are
// near copies stop a publish: they are listed before trying (checked on opening) and after.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RJSFSchema } from '@rjsf/utils';
import type { PublishBlocker, SiteModel } from '../api';
import { publishApi, type PublishOverview } from './publish-api';
import { PublishProgress } from './PublishProgress';
import { Findings } from './Findings';
import { BuildList } from './BuildList';
import { PublishBlockers } from './PublishBlockers';
import { usePublishBlockers } from './use-publish-blockers';
import './publish.css';

interface Props { dirty: boolean; saved: SiteModel | undefined; schema: RJSFSchema; onClose: () => void }

const pagesOf = (blockers: PublishBlocker[]) => JSON.stringify(blockers.map((b) => b.message).sort());

/** Only when the event stream fails (a proxy that buffers it, say): ask for the state this often. */
const POLL_MS = 400;

export function PublishDialog({ dirty, saved, schema, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [overview, setOverview] = useState<PublishOverview>();
  const [message, setMessage] = useState<string>();
  const [switching, setSwitching] = useState(false);
  // Only the newest call's answer is shown: the overview asked for on opening may come back after the
  // answer to Publish, on a busy server, and must not put the dialog back to before the publish.
  const calls = useRef(0);
  const run = useCallback(async (call: () => Promise<PublishOverview>) => {
    const mine = ++calls.current;
    try {
      const answer = await call();
      if (mine === calls.current) { setOverview(answer); setMessage(undefined); }
    } catch (error) { if (mine === calls.current) setMessage((error as Error).message); }
  }, []);
  useEffect(() => { dialog.current?.showModal(); void run(publishApi.overview); }, [run]);

  const publish = overview?.publish;
  const running = publish?.status === 'running';
  // While it runs, the server tells each stage and page as it happens (Server-Sent Events).
  useEffect(() => {
    if (!running) return;
    const events = new EventSource(publishApi.eventsUrl);
    let timer: ReturnType<typeof setInterval> | undefined;
    events.onmessage = (event) => { setOverview(JSON.parse(event.data as string) as PublishOverview); };
    events.onerror = () => { events.close(); timer ??= setInterval(() => void run(publishApi.overview), POLL_MS); };
    return () => { events.close(); clearInterval(timer); };
  }, [running, run]);

  const activate = async (id: string) => {
    setSwitching(true);
    await run(() => publishApi.activate(id));
    setSwitching(false);
  };
  const precheck = usePublishBlockers(saved);
  const close = () => dialog.current?.close();
  // The last publish's own list stands for the saved file's when they name the same pages.
  const shownAfter = publish?.status === 'failed' && publish.blockers?.length ? publish.blockers : undefined;
  const shownBefore = precheck.state === 'done' && precheck.blockers.length && !(shownAfter && pagesOf(shownAfter) === pagesOf(precheck.blockers)) ? precheck.blockers : undefined;
  const blocked = dirty ? 'You have unsaved changes. Publish builds the saved site.json: save first to include them.' : running ? 'A publish is running.' : undefined;

  return (
    <dialog ref={dialog} className="dialog wide" aria-labelledby="publish-title" onClose={onClose}>
      <h2 id="publish-title">Publish the site</h2>
      <p className="hint">Builds the saved site.json and switches the live site to it once every page is built. If anything fails, the live site stays as it is.</p>
      {blocked && <p id="publish-blocked" className="notice">{blocked}</p>}
      <section className="precheck" aria-labelledby="precheck-title" aria-busy={precheck.state === 'checking'}>
        <h3 id="precheck-title" className="visually-hidden">Near-copy check of the saved site.json</h3>
        {precheck.state === 'checking' && <p className="hint" role="status">Checking the saved site.json’s town pages for near copies…</p>}
        {precheck.state === 'failed' && <p className="hint" role="status">The town pages could not be checked before publishing. {precheck.message} The build is checked all the same.</p>}
        {precheck.state === 'done' && !precheck.blockers.length && <p className="doctor-clean" role="status">✓ No town page is a near copy of another or of its template.</p>}
        {shownBefore && (
          <div className="blocked-pages" role="status">
            <p><strong>Publishing will stop, and the live site stay as it is, until {shownBefore.length === 1 ? 'this town page has' : 'these town pages have'} text of {shownBefore.length === 1 ? 'its' : 'their'} own:</strong> search engines treat near copies as doorway pages.</p>
            <PublishBlockers blockers={shownBefore} model={saved} schema={schema} onOpen={close} />
          </div>
        )}
      </section>
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
            {shownAfter && <PublishBlockers blockers={shownAfter} model={saved} schema={schema} onOpen={close} />}
          </div>
        )}
      </div>
      <h3>Builds</h3>
      {overview ? <BuildList builds={overview.builds} busy={switching} onActivate={activate} /> : <p>Loading…</p>}
      <div className="dialog-actions"><button type="button" onClick={close}>Close</button></div>
    </dialog>
  );
}
