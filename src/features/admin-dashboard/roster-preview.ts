// What the import preview shows for each line of the file: the server's verdict (importRoster
// with apply=false) for the lines sent, our own for lines we could not send.
import {
  apiErrorText,
  SHIRT_NUMBER_MAX,
  SHIRT_NUMBER_MIN,
  WRITING_STATUSES,
  type PlayerIdentity,
  type RosterImportLine,
  type RosterImportRow,
  type RosterImportStatus,
} from '@/lib/api'
import { TEAM_NAME_MAX_CHARS } from '@/config/constants'
import type { RosterCsvLine, RosterLineProblem } from './roster-csv'
import { normalizeRole, type IdentityCells } from './roster-columns'
import { ROLE_LABEL } from '@/lib/identity-text'
import { texts } from './texts'

/** 'unchecked': the server sent no verdict for the line (should not happen; never counted as added). */
export type PreviewStatus = RosterImportStatus | RosterLineProblem | 'unchecked'
export type PreviewRow = {
  line: number
  team: string
  playerName: string
  status: PreviewStatus
  /** the line's cells as written */
  cells?: IdentityCells
  /** what the player has once applied (from the server) */
  identity?: PlayerIdentity
  /** an update: the stored values of the fields it changes */
  was?: Partial<PlayerIdentity>
}

/** The lines worth sending to the server (the others would fail the whole import). */
export function sendableLines(lines: readonly RosterCsvLine[]): RosterCsvLine[] {
  return lines.filter((l) => !l.problem)
}

/** A line as import_roster takes it: identity cells only where the file has them (a role in the portal's words). */
function importRow(l: RosterCsvLine): RosterImportRow {
  const c = l.identity ?? {}
  return {
    team: l.team,
    player_name: l.playerName,
    ...(c.number && { number: c.number }),
    ...(c.family_name && { family_name: c.family_name }),
    ...(c.given_name && { given_name: c.given_name }),
    ...(c.role && { role: normalizeRole(c.role) }),
    ...(c.external_id && { external_id: c.external_id }),
  }
}

export function toImportRows(lines: readonly RosterCsvLine[]): RosterImportRow[] {
  return sendableLines(lines).map(importRow)
}

/**
 * What applying sends: only the lines the preview said would write, each with that verdict (and
 * an update's stored values), so the server writes nothing the organizer did not see.
 */
export function toApplyRows(lines: readonly RosterCsvLine[], rows: readonly PreviewRow[]): RosterImportRow[] {
  const byLine = new Map(lines.map((l) => [l.line, l]))
  return rows.flatMap((r) => {
    const l = byLine.get(r.line)
    if (!l || !WRITING_STATUSES.has(r.status as RosterImportStatus)) return []
    const expect = r.status as 'add' | 'new-team' | 'update'
    return [{ ...importRow(l), expect, ...(r.was && { seen: r.was }) }]
  })
}

/** File order; the server answers one row per sent line, in order (its `line` is 1-based). */
export function mergePreview(lines: readonly RosterCsvLine[], server: readonly RosterImportLine[]): PreviewRow[] {
  const byIndex = new Map(server.map((s) => [s.line - 1, s]))
  let sent = 0
  return lines.map((l) => {
    const own = { line: l.line, team: l.team, playerName: l.playerName, ...(l.identity && { cells: l.identity }) }
    if (l.problem) return { ...own, status: l.problem }
    const s = byIndex.get(sent++)
    // A line the server did not answer for is not silently counted as added.
    if (!s) return { ...own, status: 'unchecked' }
    return {
      ...own,
      team: s.team,
      playerName: s.playerName,
      status: s.status,
      ...(s.identity && { identity: s.identity }),
      ...(s.was && { was: s.was }),
    }
  })
}

const FIELD_LABEL: Record<keyof PlayerIdentity, string> = {
  shirt_number: 'number',
  family_name: 'family name',
  given_name: 'given name',
  role: 'role',
  external_id: 'ID',
}

const shown = (field: keyof PlayerIdentity, v: unknown): string =>
  v === null || v === undefined || v === '' ? 'none' : field === 'role' ? (ROLE_LABEL[v as PlayerIdentity['role']] ?? String(v)) : String(v)

/** An update's changes in words: 'number 7 → 1, role Player → Goalkeeper'. */
export function changeText(row: Pick<PreviewRow, 'was' | 'identity'>): string {
  if (!row.was || !row.identity) return ''
  const identity = row.identity
  return (Object.keys(row.was) as (keyof PlayerIdentity)[])
    .map((f) => `${FIELD_LABEL[f]} ${shown(f, row.was![f])} → ${shown(f, identity[f])}`)
    .join(', ')
}

