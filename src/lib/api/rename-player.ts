import { adminClient } from '@/lib/supabase'
import { firstRow } from './errors'
import { toAdminPlayer, type AdminPlayer } from './list-team-players'

export async function renamePlayer(id: number, name: string): Promise<AdminPlayer> {
  const client = await adminClient()
  return toAdminPlayer(firstRow(await client.rpc('rename_player', { p_id: id, p_name: name }), 'rename-player'))
}
