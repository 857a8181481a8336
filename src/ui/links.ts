// Link classification shared by buttons, text links and the build's link checker.
export function isInternal(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}
