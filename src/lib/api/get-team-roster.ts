import { publicRest } from '@/lib/supabase'
import type { Database } from '@/lib/database.types'
import { unwrap } from './errors'
import { photoSrc, thumbSrc } from './photo-urls'

type RosterRow = Database['public']['Functions']['team_roster']['Returns'][number]
export type RosterPlayer = RosterRow & { photoSrc: string | null; thumbSrc: string | null }

export function toRosterPlayer(row: RosterRow): RosterPlayer {
  return { ...row, photoSrc: photoSrc(row), thumbSrc: thumbSrc(row) }
}

/** The roster of the team the code opens (the server checks the code). */
export async function getTeamRoster(eventName: string, code: string): Promise<RosterPlayer[]> {
  const res = await publicRest().rpc('team_roster', { p_event: eventName, p_code: code })
  const rows = unwrap(res, 'Failed to load players. Please try again.')
  if (res.error === null && rows === null) console.error('Error fetching players:', res)
  return (rows ?? []).map(toRosterPlayer)
}
