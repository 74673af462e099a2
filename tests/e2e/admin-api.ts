// The admin's API as the app's data module uses it (supabase-js, signed in with the backend's
// password), for specs that prepare photos without driving the screens they aren't about.
import type { SupabaseClient } from '@supabase/supabase-js'
import type { E2EBackend } from './fixtures'
import { clientFor } from '../integration/helpers.ts'

const BUCKET = 'player-photos'

export type SeenPlayer = { id: number; photo_path: string | null; thumb_path: string | null }

/** The player's row as an admin would see it now. */
export async function seenPlayer(backend: E2EBackend, event: string, team: string, name: string): Promise<SeenPlayer> {
  const rows = await backend.query<SeenPlayer>(
    'select id, photo_path, thumb_path from event_uploads where event_name = $1 and team = $2 and player_name = $3',
    [event, team, name],
  )
  if (!rows[0]) throw new Error(`no ${name} in ${team} (${event})`)
  return rows[0]
}

export async function adminApi(backend: E2EBackend): Promise<SupabaseClient> {
  const client = clientFor(backend.url, backend.anonKey)
  const { error } = await client.auth.signInWithPassword({ email: backend.adminEmail, password: backend.adminPassword ?? '' })
  if (error) throw error
  return client
}

/**
 * An admin's upload or replacement, as setPlayerPhoto does it: fresh keys, both files, then
 * compare-and-set on the photo seen. Answers the row afterwards.
 */
export async function setPhotoAsAdmin(
  api: SupabaseClient,
  backend: E2EBackend,
  player: { event: string; team: string; name: string },
  photo: Uint8Array<ArrayBuffer>,
  thumb: Uint8Array<ArrayBuffer>,
): Promise<SeenPlayer> {
  const seen = await seenPlayer(backend, player.event, player.team, player.name)
  const keys = await api.rpc('admin_photo_keys', { p_id: seen.id })
  if (keys.error) throw keys.error
  const { photo_key, thumb_key } = (keys.data as { photo_key: string; thumb_key: string }[])[0]!
  for (const [key, bytes] of [
    [photo_key, photo],
    [thumb_key, thumb],
  ] as const) {
    const up = await api.storage
      .from(BUCKET)
      .upload(key, new Blob([bytes], { type: 'image/jpeg' }), { contentType: 'image/jpeg', upsert: false })
    if (up.error) throw up.error
  }
  const res = await api.rpc('set_player_photo', {
    p_id: seen.id,
    p_seen_photo_path: seen.photo_path ?? '',
    p_photo_path: photo_key,
    p_thumb_path: thumb_key,
  })
  if (res.error) throw res.error
  return seenPlayer(backend, player.event, player.team, player.name)
}
