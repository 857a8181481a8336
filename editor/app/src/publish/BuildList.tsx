// The kept builds, newest first: which one is live, when it was built and from which saved version
// of site.json; any other one can be made live again (Roll back, or forward after one).
import type { KeptBuild } from '../../../shared/api-types';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** A saved version's id is its time (with dashes for colons) and its hash. */
function versionLabel(build: KeptBuild): string {
  const stamp = /^(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)-(\d{3})Z/.exec(build.version ?? '');
  return stamp
    ? `saved ${when(`${stamp[1]}T${stamp[2]}:${stamp[3]}:${stamp[4]}.${stamp[5]}Z`)}`
    : `site.json ${build.siteHash.slice(0, 8)}`;
}

interface Props {
  builds: KeptBuild[];
  busy: boolean;
  onActivate: (id: string) => void;
}

export function BuildList({ builds, busy, onActivate }: Props) {
  if (!builds.length) return <p className="hint">No builds yet: each publish keeps one, the last five stay.</p>;
  const live = builds.findIndex((b) => b.live);
  return (
    <table className="versions builds">
      <thead>
        <tr>
          <th scope="col">Built</th>
          <th scope="col">From</th>
          <th scope="col">Pages</th>
          <th scope="col">
            <span className="visually-hidden">State</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {builds.map((b, i) => (
          <tr key={b.id} className={b.live ? 'live' : undefined}>
            <td>{when(b.builtAt)}</td>
            <td>{versionLabel(b)}</td>
            <td>{b.routes.toLocaleString('en-US')}</td>
            <td>
              <div className="row-actions">
                {b.live ? (
                  <span className="tag added">Live</span>
                ) : (
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => onActivate(b.id)}
                    aria-label={`${live === -1 || i > live ? 'Roll back to' : 'Make live'} the build of ${when(b.builtAt)}`}
                  >
                    {live === -1 || i > live ? 'Roll back' : 'Make live'}
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