export function statusLabel(row: Pick<PreviewRow, 'status' | 'team' | 'playerName' | 'cells' | 'was' | 'identity'>): string {
  switch (row.status) {
    case 'add':
      return 'Will be added'
    case 'new-team':
      return 'New team (gets a new access code)'
    case 'update': {
      const changes = changeText(row)
      return changes ? `Will change ${changes}` : 'Will be updated'
    }
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
    case 'bad-number':
      return `Number “${row.cells?.number ?? ''}” is not ${SHIRT_NUMBER_MIN}–${SHIRT_NUMBER_MAX}`
    case 'bad-role':
      return `Unknown role “${row.cells?.role ?? ''}” (player, goalkeeper or staff)`
    // the same refusals as a details form gets: the table's words (they name no cell)
    case 'name-part-too-long':
    case 'details-control-characters':
    case 'id-too-long':
      return apiErrorText(row.status)
    case 'duplicate-number':
      return `Number ${row.identity?.shirt_number ?? row.cells?.number} is taken in this team`
    case 'duplicate-id':
      return `ID ${row.identity?.external_id ?? row.cells?.external_id} is taken in this event`
    case 'changed':
      return 'Changed meanwhile, not imported'
    case 'unchecked':
      return 'Not checked, try again'
  }
}

export type PreviewCounts = {
  /** players that the import adds (to existing or new teams) */
  toAdd: number
  /** players on the roster whose number, names, role or ID the import changes */
  toUpdate: number
  newTeams: number
  exists: number
  duplicate: number
  blank: number
  /** names longer than the database allows */
  invalid: number
  /** numbers, roles or IDs refused (taken, out of range, unknown) */
  refused: number
  unchecked: number
}

const REFUSED: ReadonlySet<PreviewStatus> = new Set([
  'bad-number',
  'bad-role',
  'name-part-too-long',
  'details-control-characters',
  'id-too-long',
  'duplicate-number',
  'duplicate-id',
  'changed',
])

export function previewCounts(rows: readonly PreviewRow[]): PreviewCounts {
  const c: PreviewCounts = { toAdd: 0, toUpdate: 0, newTeams: 0, exists: 0, duplicate: 0, blank: 0, invalid: 0, refused: 0, unchecked: 0 }
  for (const r of rows) {
    if (r.status === 'add') c.toAdd++
    else if (r.status === 'new-team') {
      c.toAdd++
      c.newTeams++
    } else if (r.status === 'update') c.toUpdate++
    else if (r.status === 'exists') c.exists++
    else if (r.status === 'duplicate') c.duplicate++
    else if (r.status === 'blank') c.blank++
    else if (r.status === 'unchecked') c.unchecked++
    else if (REFUSED.has(r.status)) c.refused++
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
    c.toUpdate > 0 && `${plural(c.toUpdate, 'player', 'players')} will be updated`,
    c.newTeams > 0 && `${plural(c.newTeams, 'new team', 'new teams')} (each gets a new access code)`,
    c.exists > 0 && `${c.exists} already on the roster`,
    c.duplicate > 0 && `${plural(c.duplicate, 'duplicate', 'duplicates')} in the file`,
    c.blank > 0 && `${plural(c.blank, 'blank or incomplete line', 'blank or incomplete lines')}`,
    c.invalid > 0 && `${plural(c.invalid, 'line', 'lines')} with a name too long`,
    c.refused > 0 && `${plural(c.refused, 'line', 'lines')} refused (number, role or ID)`,
    c.unchecked > 0 && `${plural(c.unchecked, 'line', 'lines')} not checked`,
  ].filter((t): t is string => typeof t === 'string')
}

/** The button's words: 'Import 3 players', 'Import 2 players, update 1', 'Update 4 players'. */
export function applyLabel(c: Pick<PreviewCounts, 'toAdd' | 'toUpdate'>): string {
  if (c.toAdd === 0 && c.toUpdate === 0) return 'Nothing to import'
  if (c.toUpdate === 0) return `Import ${plural(c.toAdd, 'player', 'players')}`
  if (c.toAdd === 0) return `Update ${plural(c.toUpdate, 'player', 'players')}`
  return `Import ${plural(c.toAdd, 'player', 'players')}, update ${c.toUpdate}`
}
