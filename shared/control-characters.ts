// NUL and the other control characters (C0 and DEL) never belong in a name a browser sends, such as
// an uploaded file's: a request carrying one was not made by a page, and is refused with a 400 before
// the name reaches a file system, a database or a log. One rule for the public server and the editor.

/** True when `text` holds a control character (U+0000–U+001F or U+007F). */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
