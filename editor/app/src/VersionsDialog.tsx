// Every saved version of site.json: compare one with the file as it is, or put it back.
import { useEffect, useRef, useState } from 'react';
import { api, type VersionInfo } from './api';
import type { SiteState } from './use-site';

interface Props { site: SiteState; onClose: () => void }

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

export function VersionsDialog({ site, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [versions, setVersions] = useState<VersionInfo[]>();
  const [compared, setCompared] = useState<{ id: string; difference: string }>();
  const [message, setMessage] = useState<string>();
  useEffect(() => {
    dialog.current?.showModal();
    api.versions().then((r) => setVersions(r.versions)).catch((e: Error) => setMessage(e.message));
  }, []);

  const compare = async (id: string) => setCompared({ id, difference: (await api.versionDifference(id)).difference });
  const restore = async (id: string) => {
    if (site.dirty && !window.confirm('Restoring drops your unsaved changes. Restore this version?')) return;
    try {
      await site.restore(id);
      setMessage(`Restored the version of ${when(versions!.find((v) => v.id === id)!.savedAt)}. It is saved as a new version.`);
      setVersions((await api.versions()).versions);
    } catch (error) {
      setMessage((error as Error).message);
    }
  };

  return (
    <dialog ref={dialog} className="dialog wide" aria-labelledby="versions-title" onClose={onClose}>
      <h2 id="versions-title">Versions</h2>
      {message && <p role="status">{message}</p>}
      {!versions ? <p>Loading…</p> : !versions.length ? <p>No versions yet: each save keeps one.</p> : (
        <table className="versions">
          <thead><tr><th scope="col">Saved</th><th scope="col">Size</th><th scope="col"><span className="visually-hidden">Actions</span></th></tr></thead>
          <tbody>
            {versions.map((v, i) => (
              <tr key={v.id}>
                <td>{when(v.savedAt)}{i === versions.length - 1 ? ' (before the first save)' : ''}</td>
                <td>{Math.round(v.bytes / 1024)} KB</td>
                <td className="row-actions">
                  <button type="button" onClick={() => compare(v.id)} aria-label={`Compare the version of ${when(v.savedAt)}`}>Compare</button>
                  <button type="button" onClick={() => restore(v.id)} aria-label={`Restore the version of ${when(v.savedAt)}`}>Restore</button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {compared && (
        <>
          <h3>From site.json now to that version</h3>
          <pre className="difference" tabIndex={0} aria-label="Difference">{compared.difference.split('\n').slice(4).join('\n') || 'No difference.'}</pre>
        </>
      )}
      <div className="dialog-actions"><button type="button" onClick={() => dialog.current?.close()}>Close</button></div>
    </dialog>
  );
}
