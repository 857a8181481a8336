// A text link: router link for site routes, new tab for outside sites, plain anchor for tel:/mailto:.
// With a `location`, its clicks are tracked as the spec's events (link-clicks.ts, from data-track).
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { isExternal, isInternal } from './links';
import { useLabels } from './labels';

export function SmartLink({ href, children, location, className, onClick }: { href: string; children: ReactNode; location?: string; className?: string; onClick?: () => void }) {
  const labels = useLabels();
  const props = { className, onClick, 'data-track': location };
  if (isInternal(href)) return <RouterLink to={href} {...props}>{children}</RouterLink>;
  if (isExternal(href)) return <a href={href} target="_blank" rel="noopener noreferrer" {...props}>{children}<span className="visually-hidden">{` ${labels.opensInNewTab}`}</span></a>;
  return <a href={href} {...props}>{children}</a>;
}
