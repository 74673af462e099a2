// Reading one team as an admin.
import { adminClient } from '@/lib/supabase'
import type { Database } from '@/lib/database.types'
import { unwrap } from './errors'
import { photoSrc, thumbSrc } from './photo-urls'

export type UploadRow = Database['public']['Tables']['event_uploads']['Row']
export type AdminPlayer = UploadRow & { photoSrc: string | null; thumbSrc: string | null }

export const toAdminPlayer = (row: UploadRow): AdminPlayer => ({ ...row, photoSrc: photoSrc(row), thumbSrc: thumbSrc(row) })

/** The stored team name for the admin URL's candidates (case-insensitive), or null. */
export async function resolveAdminTeam(eventName: string, candidates: string[]): Promise<string | null> {
  const client = await adminClient()
  for (const name of candidates) {
    const team = unwrap(await client.rpc('admin_resolve_team', { p_event: eventName, p_team: name }), 'Failed to load players')
    if (team) return team
  }
  return null
}

/** The team's players; the name is matched exactly (case-insensitive), never as a pattern. */
export async function listTeamPlayers(eventName: string, team: string): Promise<AdminPlayer[]> {
  const client = await adminClient()
  const res = await client.rpc('admin_team_roster', { p_event: eventName, p_team: team })
  if (res.error) console.error('Error fetching players:', res.error)
  return unwrap(res, 'Failed to load players').map(toAdminPlayer)
}
