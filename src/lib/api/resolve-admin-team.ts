import { NEVER_ABORTED } from './abort'
import { adminClient } from '@/lib/supabase'
import { unwrap } from './errors'

/** The stored team name for the admin URL's candidates (case-insensitive), or null. */
export async function resolveAdminTeam(eventName: string, candidates: readonly string[], signal?: AbortSignal): Promise<string | null> {
  const client = await adminClient()
  for (const name of candidates) {
    const team = unwrap(
      await client.rpc('admin_resolve_team', { p_event: eventName, p_team: name }).abortSignal(signal ?? NEVER_ABORTED),
      'load-players',
    )
    if (team) return team
  }
  return null
}
