// The way to the inbox, under the site's parts: leads are not part of the site, but the office
// manager looks for them in the same column. The badge counts the new ones.
import './leads.css';
import { leadHref } from './leads-api';

export function LeadsNav({ current, newCount }: { current: boolean; newCount: number | undefined }) {
  return (
    <nav className="inbox-nav" aria-label="Inbox">
      <a href={leadHref()} aria-current={current ? 'page' : undefined}>
        Leads{' '}
        {!!newCount && (
          <span className="new-count">
            {newCount}
            <span className="visually-hidden"> new</span>
          </span>
        )}
      </a>
    </nav>
  );
}
