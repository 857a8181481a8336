// The Lucide icons the layout draws (header, menus, footer, mobile bar, with the buttons of
// ui/ButtonLink.tsx), for the site's icon sprite (generator/assets/icons.ts). tests/unit/ui/icons.test.ts
// reads the layout's code and fails when one it draws is missing here.
import type { Business } from '../../../shared/site/site-types';

export function layoutIcons(business: Pick<Business, 'social'>): string[] {
  return [
    'phone',
    'mail',
    'clock',
    'map-pin',
    'chevron-down',
    'menu',
    'x',
    // The social link (other than Facebook's own "f") and the mobile menu's "Follow us".
    ...(business.social ? ['external-link'] : []),
  ];
}
