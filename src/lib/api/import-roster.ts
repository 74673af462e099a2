// Roster import: with apply false nothing changes, and the answer is the preview of what apply
// would do, line by line. The file goes to the server in parts: PostgREST (and the local backend)
// cut any response at 1000 rows and import_roster answers one row per line, so one call for a
// 1,500-line file would lose the verdicts of 500 lines.
import { adminClient } from '@/lib/supabase'
import type { Json } from '@/lib/database.types'
import { unwrap } from './errors'
import { toPlayerIdentity, type PlayerIdentity } from './player-identity'

/** Refusals name the reason; 'changed': applying found the line no longer as its preview said. */
export type RosterImportStatus =
  | 'add'
  | 'new-team'
  | 'update'
  | 'exists'
  | 'duplicate'
  | 'blank'
  | 'too-long'
  | 'bad-number'
  | 'bad-role'
  | 'name-part-too-long'
  | 'details-control-characters'
  | 'id-too-long'
  | 'duplicate-number'
  | 'duplicate-id'
  | 'changed'

/** The verdicts that write something when applied. */
export const WRITING_STATUSES: ReadonlySet<RosterImportStatus> = new Set(['add', 'new-team', 'update'])
/** The verdicts of lines that are (or stay) on the roster: their numbers and IDs are taken. */
const KEPT_STATUSES: ReadonlySet<RosterImportStatus> = new Set(['add', 'new-team', 'update', 'exists'])

export type RosterImportLine = {
  line: number
  team: string
  playerName: string
  status: RosterImportStatus
  /** what the player has once the line is applied: the file's cells over what is stored */
  identity?: PlayerIdentity
  /** an update: the stored values of the fields it changes */
  was?: Partial<PlayerIdentity>
}

/** One line of the file. Identity cells are text as written ('#7'); an empty cell keeps what is stored. */
export type RosterImportRow = {
  team: string
  player_name: string
  number?: string
  family_name?: string
  given_name?: string
  role?: string
  external_id?: string
  /** applying: what the preview said, so a line the roster no longer fits answers 'changed' */
  expect?: 'add' | 'new-team' | 'update'
  seen?: Partial<PlayerIdentity>
}

/** Well under the 1000-row response cap. */
const IMPORT_CHUNK_LINES = 500

export async function importRoster(eventName: string, rows: readonly RosterImportRow[], apply: boolean): Promise<RosterImportLine[]> {
  const client = await adminClient()
  const all: RosterImportLine[] = []
  for (let start = 0; start < rows.length; start += IMPORT_CHUNK_LINES) {
    const part = rows.slice(start, start + IMPORT_CHUNK_LINES) as unknown as Json
    const res = unwrap(await client.rpc('import_roster', { p_event: eventName, p_rows: part, p_apply: apply }), 'import-roster')
    all.push(
      ...res.map((r) => ({
        line: r.line + start,
        team: r.team,
        playerName: r.player_name,
        status: r.status as RosterImportStatus,
        ...(r.role != null && { identity: toPlayerIdentity(r) }),
        ...(r.was != null && { was: r.was as Partial<PlayerIdentity> }),
      })),
    )
  }
  return reconcileChunks(all)
}

/**
 * The server judges duplicates, numbers, IDs and new teams within one call; a file sent in several
 * calls gets the same verdicts as one call would give: a line repeating an earlier line of the
 * file is a duplicate, a number (in its team) or external ID an earlier kept line took is refused,
 * and a team is new only on its first line. A new team's later lines show the first line's
 * spelling, the one applying stores. `lines` are in file order with their 1-based position among
 * the sent lines.
 */
export function reconcileChunks(lines: readonly RosterImportLine[]): RosterImportLine[] {
  const seen = new Set<string>()
  const newTeams = new Map<string, string>()
  const numbers = new Set<string>()
  const ids = new Set<string>()
  return lines.map((original) => {
    if (original.status === 'blank' || original.status === 'too-long') return original
    const team = original.team.toLowerCase()
    const spelling = newTeams.get(team)
    const l = spelling && spelling !== original.team ? { ...original, team: spelling } : original
    const key = `${team}\u001f${l.playerName.toLowerCase()}`
    const firstTime = !seen.has(key)
    seen.add(key)
    if (!firstTime) return l.status === 'duplicate' ? l : { ...l, status: 'duplicate' }
    if (!KEPT_STATUSES.has(l.status)) return l
    const number = l.identity?.shirt_number != null ? `${team}\u001f${l.identity.shirt_number}` : null
    const id = l.identity?.external_id ? l.identity.external_id.toLowerCase() : null
    if (number && numbers.has(number)) return { ...l, status: 'duplicate-number' }
    if (id && ids.has(id)) return { ...l, status: 'duplicate-id' }
    if (number) numbers.add(number)
    if (id) ids.add(id)
    if (l.status === 'new-team') {
      if (newTeams.has(team)) return { ...l, status: 'add' }
      newTeams.set(team, l.team)
    }
    return l
  })
}
