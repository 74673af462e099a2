import { adminClient } from '@/lib/supabase'
import { unwrap } from './errors'
import { seenPhoto, type SeenPlayer } from './seen-player'

/** Removes the player the admin saw. Their photos stay as leftover versions until purged. */
export async function removePlayer(seen: SeenPlayer): Promise<void> {
  const client = await adminClient()
  unwrap(
    await client.rpc('remove_player', { p_id: seen.id, p_seen_name: seen.player_name, p_seen_photo_path: seenPhoto(seen) }),
    'remove-player',
  )
}
