import { adminClient } from '@/lib/supabase'
import { unwrap } from './errors'

/** A new access code; the previous link stops working at once. */
export async function regenerateTeamCode(eventName: string, team: string): Promise<string> {
  const client = await adminClient()
  return unwrap(await client.rpc('regenerate_team_code', { p_event: eventName, p_team: team }), 'regenerate-code')
}
