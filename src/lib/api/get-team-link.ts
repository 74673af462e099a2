// A team link's first load in one round trip (weak networks): the event (public fields), the
// team the access code opens and its roster. Later refreshes use getTeamRoster.
import { publicRest } from '@/lib/supabase'
import type { Database } from '@/lib/database.types'
import { unwrap } from './errors'
import { toEventInfo, type EventRow, type EventInfo } from './events'
import { toRosterPlayer, type RosterPlayer } from './get-team-roster'
import { queryKeys } from './query-keys'
import { useQuery, type QueryOptions } from './use-query'

export type TeamLink = {
  /**
   * null: no such event code, or a draft/archived event the code doesn't belong to (the page
   * redirects to /). Set with team null: an open or closed event and an invalid access code.
   */
  event: EventInfo | null
  team: string | null
  /**
   * The roster for a valid code of an open or closed event (event.uploadsOpen says whether
   * uploads are allowed). null otherwise, also for a valid code of a draft or archived event
   * (the page says 'not open yet' / 'this event has ended').
   */
  players: RosterPlayer[] | null
}

type TeamLinkJson = {
  event: EventRow | null
  team: string | null
  players: Database['public']['CompositeTypes']['roster_player'][] | null
}

/** The event code is matched case-insensitively; the access code too (stored upper-case). */
export async function getTeamLink(eventCode: string, accessCode: string, signal?: AbortSignal): Promise<TeamLink> {
  const res = await publicRest().rpc('team_link', { p_event_code: eventCode, p_code: accessCode }, { signal })
  if (res.error) console.error('Error fetching players:', res.error)
  const json = unwrap(res, 'load-roster') as TeamLinkJson | null
  return {
    event: json?.event ? toEventInfo(json.event) : null,
    team: json?.team ?? null,
    players: json?.players ? json.players.map(toRosterPlayer) : null,
  }
}

export function useTeamLink(eventCode: string, accessCode: string, options?: QueryOptions) {
  return useQuery(queryKeys.teamLink(eventCode, accessCode), (signal) => getTeamLink(eventCode, accessCode, signal), options)
}
