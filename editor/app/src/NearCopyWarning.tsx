// The Save dialog's word before Publish would refuse: the draft's pages checked as Publish checks
// them (use-publish-blockers.ts), each too-similar page with what it is too like, each sentence copied
// from another service or town with whose it is and what to write, and a link to where to write it.
// Saving stays possible and never waits for it: its answer shows when it comes, before or after "Saved".
import type { SiteState } from './use-site';
import type { BlockersCheck } from './publish/use-publish-blockers';
import { PublishBlockers } from './publish/PublishBlockers';
import './wizards/wizards.css';
import { useTranslation } from './i18n';

interface Props {
  check: BlockersCheck;
  site: SiteState;
  /** The draft is saved already: the refusal is worded for the saved pages. */
  saved: boolean;
  onOpen: () => void;
}

export function NearCopyWarning({ check, site, saved, onOpen }: Props) {
  const { t } = useTranslation();
  if (check.state === 'checking')
    return (
      <p className="hint" role="status">
        {t('nearCopy.checking')}
      </p>
    );
  if (check.state === 'failed')
    return (
      <p className="hint" role="status">
        {t('nearCopy.failed', { error: check.message })}
      </p>
    );
  if (!check.blockers.length)
    return (
      <p className="hint" role="status">
        {t('nearCopy.none')}
      </p>
    );
  const pages = new Set(check.blockers.map((b) => b.page)).size;
  const copied = check.blockers.some((b) => b.check === 'copied-sentences');
  const refusal = saved
    ? t(copied ? 'nearCopy.savedRefuseCopies' : 'nearCopy.savedRefuse', { count: pages })
    : t(copied ? 'nearCopy.refuseCopies' : 'nearCopy.refuse', { count: pages });
  return (
    <div className="near-copy-warning" role="alert">
      <p>
        <strong>{refusal}</strong> {t('nearCopy.writeOwn', { count: pages })}
      </p>
      <PublishBlockers blockers={check.blockers} model={site.model} schema={site.loaded!.schema} onOpen={onOpen} />
    </div>
  );
}
