import type { TeamSummary } from '@/lib/api'
import { teamAccessLink } from '@/config/paths'
import { summaryCsv, summaryCsvFileName, UTF8_BOM } from './csv'
import { downloadFile } from '@/lib/download-file'

/** Downloads the summary CSV of all the event's teams; answers the file name. */
export function exportSummaryCsv(teams: readonly TeamSummary[], eventCode: string, origin: string, now = new Date()): string {
  const fileName = summaryCsvFileName(eventCode, now)
  const csv = summaryCsv(teams, (code) => teamAccessLink(origin, eventCode, code))
  downloadFile(fileName, UTF8_BOM + csv, 'text/csv;charset=utf-8')
  return fileName
}
