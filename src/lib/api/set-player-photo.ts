// An admin's upload or replacement, in the order that never loses a photo (docs/design.md, "No data
// loss on replace"): store the new photo and thumbnail (and its head-and-shoulders master, when one was
// made) under fresh keys, then point the row at them —
// only if the row still shows the photo the admin saw. The previous photo stays a version
// (restorable, purged only from the leftover files). supabase-js stores the objects (admins see
// a loading toast, not a progress bar, so the player's XMLHttpRequest upload isn't needed here).
import { adminClient } from '@/lib/supabase'
import { STORAGE_BUCKET } from '@/config/constants'
import type { PhotoFinding } from '#common/photo-findings'
import type { MasterPhoto } from '@/lib/image'
import { firstRow, toApiError } from './errors'
import { removeObjects } from './remove-objects'
import { toAdminPlayer, type AdminPlayer } from './list-team-players'
import { seenPhoto, type SeenPlayer } from './seen-player'

/** Keys are never reused, so the CDN may keep an object for a year. */
const OBJECT_CACHE_SECONDS = '31536000'

/**
 * `findings`: what the photo checks found on the stored picture (null: no check ran); `master`:
 * the head-and-shoulders master and the square's place in it (null: the photo alone).
 */
export async function setPlayerPhoto(
  seen: SeenPlayer,
  photo: Blob,
  thumb: Blob,
  findings: readonly PhotoFinding[] | null = null,
  master: MasterPhoto | null = null,
): Promise<AdminPlayer> {
  const client = await adminClient()
  const keys = firstRow(await client.rpc('admin_photo_keys', { p_id: seen.id }), 'replace-photo')
  const stored: string[] = []
  try {
    const objects: [string, Blob][] = [
      [keys.photo_key, photo],
      [keys.thumb_key, thumb],
    ]
    if (master) objects.push([keys.master_key, master.master])
    for (const [key, blob] of objects) {
      const res = await client.storage
        .from(STORAGE_BUCKET)
        .upload(key, blob, { upsert: false, cacheControl: OBJECT_CACHE_SECONDS, contentType: blob.type || 'image/jpeg' })
      if (res.error) throw toApiError(res.error, 'replace-photo')
      stored.push(key)
    }
    const res = await client.rpc('set_player_photo', {
      p_id: seen.id,
      p_seen_photo_path: seenPhoto(seen),
      p_photo_path: keys.photo_key,
      p_thumb_path: keys.thumb_key,
      ...(findings ? { p_findings: [...findings] } : {}),
      ...(master
        ? { p_master_path: keys.master_key, p_master_square: [master.square.x, master.square.y, master.square.width, master.square.height] }
        : {}),
    })
    return toAdminPlayer(firstRow(res, 'replace-photo'))
  } catch (e) {
    // Refused (the photo changed meanwhile) or failed: the new objects belong to nobody. Storage
    // refuses to remove anything a row or version records, so this can't touch a kept photo.
    await removeObjects(stored)
    throw e
  }
}
