// Link classification shared by buttons, text links, the navigation and in-place link clicks.
export function isInternal(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}
