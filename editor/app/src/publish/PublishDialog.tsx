// Publish: builds the saved site.json and switches the live site to it, showing each stage, the
// pages written and the doctor's findings; below, the kept builds with Roll back. Town pages that are
// near copies stop a publish: they are listed before trying (checked on opening) and after. Only the
// publish started here (or one running) is shown: an old outcome would read as this one's.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RJSFSchema } from '@rjsf/utils';
import type { History, PublishOverview } from '../../../shared/api-types';
import type { PublishBlocker, SiteModel } from '../api';
import { publishApi } from './publish-api';
import { PublishProgress } from './PublishProgress';
import { Findings } from './Findings';
import { BuildList } from './BuildList';
import { PublishBlockers } from './PublishBlockers';
import { usePublishBlockers } from './use-publish-blockers';
import { RollBackNotice } from '../history/RollBackNotice';
import { historyApi, when, type PublishEntry } from '../history/history-api';
import './publish.css';
import { Trans, useTranslation } from '../i18n';
import { currentLanguage } from '../../../shared/i18n';

interface Props {
  dirty: boolean;
  saved: SiteModel | undefined;
  schema: RJSFSchema;
  restore: (version: string) => Promise<void>;
  onClose: () => void;
}

const pagesOf = (blockers: PublishBlocker[]) => JSON.stringify(blockers.map((b) => b.message).sort());

/** Only when the event stream fails (a proxy that buffers it, say): ask for the state this often. */
const POLL_MS = 400;

