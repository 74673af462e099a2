// The summary export (spec §9): one row per team of the event, whatever the dashboard's filter.
import type { TeamSummary } from '@/lib/api'
import { progressPercent } from '@/lib/progress-percent'
import { toCsv, type CsvCell } from '@/lib/csv'
import { localIsoDate } from '@/lib/dates'
import { isComplete } from './team-progress'

/** The spec's columns first and unchanged (tools read them by position), then the review counts. */
export const SUMMARY_CSV_HEADER = [
  'Team',
  'Total Players',
  'Photos Uploaded',
  'Percentage',
  'Status',
  'Access Link',
  'Approved',
  'Needs Review',
  'Retake Requested',
] as const
export const NOT_CONFIGURED = 'Not configured'
// Cell escaping, formula neutralising and the BOM are shared with every other CSV export.
export { csvCell, neutraliseFormula, toCsv, UTF8_BOM, type CsvCell } from '@/lib/csv'

export function summaryRows(teams: readonly TeamSummary[], accessLink: (code: string) => string): CsvCell[][] {
  return teams.map((t) => [
    t.name,
    t.total,
    t.uploaded,
    `${progressPercent(t.uploaded, t.total)}%`,
    isComplete(t) ? 'Complete' : 'Incomplete',
    t.accessCode ? accessLink(t.accessCode) : NOT_CONFIGURED,
    t.approved,
    t.needsReview,
    t.retake,
  ])
}

export function summaryCsv(teams: readonly TeamSummary[], accessLink: (code: string) => string): string {
  return toCsv([[...SUMMARY_CSV_HEADER], ...summaryRows(teams, accessLink)])
}

export function summaryCsvFileName(eventCode: string, now: Date): string {
  return `${eventCode}_upload_summary_${localIsoDate(now)}.csv`
}
