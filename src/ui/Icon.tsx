// Line icons from Lucide (lucide.dev/icons), by their Lucide names: the engine's own ("phone",
// "chevron-down", "x") and those site.json names ("leaf", "zap"). They are drawn once, in the site's
// sprite (generator/assets/icons.ts: a hashed, cached file holding just the icons the site uses, made by the
// build): a page points at symbols in that one file instead of repeating each drawing in its HTML and in
// the browser's script. Decorative unless given a title: hidden from screen readers, never focusable.
import { useContext } from 'react';
import { PageContext } from './page-context';

/** A Lucide icon's name, in small letters and hyphens ("shield-check"); the build checks site.json's against the set. */
type IconName = string;

export function Icon({ name, size = 24, title }: { name: IconName; size?: number; title?: string }) {
  // The sprite's address is in the site's chrome; outside a page (a unit test of one piece) there is none.
  const sprite = useContext(PageContext)?.chrome.icons ?? '';
  return (
    <svg
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      focusable="false"
    >
      {title && <title>{title}</title>}
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
