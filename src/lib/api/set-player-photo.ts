// An admin's upload or replacement, in the order that never loses a photo (DESIGN "No data loss
// on replace"): store the new photo and thumbnail under fresh keys, point the row at them, and
// only then remove the old objects. A failure before the row changes leaves the old photo and
// row as they were. supabase-js stores the objects (admins see a loading toast, not a progress
// bar, so the player's XMLHttpRequest upload isn't needed here).
import { adminClient } from '@/lib/supabase'
import { STORAGE_BUCKET } from '@/config/constants'
import { firstRow, toApiError, unwrap } from './errors'
import { removeObjects } from './remove-objects'

/** Keys are never reused, so the CDN may keep an object for a year. */
const OBJECT_CACHE_SECONDS = '31536000'

export async function setPlayerPhoto(id: number, photo: Blob, thumb: Blob): Promise<void> {
  const client = await adminClient()
  const keys = firstRow(await client.rpc('admin_photo_keys', { p_id: id }), 'replace-photo')
  for (const [key, blob] of [[keys.photo_key, photo], [keys.thumb_key, thumb]] as const) {
    const stored = await client.storage
      .from(STORAGE_BUCKET)
      .upload(key, blob, { upsert: false, cacheControl: OBJECT_CACHE_SECONDS, contentType: blob.type || 'image/jpeg' })
    if (stored.error) throw toApiError(stored.error, 'replace-photo')
  }
  const old = unwrap(
    await client.rpc('set_player_photo', { p_id: id, p_photo_path: keys.photo_key, p_thumb_path: keys.thumb_key }),
    'replace-photo',
  )
  await removeObjects(old.flatMap((r) => [r.old_photo_path, r.old_thumb_path]))
}
