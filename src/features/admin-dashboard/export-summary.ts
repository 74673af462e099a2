import type { TeamSummary } from '@/lib/api'
import { teamAccessLink } from '@/config/paths'
import { CSV_MIME_TYPE, UTF8_BOM } from '@/lib/csv'
import { summaryCsv, summaryCsvFileName } from './csv'
import { downloadFile } from '@/lib/download-file'

/** Downloads the summary CSV of all the event's teams; answers the file name. */
export function exportSummaryCsv(teams: readonly TeamSummary[], eventCode: string, origin: string, now = new Date()): string {
  const fileName = summaryCsvFileName(eventCode, now)
  const csv = summaryCsv(teams, (code) => teamAccessLink(origin, eventCode, code))
  downloadFile(fileName, UTF8_BOM + csv, CSV_MIME_TYPE)
  return fileName
}
