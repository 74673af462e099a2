// One team's players as an admin sees them.
import { adminClient } from '@/lib/supabase'
import type { Database } from '@/lib/database.types'
import { unwrap } from './errors'
import { photoSrc, thumbSrc } from './photo-urls'

type UploadRow = Database['public']['Tables']['event_uploads']['Row']
export type AdminPlayer = UploadRow & { photoSrc: string | null; thumbSrc: string | null }

export const toAdminPlayer = (row: UploadRow): AdminPlayer => ({ ...row, photoSrc: photoSrc(row), thumbSrc: thumbSrc(row) })

/** The team's players; the name is matched exactly (case-insensitive), never as a pattern. */
export async function listTeamPlayers(eventName: string, team: string): Promise<AdminPlayer[]> {
  const client = await adminClient()
  const res = await client.rpc('admin_team_roster', { p_event: eventName, p_team: team })
  if (res.error) console.error('Error fetching players:', res.error)
  return unwrap(res, 'load-players').map(toAdminPlayer)
}
