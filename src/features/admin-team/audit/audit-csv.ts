// The whole trail as CSV: one line per entry, the readable sentence plus the raw before/after
// the SQL recorded, so nothing the trail knows is lost in the export.
import type { AuditEntry } from '@/lib/api'
import { toCsv, type CsvCell } from '@/lib/csv'
import { localIsoDate } from '@/lib/dates'
import { safeFileStem } from '@/lib/file-names'
import { describeAudit } from './audit-lines'
import { ACTOR_NAME, auditTexts } from './texts'

const json = (v: unknown): string => (v === null || v === undefined ? '' : JSON.stringify(v))

export function auditRows(entries: readonly AuditEntry[]): CsvCell[][] {
  return entries.map((e) => [
    e.at,
    ACTOR_NAME[e.actor] ?? e.actor,
    e.action,
    e.playerName ?? '',
    describeAudit(e),
    json(e.before),
    json(e.after),
  ])
}

export function auditCsv(entries: readonly AuditEntry[]): string {
  return toCsv([[...auditTexts.csvHeader], ...auditRows(entries)])
}

export function auditCsvFileName(eventCode: string, team: string, now: Date): string {
  return auditTexts.csvFileName(eventCode, safeFileStem(team, 'team'), localIsoDate(now))
}
