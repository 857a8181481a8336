// A text link: router link for site routes, new tab for outside sites, plain anchor for tel:/mailto:.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { isExternal, isInternal } from './links';
import { trackLinkClick } from '../analytics';

export function SmartLink({ href, children, location, className, onClick }: { href: string; children: ReactNode; location?: string; className?: string; onClick?: () => void }) {
  const handle = () => { if (location) trackLinkClick(href, typeof children === 'string' ? children : href, location); onClick?.(); };
  if (isInternal(href)) return <RouterLink to={href} className={className} onClick={handle}>{children}</RouterLink>;
  if (isExternal(href)) return <a href={href} className={className} target="_blank" rel="noopener noreferrer" onClick={handle}>{children}<span className="visually-hidden"> (opens in a new tab)</span></a>;
  return <a href={href} className={className} onClick={handle}>{children}</a>;
}
