// CSV for spreadsheets (RFC 4180 quoting, CRLF rows). Cells that a spreadsheet would run as a
// formula (starting with = + - @, tab or CR) get a leading apostrophe, per OWASP's advice.
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Byte-order mark so Excel reads the file as UTF-8 (names like José stay intact). */
export const UTF8_BOM = '\uFEFF';
