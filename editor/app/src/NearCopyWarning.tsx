// The Save dialog's word before Publish would refuse: the draft's town pages checked as Publish
// checks them (use-publish-blockers.ts), each too-similar page with what it is too like and a link
// to where its own text is written. Saving stays possible; publishing would not be.
import type { SiteState } from './use-site';
import { usePublishBlockers } from './publish/use-publish-blockers';
import { PublishBlockers } from './publish/PublishBlockers';
import './wizards/wizards.css';

export function NearCopyWarning({ site, onOpen }: { site: SiteState; onOpen: () => void }) {
  const check = usePublishBlockers(site.model);
  if (check.state === 'checking')
    return (
      <p className="hint" role="status">
        Checking whether Publish would accept these pages…
      </p>
    );
  if (check.state === 'failed')
    return (
      <p className="hint" role="status">
        Whether Publish would accept these pages could not be checked ({check.message}); Publish checks them again.
      </p>
    );
  if (!check.blockers.length)
    return (
      <p className="hint" role="status">
        Publish would accept these pages: none is a near copy.
      </p>
    );
  const pages = new Set(check.blockers.map((b) => b.page)).size;
  return (
    <div className="near-copy-warning" role="alert">
      <p>
        <strong>
          You can save, but Publish would refuse: {pages} town page{pages === 1 ? ' is' : 's are'} too like another
          page.
        </strong>{' '}
        Write {pages === 1 ? 'its' : 'their'} own text first:
      </p>
      <PublishBlockers blockers={check.blockers} model={site.model} schema={site.loaded!.schema} onOpen={onOpen} />
    </div>
  );
}
