// After the live site is switched to a kept build: what the live site shows now, what the editor still
// holds (the next Publish would ship that again), and a button to restore the build's version in the
// editor too, so both show the same.
import { useState } from 'react';
import type { History } from '../../../shared/api-types';
import { when, type PublishEntry } from './history-api';

interface Props {
  build: PublishEntry;
  history: History;
  dirty: boolean;
  restore: (version: string) => Promise<void>;
}

export function RollBackNotice({ build, history, dirty, restore }: Props) {
  const [state, setState] = useState<{ restored?: boolean; busy?: boolean; error?: string }>({});
  const shows = build.versionAt ? `the version of ${when(build.versionAt)}` : `the build of ${when(build.at)}`;
  // Versions are named by their time and content hash: a restored version holds the same content under a new name.
  const holdsSame = !!build.version && build.version.slice(-8) === history.current?.slice(-8);
  const held = history.entries.find((e) => e.kind === 'save' && e.id === history.current);
  const heldIs = held && build.versionAt ? (held.at > build.versionAt ? 'newer' : 'older') : 'other';

  const restoreInEditor = async () => {
    if (!build.version) return;
    if (dirty && !window.confirm('Restoring drops your unsaved changes. Restore this version in the editor?')) return;
    setState({ busy: true });
    try {
      await restore(build.version);
      setState({ restored: true });
    } catch (error) {
      setState({ error: (error as Error).message });
    }
  };

  if (state.restored)
    return (
      <div className="rollback-notice" role="status">
        <p>The live site and the editor now both show {shows}. It is saved as a new version, so nothing was lost.</p>
      </div>
    );
  return (
    <div className="rollback-notice" role="status">
      <p>
        <strong>The live site now shows {shows}.</strong>{' '}
        {holdsSame
          ? 'The editor holds the same version.'
          : `The editor still holds your ${heldIs} saved version; the next Publish would put it live again.`}
      </p>
      {!holdsSame &&
        (build.version ? (
          <button type="button" disabled={state.busy} onClick={() => void restoreInEditor()}>
            Restore {shows} in the editor too
          </button>
        ) : (
          <p className="hint">
            The version this build was made from is no longer kept, so it cannot be put back in the editor.
          </p>
        ))}
      {state.error && (
        <p role="alert" className="problems">
          {state.error}
        </p>
      )}
    </div>
  );
}
