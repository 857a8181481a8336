// The kept builds, newest first: which one is live, when it was built and from which saved version
// of site.json; any other one can be made live again (Roll back, or forward after one), once she has
// been told what the live site will show (ConfirmLiveSwitch).
import { useState } from 'react';
import type { KeptBuild } from '../../../shared/api-types';
import { currentLanguage, t } from '../../../shared/i18n';
import { useTranslation } from '../i18n';
import { ConfirmLiveSwitch } from '../history/ConfirmLiveSwitch';

const when = (iso: string) =>
  new Date(iso).toLocaleString(currentLanguage(), { dateStyle: 'medium', timeStyle: 'medium' });

/** When the version a build was made from was saved: a saved version's id is its time (with dashes for colons) and its hash. */
function versionTime(build: KeptBuild): string | undefined {
  const stamp = /^(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)-(\d{3})Z/.exec(build.version ?? '');
  return stamp ? `${stamp[1]}T${stamp[2]}:${stamp[3]}:${stamp[4]}.${stamp[5]}Z` : undefined;
}

function versionLabel(build: KeptBuild): string {
  const at = versionTime(build);
  return at
    ? t('publish.builds.savedAt', { at: when(at) })
    : t('publish.builds.siteHash', { hash: build.siteHash.slice(0, 8) });
}

interface Props {
  builds: KeptBuild[];
  busy: boolean;
  onActivate: (id: string) => void;
}

export function BuildList({ builds, busy, onActivate }: Props) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<number>();
  if (!builds.length) return <p className="hint">{t('publish.builds.none')}</p>;
  const live = builds.findIndex((b) => b.live);
  const chosen = asking === undefined ? undefined : builds[asking];
  return (
    <>
      {chosen && (
        <ConfirmLiveSwitch
          key={chosen.id}
          target={{ id: chosen.id, builtAt: chosen.builtAt, version: chosen.version, versionAt: versionTime(chosen) }}
          liveVersion={builds[live]?.version}
          rollBack={live === -1 || asking! > live}
          onCancel={() => setAsking(undefined)}
          onConfirm={() => {
            setAsking(undefined);
            onActivate(chosen.id);
          }}
        />
      )}
      <table className="versions builds">
        <thead>
          <tr>
            <th scope="col">{t('publish.builds.built')}</th>
            <th scope="col">{t('publish.builds.from')}</th>
            <th scope="col">{t('publish.builds.pages')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('publish.builds.state')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {builds.map((b, i) => (
            <tr key={b.id} className={b.live ? 'live' : undefined}>
              <td>{when(b.builtAt)}</td>
              <td>{versionLabel(b)}</td>
              <td>{b.routes.toLocaleString(currentLanguage())}</td>
              <td>
                <div className="row-actions">
                  {b.live ? (
                    <span className="tag added">{t('publish.builds.live')}</span>
                  ) : (
                    <button
                      type="button"
                      disabled={busy}
                      onClick={() => setAsking(i)}
                      aria-label={t(
                        live === -1 || i > live ? 'publish.builds.rollBackLabel' : 'publish.builds.makeLiveLabel',
                        {
                          at: when(b.builtAt),
                        },
                      )}
                    >
                      {live === -1 || i > live ? t('publish.builds.rollBack') : t('publish.builds.makeLive')}
                    </button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
