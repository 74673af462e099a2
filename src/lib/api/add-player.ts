import { adminClient } from '@/lib/supabase'
import { firstRow } from './errors'
import { toAdminPlayer, type AdminPlayer } from './list-team-players'

/** A name the team already has is refused ('duplicate-name') unless `allowDuplicate`. */
export async function addPlayer(eventName: string, team: string, name: string, opts: { allowDuplicate?: boolean } = {}): Promise<AdminPlayer> {
  const client = await adminClient()
  const res = await client.rpc('add_player', { p_event: eventName, p_team: team, p_name: name, p_allow_duplicate: opts.allowDuplicate ?? false })
  return toAdminPlayer(firstRow(res, 'add-player'))
}
