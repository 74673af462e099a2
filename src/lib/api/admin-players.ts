// Roster and photo changes by an admin. Each goes through a function that raises when it
// can't act (no silent 0-row updates under RLS); storage clean-up happens after the row
// changed, so a failure never loses the photo the row points at.
import { adminClient } from '@/lib/supabase'
import { STORAGE_BUCKET } from '@/config/constants'
import { ApiError, toApiError, unwrap } from './errors'
import { putObject } from './storage-upload'
import { adminAccessToken } from './admin-session'
import { toAdminPlayer, type AdminPlayer } from './admin-team'

async function removeObjects(paths: (string | null | undefined)[]): Promise<void> {
  const keys = paths.filter((p): p is string => !!p)
  if (keys.length === 0) return
  const client = await adminClient()
  const { error } = await client.storage.from(STORAGE_BUCKET).remove(keys)
  // The row no longer points at these objects: log, don't fail the user's action.
  if (error) console.error('Failed to remove stored objects', keys, error)
}

export async function addPlayer(eventName: string, team: string, name: string): Promise<AdminPlayer> {
  const client = await adminClient()
  const rows = unwrap(await client.rpc('add_player', { p_event: eventName, p_team: team, p_name: name }), 'Failed to add player')
  const row = rows[0]
  if (!row) throw new ApiError('Failed to add player', { kind: 'server' })
  return toAdminPlayer(row)
}

export async function renamePlayer(id: number, name: string): Promise<AdminPlayer> {
  const client = await adminClient()
  const rows = unwrap(await client.rpc('rename_player', { p_id: id, p_name: name }), 'Failed to update player name')
  const row = rows[0]
  if (!row) throw new ApiError('Failed to update player name', { kind: 'server' })
  return toAdminPlayer(row)
}

export async function removePlayer(id: number): Promise<void> {
  const client = await adminClient()
  const rows = unwrap(await client.rpc('remove_player', { p_id: id }), 'Failed to remove player')
  await removeObjects(rows.flatMap((r) => [r.photo_path, r.thumb_path]))
}

export async function deletePhoto(id: number): Promise<void> {
  const client = await adminClient()
  const rows = unwrap(await client.rpc('clear_player_photo', { p_id: id }), 'Failed to delete photo')
  await removeObjects(rows.flatMap((r) => [r.old_photo_path, r.old_thumb_path]))
}

/**
 * Upload or replace: store the new photo and thumbnail under fresh keys, point the row at them,
 * and only then remove the old objects. Any failure before the row changes leaves the old photo.
 */
export async function setPlayerPhoto(id: number, photo: Blob, thumb: Blob): Promise<void> {
  const client = await adminClient()
  const message = 'Failed to replace photo'
  try {
    const keys = unwrap(await client.rpc('admin_photo_keys', { p_id: id }), message)[0]
    if (!keys) throw new ApiError(message, { kind: 'server' })
    const token = await adminAccessToken()
    await putObject({ key: keys.photo_key, blob: photo, token })
    await putObject({ key: keys.thumb_key, blob: thumb, token })
    const old = unwrap(await client.rpc('set_player_photo', { p_id: id, p_photo_path: keys.photo_key, p_thumb_path: keys.thumb_key }), message)
    await removeObjects(old.flatMap((r) => [r.old_photo_path, r.old_thumb_path]))
  } catch (e) {
    throw e instanceof ApiError && e.message === message ? e : toApiError(e, message)
  }
}

/** The photo's bytes, for a single download or the zip. */
export async function fetchPhoto(url: string, signal?: AbortSignal): Promise<Blob> {
  const res = await fetch(url, { signal })
  if (!res.ok) throw new ApiError('Failed to download photo', { kind: res.status === 404 || res.status === 400 ? 'not-found' : 'server', status: res.status })
  return res.blob()
}
