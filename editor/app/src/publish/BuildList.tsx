// The kept builds, newest first: which one is live, when it was built and from which saved version
// of site.json; any other one can be made live again (Roll back, or forward after one).
import type { KeptBuild } from '../../../shared/api-types';
import { currentLanguage, t } from '../../../shared/i18n';
import { useTranslation } from '../i18n';

const when = (iso: string) =>
  new Date(iso).toLocaleString(currentLanguage(), { dateStyle: 'medium', timeStyle: 'medium' });

/** A saved version's id is its time (with dashes for colons) and its hash. */
function versionLabel(build: KeptBuild): string {
  const stamp = /^(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)-(\d{3})Z/.exec(build.version ?? '');
  return stamp
    ? t('publish.builds.savedAt', { at: when(`${stamp[1]}T${stamp[2]}:${stamp[3]}:${stamp[4]}.${stamp[5]}Z`) })
    : t('publish.builds.siteHash', { hash: build.siteHash.slice(0, 8) });
}

interface Props {
  builds: KeptBuild[];
  busy: boolean;
  onActivate: (id: string) => void;
}

export function BuildList({ builds, busy, onActivate }: Props) {
  const { t } = useTranslation();
  if (!builds.length) return <p className="hint">{t('publish.builds.none')}</p>;
  const live = builds.findIndex((b) => b.live);
  return (
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
                    onClick={() => onActivate(b.id)}
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
  );
}
