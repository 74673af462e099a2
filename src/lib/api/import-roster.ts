// Roster import: with apply false nothing changes, and the answer is the preview of what apply
// would do, line by line. The file goes to the server in parts: PostgREST (and the local backend)
// cut any response at 1000 rows and import_roster answers one row per line, so one call for a
// 1,500-line file would lose the verdicts of 500 lines.
import { adminClient } from '@/lib/supabase'
import { unwrap } from './errors'

export type RosterImportStatus = 'add' | 'new-team' | 'exists' | 'duplicate' | 'blank' | 'too-long'
export type RosterImportLine = { line: number; team: string; playerName: string; status: RosterImportStatus }
export type RosterImportRow = { team: string; player_name: string }

/** Well under the 1000-row response cap. */
const IMPORT_CHUNK_LINES = 500

export async function importRoster(eventName: string, rows: readonly RosterImportRow[], apply: boolean): Promise<RosterImportLine[]> {
  const client = await adminClient()
  const all: RosterImportLine[] = []
  for (let start = 0; start < rows.length; start += IMPORT_CHUNK_LINES) {
    const part = rows.slice(start, start + IMPORT_CHUNK_LINES)
    const res = unwrap(await client.rpc('import_roster', { p_event: eventName, p_rows: part, p_apply: apply }), 'import-roster')
    all.push(...res.map((r) => ({ line: r.line + start, team: r.team, playerName: r.player_name, status: r.status as RosterImportStatus })))
  }
  return reconcileChunks(all)
}

/**
 * The server judges duplicates and new teams within one call; a file sent in several calls gets
 * the same verdicts as one call would give: a line repeating an earlier line of the file is a
 * duplicate, and a team is new only on its first line. A new team's later lines show the first
 * line's spelling, the one applying stores. `lines` are in file order with their 1-based
 * position among the sent lines.
 */
export function reconcileChunks(lines: readonly RosterImportLine[]): RosterImportLine[] {
  const seen = new Set<string>()
  const newTeams = new Map<string, string>()
  return lines.map((original) => {
    if (original.status === 'blank' || original.status === 'too-long') return original
    const team = original.team.toLowerCase()
    const spelling = newTeams.get(team)
    const l = spelling && spelling !== original.team ? { ...original, team: spelling } : original
    const key = `${team}\u001f${l.playerName.toLowerCase()}`
    const firstTime = !seen.has(key)
    seen.add(key)
    if (!firstTime) return l.status === 'duplicate' ? l : { ...l, status: 'duplicate' }
    if (l.status === 'new-team') {
      if (newTeams.has(team)) return { ...l, status: 'add' }
      newTeams.set(team, l.team)
    }
    return l
  })
}
