// Setting up an event: teams, access codes, roster import.
import { adminClient } from '@/lib/supabase'
import { unwrap } from './errors'

export async function addTeam(eventName: string, team: string): Promise<string> {
  const client = await adminClient()
  return unwrap(await client.rpc('add_team', { p_event: eventName, p_team: team }), 'Failed to add team')
}

/** A new access code; the previous link stops working at once. */
export async function regenerateTeamCode(eventName: string, team: string): Promise<string> {
  const client = await adminClient()
  return unwrap(await client.rpc('regenerate_team_code', { p_event: eventName, p_team: team }), 'Failed to regenerate the access code')
}

export type RosterImportStatus = 'add' | 'new-team' | 'exists' | 'duplicate' | 'blank'
export type RosterImportLine = { line: number; team: string; playerName: string; status: RosterImportStatus }

/** With apply false nothing changes: the preview of what apply would do, line by line. */
export async function importRoster(
  eventName: string,
  rows: { team: string; player_name: string }[],
  apply: boolean,
): Promise<RosterImportLine[]> {
  const client = await adminClient()
  const res = unwrap(await client.rpc('import_roster', { p_event: eventName, p_rows: rows, p_apply: apply }), 'Failed to import roster')
  return res.map((r) => ({ line: r.line, team: r.team, playerName: r.player_name, status: r.status as RosterImportStatus }))
}
