// After the live site is switched to a kept build: what the live site shows now, what the editor still
// holds (the next Publish would ship that again), and a button to restore the build's version in the
// editor too, so both show the same.
import { useState } from 'react';
import type { History } from '../../../shared/api-types';
import { when, type PublishEntry } from './history-api';
import { useTranslation } from '../i18n';

interface Props {
  build: PublishEntry;
  history: History;
  dirty: boolean;
  restore: (version: string) => Promise<void>;
}

export function RollBackNotice({ build, history, dirty, restore }: Props) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ restored?: boolean; busy?: boolean; error?: string }>({});
  const shows = build.versionAt
    ? t('rollBack.version', { at: when(build.versionAt) })
    : t('rollBack.build', { at: when(build.at) });
  // Versions are named by their time and content hash: a restored version holds the same content under a new name.
  const holdsSame = !!build.version && build.version.slice(-8) === history.current?.slice(-8);
  const held = history.entries.find((e) => e.kind === 'save' && e.id === history.current);
  const heldIs = held && build.versionAt ? (held.at > build.versionAt ? 'newer' : 'older') : 'other';

  const restoreInEditor = async () => {
    if (!build.version) return;
    if (dirty && !window.confirm(t('rollBack.confirm'))) return;
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
        <p>{t('rollBack.bothShow', { shows })}</p>
      </div>
    );
  return (
    <div className="rollback-notice" role="status">
      <p>
        <strong>{t('rollBack.liveShows', { shows })}</strong>{' '}
        {holdsSame ? t('rollBack.same') : t(`rollBack.holds.${heldIs}`)}
      </p>
      {!holdsSame &&
        (build.version ? (
          <button type="button" disabled={state.busy} onClick={() => void restoreInEditor()}>
            {t('rollBack.restoreToo', { shows })}
          </button>
        ) : (
          <p className="hint">{t('rollBack.gone')}</p>
        ))}
      {state.error && (
        <p role="alert" className="problems">
          {state.error}
        </p>
      )}
    </div>
  );
}
