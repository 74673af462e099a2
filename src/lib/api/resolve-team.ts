import { publicRest } from '@/lib/supabase'
import { unwrap } from './errors'
import { prefetchTeamRoster } from './get-team-roster'

/**
 * The team an access code opens in an event, or null ('Invalid Access Code'). Starts loading the
 * team's roster at the same time: it saves a round trip on hotel Wi-Fi (see get-team-roster.ts).
 */
export async function resolveTeam(eventName: string, code: string): Promise<string | null> {
  prefetchTeamRoster(eventName, code)
  const res = await publicRest().rpc('resolve_team', { p_event: eventName, p_code: code })
  return unwrap(res, 'unexpected') ?? null
}
