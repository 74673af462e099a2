import { adminClient } from '@/lib/supabase'
import { unwrap } from './errors'
import { removeObjects } from './remove-objects'

/** Clears the row's photo, then removes the objects it pointed at. */
export async function deletePhoto(id: number): Promise<void> {
  const client = await adminClient()
  const rows = unwrap(await client.rpc('clear_player_photo', { p_id: id }), 'delete-photo')
  await removeObjects(rows.flatMap((r) => [r.old_photo_path, r.old_thumb_path]))
}
