import { adminClient } from '@/lib/supabase'
import { firstRow } from './errors'
import { toAdminPlayer, type AdminPlayer } from './list-team-players'

export async function addPlayer(eventName: string, team: string, name: string): Promise<AdminPlayer> {
  const client = await adminClient()
  return toAdminPlayer(firstRow(await client.rpc('add_player', { p_event: eventName, p_team: team, p_name: name }), 'add-player'))
}
