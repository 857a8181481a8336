// On the editor's start page: "3 new leads", linking to the inbox. Nothing when there are none.
import { leadHref } from './leads-api';

export function NewLeadsNotice({ newCount }: { newCount: number | undefined }) {
  if (!newCount) return null;
  return (
    <p className="new-leads">
      <span className="new-leads-mark" aria-hidden="true">
        ✉
      </span>
      <a href={leadHref()}>
        {newCount} new lead{newCount === 1 ? '' : 's'}
      </a>
      <span className="new-leads-hint">from the contact form, waiting for an answer</span>
    </p>
  );
}
