// A navigation link: site routes get NavLink, which marks the page being shown with aria-current="page";
// anything else (an outside page, tel:, mailto:) is a SmartLink.
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { isInternal } from '../../ui/links';
import { SmartLink } from '../../ui/SmartLink';

export function NavItemLink({ href, children, className, onClick }: {
  href: string; children: ReactNode; className?: string; onClick?: () => void;
}) {
  if (!isInternal(href)) return <SmartLink href={href} className={className} onClick={onClick}>{children}</SmartLink>;
  // `end`: /services is the current page only on /services itself, not on /services/mowing.
  return <NavLink to={href} end className={className} onClick={onClick}>{children}</NavLink>;
}
