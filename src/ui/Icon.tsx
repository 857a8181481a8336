// Built-in line icons (24px grid, stroke = currentColor). They are drawn once, in icons.svg: a page
// points at symbols in that one hashed, cached file instead of repeating each drawing in its HTML
// (about 1.3 KB gzip a page) and in the browser's script. `?no-inline` keeps Vite from turning the
// small file into a data URL; server and browser bundles resolve it to the same URL.
import type { Icon as SchemaIcon } from '../../schema/generated/site';
import sprite from './icons.svg?no-inline';

/** Icons of the interface itself, beside those site.json may name (the schema's Icon enum). */
export const UI_ICONS = ['chevron', 'menu', 'close', 'mail', 'lock', 'external'] as const;
export type IconName = SchemaIcon | (typeof UI_ICONS)[number];

export function Icon({ name, size = 24, title }: { name: IconName; size?: number; title?: string }) {
  return (
    <svg
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
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