export function PublishDialog({ dirty, saved, schema, restore, onClose }: Props) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [overview, setOverview] = useState<PublishOverview>();
  const [message, setMessage] = useState<string>();
  const [switching, setSwitching] = useState(false);
  /** When the publish started from this dialog began: its outcome is shown, no earlier one. */
  const [startedAt, setStartedAt] = useState<string>();
  const [madeLive, setMadeLive] = useState<{ build: PublishEntry; history: History }>();
  // Only the newest call's answer is shown: the overview asked for on opening may come back after the
  // answer to Publish, on a busy server, and must not put the dialog back to before the publish.
  const calls = useRef(0);
  const run = useCallback(async (call: () => Promise<PublishOverview>) => {
    const mine = ++calls.current;
    try {
      const answer = await call();
      if (mine === calls.current) {
        setOverview(answer);
        setMessage(undefined);
      }
    } catch (error) {
      if (mine === calls.current) setMessage((error as Error).message);
    }
  }, []);
  useEffect(() => {
    dialog.current?.showModal();
    void run(publishApi.overview);
  }, [run]);

  const last = overview?.publish;
  const running = last?.status === 'running';
  const publish = running || (last && last.startedAt === startedAt) ? last : undefined;
  // While it runs, the server tells each stage and page as it happens (Server-Sent Events).
  useEffect(() => {
    if (!running) return;
    const events = new EventSource(publishApi.eventsUrl);
    let timer: ReturnType<typeof setInterval> | undefined;
    events.onmessage = (event) => {
      setOverview(JSON.parse(event.data as string) as PublishOverview);
    };
    events.onerror = () => {
      events.close();
      timer ??= setInterval(() => void run(publishApi.overview), POLL_MS);
    };
    return () => {
      events.close();
      clearInterval(timer);
    };
  }, [running, run]);

  const activate = async (id: string) => {
    setSwitching(true);
    setMadeLive(undefined);
    await run(() => publishApi.activate(id));
    // What the live site shows now and what the editor still holds, said beside the list.
    const history = await historyApi.load().catch(() => undefined);
    const build = history?.entries.find((e): e is PublishEntry => e.kind === 'publish' && e.id === id && e.live);
    if (history && build) setMadeLive({ build, history });
    setSwitching(false);
  };
  const start = () =>
    run(async () => {
      const answer = await publishApi.publish();
      setStartedAt(answer.publish?.startedAt);
      setMadeLive(undefined);
      return answer;
    });
  const precheck = usePublishBlockers(saved);
  const close = () => dialog.current?.close();
  // The last publish's own list stands for the saved file's when they name the same pages.
  const shownAfter = publish?.status === 'failed' && publish.blockers?.length ? publish.blockers : undefined;
  const shownBefore =
    precheck.state === 'done' &&
    precheck.blockers.length &&
    !(shownAfter && pagesOf(shownAfter) === pagesOf(precheck.blockers))
      ? precheck.blockers
      : undefined;
  const blocked = dirty ? t('publish.unsaved') : running ? t('publish.running') : undefined;

  return (
    <dialog ref={dialog} className="dialog wide" aria-labelledby="publish-title" onClose={onClose}>
      <h2 id="publish-title">{t('publish.title')}</h2>
      <p className="hint">{t('publish.intro')}</p>
      {blocked && (
        <p id="publish-blocked" className="notice">
          {blocked}
        </p>
      )}
      <section className="precheck" aria-labelledby="precheck-title" aria-busy={precheck.state === 'checking'}>
        <h3 id="precheck-title" className="visually-hidden">
          {t('publish.precheck.title')}
        </h3>
        {precheck.state === 'checking' && (
          <p className="hint" role="status">
            {t('publish.precheck.checking')}
          </p>
        )}
        {precheck.state === 'failed' && (
          <p className="hint" role="status">
            {t('publish.precheck.failed', { error: precheck.message })}
          </p>
        )}
        {precheck.state === 'done' && !precheck.blockers.length && (
          <p className="doctor-clean" role="status">
            {t('publish.precheck.clean')}
          </p>
        )}
        {shownBefore && (
          <div className="blocked-pages" role="status">
            <p>
              <Trans
                i18nKey="publish.precheck.blocked"
                count={shownBefore.length}
                components={{ strong: <strong /> }}
              />
            </p>
            <PublishBlockers blockers={shownBefore} model={saved} schema={schema} onOpen={close} />
          </div>
        )}
      </section>
      <div className="publish-run">
        <button
          type="button"
          className="primary"
          aria-disabled={blocked ? 'true' : undefined}
          aria-describedby={blocked ? 'publish-blocked' : undefined}
          onClick={() => {
            if (!blocked) void start();
          }}
        >
          {running ? t('publish.publishing') : t('publish.button')}
        </button>
      </div>
      <div>
        {message && (
          <p role="alert" className="problems">
            {message}
          </p>
        )}
        {publish && publish.status !== 'unchanged' && <PublishProgress state={publish} />}
        {publish?.status === 'unchanged' && (
          <p role="status" className="published">
            {t('publish.alreadyLive', { at: when(publish.sameAs!.builtAt) })}{' '}
            <a href={overview!.publicUrl} target="_blank" rel="noreferrer">
              {t('publish.viewSite')}
            </a>
          </p>
        )}
        {publish?.status === 'published' && (
          <>
            <p role="status" className="published">
              {t('publish.published', {
                seconds: Math.round((publish.ms ?? 0) / 1000),
                at: new Date(publish.startedAt).toLocaleTimeString(currentLanguage()),
              })}{' '}
              —{' '}
              <a href={overview!.publicUrl} target="_blank" rel="noreferrer">
                {t('publish.viewTheSite')}
              </a>
            </p>
            {publish.sameAs && (
              <p className="hint">{t('publish.sameAsBefore', { at: when(publish.sameAs.builtAt) })}</p>
            )}
            {publish.findings && <Findings findings={publish.findings} />}
          </>
        )}
        {publish?.status === 'failed' && (
          <div role="alert" className="problems">
            <p>{publish.error}</p>
            {publish.problems && (
              <ul>
                {publish.problems.map((p, i) => (
                  <li key={i}>
                    <code>{p.pointer}</code> {p.message} {p.hint}
                  </li>
                ))}
              </ul>
            )}
            {shownAfter && <PublishBlockers blockers={shownAfter} model={saved} schema={schema} onOpen={close} />}
          </div>
        )}
      </div>
      <h3>{t('publish.builds.title')}</h3>
      {madeLive && (
        <RollBackNotice
          key={madeLive.build.id}
          build={madeLive.build}
          history={madeLive.history}
          dirty={dirty}
          restore={restore}
        />
      )}
      {overview ? (
        <BuildList builds={overview.builds} busy={switching} onActivate={activate} />
      ) : (
        <p>{t('publish.loading')}</p>
      )}
      <div className="dialog-actions">
        <button type="button" onClick={close}>
          {t('common.close')}
        </button>
      </div>
    </dialog>
  );
}
