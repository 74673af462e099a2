import { adminClient } from '@/lib/supabase'
import { firstRow } from './errors'
import { toAdminPlayer, type AdminPlayer } from './list-team-players'
import type { SeenPlayer } from './seen-player'

/**
 * Renames the player the admin saw (refused if someone renamed them meanwhile). A name another
 * player of the team already has is refused ('duplicate-name') unless `allowDuplicate`.
 */
export async function renamePlayer(seen: SeenPlayer, name: string, opts: { allowDuplicate?: boolean } = {}): Promise<AdminPlayer> {
  const client = await adminClient()
  const res = await client.rpc('rename_player', {
    p_id: seen.id,
    p_seen_name: seen.player_name,
    p_name: name,
    p_allow_duplicate: opts.allowDuplicate ?? false,
  })
  return toAdminPlayer(firstRow(res, 'rename-player'))
}
