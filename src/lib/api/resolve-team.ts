import { publicRest } from '@/lib/supabase'
import { unwrap } from './errors'

/** The team an access code opens in an event, or null ('Invalid Access Code'). */
export async function resolveTeam(eventName: string, code: string): Promise<string | null> {
  const res = await publicRest().rpc('resolve_team', { p_event: eventName, p_code: code })
  return unwrap(res, 'An unexpected error occurred.') ?? null
}
