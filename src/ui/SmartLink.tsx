// A text link: router link for site routes, new tab for outside sites, plain anchor for tel:/mailto:.
// With a `location`, its clicks are tracked as the spec's events (link-clicks.ts, from data-track).
import type { ReactNode } from 'react';
import { RouteLink } from './route-links';
import { isExternal, isInternal } from './links';
import { useLabels } from './labels';

export function SmartLink({
  href,
  children,
  location,
  className,
  onClick,
}: {
  href: string;
  children: ReactNode;
  location?: string;
  className?: string;
  onClick?: () => void;
}) {
  const labels = useLabels();
  const props = { className, onClick, 'data-track': location };
  if (isInternal(href))
    return (
      <RouteLink to={href} {...props}>
        {children}
      </RouteLink>
    );
  if (isExternal(href))
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
        {children}
        <span className="visually-hidden">{` ${labels.opensInNewTab}`}</span>
      </a>
    );
  return (
    <a href={href} {...props}>
      {children}
    </a>
  );
}
