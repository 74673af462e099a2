// What the import preview shows for each line of the file: the server's verdict (importRoster
// with apply=false) for the lines sent, our own for lines we could not send.
import type { RosterImportLine, RosterImportStatus } from '@/lib/api'
import { TEAM_NAME_MAX_CHARS } from '@/config/constants'
import type { RosterCsvLine, RosterLineProblem } from './roster-csv'
import { texts } from './texts'

/** 'unchecked': the server sent no verdict for the line (should not happen; never counted as added). */
export type PreviewStatus = RosterImportStatus | RosterLineProblem | 'unchecked'
export type PreviewRow = { line: number; team: string; playerName: string; status: PreviewStatus }

/** The lines worth sending to the server (the others would fail the whole import). */
export function sendableLines(lines: readonly RosterCsvLine[]): RosterCsvLine[] {
  return lines.filter((l) => !l.problem)
}

export function toImportRows(lines: readonly RosterCsvLine[]): { team: string; player_name: string }[] {
  return sendableLines(lines).map((l) => ({ team: l.team, player_name: l.playerName }))
}

/** File order; the server answers one row per sent line, in order (its `line` is 1-based). */
export function mergePreview(lines: readonly RosterCsvLine[], server: readonly RosterImportLine[]): PreviewRow[] {
  const byIndex = new Map(server.map((s) => [s.line - 1, s]))
  let sent = 0
  return lines.map((l) => {
    if (l.problem) return { line: l.line, team: l.team, playerName: l.playerName, status: l.problem }
    const s = byIndex.get(sent++)
    // A line the server did not answer for is not silently counted as added.
    if (!s) return { line: l.line, team: l.team, playerName: l.playerName, status: 'unchecked' }
    return { line: l.line, team: s.team, playerName: s.playerName, status: s.status }
  })
}


export function statusLabel(row: Pick<PreviewRow, 'status' | 'team' | 'playerName'>): string {
  switch (row.status) {
    case 'add':
      return 'Will be added'
    case 'new-team':
      return 'New team (gets a new access code)'
    case 'exists':
      return 'Already on the roster'
    case 'duplicate':
      return 'Duplicate in file'
    case 'blank':
      if (row.team === '' && row.playerName !== '') return 'Missing team'
      if (row.playerName === '' && row.team !== '') return 'Missing player name'
      return 'Blank line'
    case 'team-too-long':
      return texts.teamTooLong
    case 'name-too-long':
      return texts.playerNameTooLong
    case 'too-long':
      // The server's verdict (the database counts characters, not UTF-16 units).
      return [...row.team].length > TEAM_NAME_MAX_CHARS ? texts.teamTooLong : texts.playerNameTooLong
    case 'unchecked':
      return 'Not checked, try again'
  }
}

export type PreviewCounts = {
  /** players that the import adds (to existing or new teams) */
  toAdd: number
  newTeams: number
  exists: number
  duplicate: number
  blank: number
  /** names longer than the database allows */
  invalid: number
  unchecked: number
}

export function previewCounts(rows: readonly PreviewRow[]): PreviewCounts {
  const c: PreviewCounts = { toAdd: 0, newTeams: 0, exists: 0, duplicate: 0, blank: 0, invalid: 0, unchecked: 0 }
  for (const r of rows) {
    if (r.status === 'add') c.toAdd++
    else if (r.status === 'new-team') {
      c.toAdd++
      c.newTeams++
    } else if (r.status === 'exists') c.exists++
    else if (r.status === 'duplicate') c.duplicate++
    else if (r.status === 'blank') c.blank++
    else if (r.status === 'unchecked') c.unchecked++
    else c.invalid++
  }
  return c
}

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** The preview's counts in words, e.g. "12 players will be added · 1 new team · 2 duplicates in the file". */
export function previewSummaryItems(rows: readonly PreviewRow[]): string[] {
  const c = previewCounts(rows)
  return [
    `${plural(c.toAdd, 'player', 'players')} will be added`,
    c.newTeams > 0 && `${plural(c.newTeams, 'new team', 'new teams')} (each gets a new access code)`,
    c.exists > 0 && `${c.exists} already on the roster`,
    c.duplicate > 0 && `${plural(c.duplicate, 'duplicate', 'duplicates')} in the file`,
    c.blank > 0 && `${plural(c.blank, 'blank or incomplete line', 'blank or incomplete lines')}`,
    c.invalid > 0 && `${plural(c.invalid, 'line', 'lines')} with a name too long`,
    c.unchecked > 0 && `${plural(c.unchecked, 'line', 'lines')} not checked`,
  ].filter((t): t is string => typeof t === 'string')
}
