// The summary export (spec §9): one row per team of the event, whatever the dashboard's filter.
import type { TeamSummary } from '@/lib/api'
import { progressPercent } from '@/lib/progress-percent'
import { isComplete } from './team-progress'

export const SUMMARY_CSV_HEADER = ['Team', 'Total Players', 'Photos Uploaded', 'Percentage', 'Status', 'Access Link'] as const
export const NOT_CONFIGURED = 'Not configured'
/** Excel only reads a CSV as UTF-8 (accents!) when it starts with a byte order mark. */
export const UTF8_BOM = '\uFEFF'

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

export function summaryRows(teams: readonly TeamSummary[], accessLink: (code: string) => string): CsvCell[][] {
  return teams.map((t) => [
    t.name,
    t.total,
    t.uploaded,
    `${progressPercent(t.uploaded, t.total)}%`,
    isComplete(t) ? 'Complete' : 'Incomplete',
    t.accessCode ? accessLink(t.accessCode) : NOT_CONFIGURED,
  ])
}

export function summaryCsv(teams: readonly TeamSummary[], accessLink: (code: string) => string): string {
  return toCsv([[...SUMMARY_CSV_HEADER], ...summaryRows(teams, accessLink)])
}

/** YYYY-MM-DD of the organizer's own calendar day (not UTC: at 00:30 in Chennai it is already tomorrow). */
export function localIsoDate(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

export function summaryCsvFileName(eventCode: string, now: Date): string {
  return `${eventCode}_upload_summary_${localIsoDate(now)}.csv`
}
