import { adminClient } from '@/lib/supabase'
import { firstRow } from './errors'
import { toAdminPlayer, type AdminPlayer } from './list-team-players'
import { seenPhoto, type SeenPlayer } from './seen-player'

/** Takes the photo the admin saw off the player; it stays a version, restorable. */
export async function deletePhoto(seen: SeenPlayer): Promise<AdminPlayer> {
  const client = await adminClient()
  const res = await client.rpc('clear_player_photo', { p_id: seen.id, p_seen_photo_path: seenPhoto(seen) })
  return toAdminPlayer(firstRow(res, 'delete-photo'))
}
