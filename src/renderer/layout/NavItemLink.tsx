// A navigation link: site routes get React Router's NavLink (route-links.tsx), which marks the page being shown with aria-current="page";
// anything else (an outside page, tel:, mailto:) is a SmartLink.
import type { ReactNode } from 'react';
import { RouteNavLink } from '../../ui/route-links';
import { isInternal } from '../../ui/links';
import { SmartLink } from '../../ui/SmartLink';

export function NavItemLink({
  href,
  children,
  className,
  onClick,
}: {
  href: string;
  children: ReactNode;
  className?: string;
  onClick?: () => void;
}) {
  if (!isInternal(href))
    return (
      <SmartLink href={href} className={className} onClick={onClick}>
        {children}
      </SmartLink>
    );
  // `end`: /services is the current page only on /services itself, not on /services/mowing.
  return (
    <RouteNavLink to={href} end className={className} onClick={onClick}>
      {children}
    </RouteNavLink>
  );
}
