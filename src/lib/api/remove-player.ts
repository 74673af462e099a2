import { adminClient } from '@/lib/supabase'
import { unwrap } from './errors'
import { removeObjects } from './remove-objects'

/** Deletes the row, then its photo and thumbnail objects. */
export async function removePlayer(id: number): Promise<void> {
  const client = await adminClient()
  const rows = unwrap(await client.rpc('remove_player', { p_id: id }), 'remove-player')
  await removeObjects(rows.flatMap((r) => [r.photo_path, r.thumb_path]))
}
