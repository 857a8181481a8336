// Built-in line icons (24px grid, stroke = currentColor). Names are the schema's Icon enum.
import type { Icon as IconName } from '../../../schema/generated/site';

const paths: Record<IconName | 'chevron' | 'menu' | 'close' | 'mail' | 'lock' | 'external', string> = {
  shield: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3z M8.5 12l2.5 2.5 4.5-5',
  award: 'M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12z M8.2 13.9 7 22l5-3 5 3-1.2-8.1',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M12 7v5l3 2',
  leaf: 'M5 19c0-8 5-13 15-14-1 10-6 15-14 15 M5 19l8-8',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M2 21c0-4 3-6 7-6s7 2 7 6 M16 3.5a4 4 0 0 1 0 7.5 M22 21c0-3-1.6-5-4.5-5.7',
  phone: 'M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z',
  tree: 'M12 22v-6 M12 2l6 8h-3l4 6H5l4-6H6l6-8z',
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9L12 3z',
  heart: 'M12 20s-8-4.8-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.2 12 20 12 20z',
  calendar: 'M4 6h16v15H4z M4 10h16 M8 3v5 M16 3v5',
  truck: 'M2 6h12v10H2z M14 10h4l3 3v3h-7 M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z M17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  droplet: 'M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11z',
  snowflake: 'M12 2v20 M4.9 7l14.2 10 M4.9 17 19.1 7 M9 4l3 2 3-2 M9 20l3-2 3 2',
  'map-pin': 'M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12z M12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  check: 'M4 12.5l5 5L20 6.5',
  sparkles: 'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8L12 3z M19 16l.8 2.2L22 19l-2.2.8L19 22l-.8-2.2L16 19l2.2-.8L19 16z',
  home: 'M3 11l9-7 9 7 M5 9.5V20h14V9.5 M10 20v-6h4v6',
  tools: 'M14.7 6.3a4 4 0 0 0 5 5L21 13l-8 8-3-3 8-8-1.3-1.3a4 4 0 0 0-5-5l2.3 2.3-2 2-2.3-2.3 M3 21l6-6',
  sun: 'M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10z M12 1v2 M12 21v2 M4.2 4.2l1.4 1.4 M18.4 18.4l1.4 1.4 M1 12h2 M21 12h2 M4.2 19.8l1.4-1.4 M18.4 5.6l1.4-1.4',
  shovel: 'M14 3l7 7 M17.5 6.5 9 15 M9 15l-4.5.5L3 21l5.5-1.5L9 15z',
  chevron: 'M6 9l6 6 6-6',
  menu: 'M3 6h18 M3 12h18 M3 18h18',
  close: 'M6 6l12 12 M18 6 6 18',
  mail: 'M3 5h18v14H3z M3 6l9 7 9-7',
  lock: 'M5 11h14v10H5z M8 11V7a4 4 0 0 1 8 0v4',
  external: 'M14 3h7v7 M21 3l-9 9 M19 14v6H4V5h6',
};

export type IconName2 = keyof typeof paths;

export function Icon({ name, size = 24, title }: { name: IconName2; size?: number; title?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8}
      strokeLinecap="round" strokeLinejoin="round" aria-hidden={title ? undefined : true} role={title ? 'img' : undefined} focusable="false">
      {title && <title>{title}</title>}
      <path d={paths[name]} />
    </svg>
  );
}
