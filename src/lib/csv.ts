// Writing CSV that spreadsheets open safely, for any feature that exports one. Same rules as the
// dashboard's summary export (src/features/admin-dashboard/csv.ts), which can move onto this.

/** Excel only reads a CSV as UTF-8 (accents!) when it starts with a byte order mark. */
export const UTF8_BOM = '\uFEFF'
export const CSV_MIME_TYPE = 'text/csv;charset=utf-8'

export type CsvCell = string | number

/**
 * A cell a spreadsheet would run as a formula ('=HYPERLINK(...)', '+1', '-2', '@SUM', or hidden
 * behind a tab/CR) is made plain text with a leading apostrophe (OWASP "CSV injection").
 * Numbers we write ourselves are left alone.
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

/** RFC 4180: quote a cell holding a comma, quote, CR or LF; double the quotes inside. */
export function csvCell(value: CsvCell): string {
  const text = typeof value === 'number' ? String(value) : neutraliseFormula(value)
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** Lines end with CRLF as RFC 4180 says (Excel and Numbers both read it). */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n'
}
