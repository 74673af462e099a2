// What an event stores besides its players' current photos: replaced versions, photos of removed
// players, uploads never finished, objects nothing records. Restorable or purgeable by an admin.
import { NEVER_ABORTED } from './abort'
import { adminClient } from '@/lib/supabase'
import { ApiError, unwrap } from './errors'
import { STORAGE_BUCKET } from '@/config/constants'
import { publicPhotoUrl } from './photo-urls'
import { PAGE_ROWS, readAllPages } from './read-pages'
import type { Database } from '@/lib/database.types'

/** no-row: a file found on disk without a database row (an upload a crash cut off) */
export type LeftoverKind = 'replaced' | 'deleted' | 'removed-player' | 'abandoned' | 'unrecorded' | 'no-row'
export type LeftoverFile = {
  kind: LeftoverKind
  /** the version, for all but unrecorded objects */
  versionId: number | null
  playerId: number | null
  team: string | null
  playerName: string | null
  path: string
  photoSrc: string
  thumbSrc: string
  bytes: number
  createdAt: string
  /** can be made a player's photo again (a version whose player is still on the roster) */
  restorable: boolean
  /** older than the player's 5 newest versions, not approved: what a routine purge frees */
  beyondRetention: boolean
  /** the player's current photo (null: none, or no player): shown beside, and named by a restore */
  currentPhotoPath: string | null
  currentPhotoSrc: string | null
  currentThumbSrc: string | null
}

type LeftoverRow = Database['public']['Functions']['admin_leftover_files']['Returns'][number]

function toLeftover(r: LeftoverRow): LeftoverFile {
  return {
    kind: r.kind as LeftoverKind,
    versionId: r.version_id,
    playerId: r.upload_id,
    team: r.team,
    playerName: r.player_name,
    path: r.photo_path,
    photoSrc: publicPhotoUrl(r.photo_path),
    thumbSrc: publicPhotoUrl(r.thumb_path ?? r.photo_path),
    bytes: r.bytes,
    createdAt: r.created_at,
    restorable: r.player_exists && r.version_id !== null && r.thumb_path !== null,
    beyondRetention: r.beyond_retention,
    currentPhotoPath: r.current_photo_path,
    currentPhotoSrc: r.current_photo_path ? publicPhotoUrl(r.current_photo_path) : null,
    currentThumbSrc: r.current_photo_path ? publicPhotoUrl(r.current_thumb_path ?? r.current_photo_path) : null,
  }
}

/** Every leftover of the event, newest first, page after page. */
export async function listLeftoverFiles(eventName: string, signal?: AbortSignal): Promise<LeftoverFile[]> {
  const client = await adminClient()
  const rows = await readAllPages<LeftoverRow>(async (last) =>
    unwrap(
      await client
        .rpc('admin_leftover_files', {
          p_event: eventName,
          p_limit: PAGE_ROWS,
          ...(last ? { p_before_at: last.created_at, p_before_path: last.photo_path } : {}),
        })
        .abortSignal(signal ?? NEVER_ABORTED),
      'load-leftovers',
    ),
  )
  return rows.map(toLeftover)
}

/**
 * Frees the files: the SQL forgets the versions (never a current photo) and answers which objects
 * may go, then Storage removes them. If that removal fails, the objects show up again as
 * unrecorded leftovers (nothing becomes unreachable) and this fails with 'purge-leftovers', so the
 * admin isn't told the bytes were freed when they weren't. Answers how many objects were removed.
 */
export async function purgeLeftovers(eventName: string, files: readonly Pick<LeftoverFile, 'versionId' | 'path'>[]): Promise<number> {
  const client = await adminClient()
  const res = await client.rpc('purge_leftovers', {
    p_event: eventName,
    p_version_ids: files.flatMap((f) => (f.versionId !== null ? [f.versionId] : [])),
    p_unrecorded_paths: files.flatMap((f) => (f.versionId === null ? [f.path] : [])),
  })
  const paths = unwrap(res, 'purge-leftovers')
  if (paths.length === 0) return 0
  const removed = await client.storage.from(STORAGE_BUCKET).remove(paths)
  // Storage answers the objects it removed; one it didn't (refused, gone) is left over still
  const count = removed.data?.length ?? 0
  if (removed.error || count < paths.length) {
    throw new ApiError('purge-leftovers', {
      kind: 'server',
      cause: removed.error ?? new Error(`${paths.length - count} of ${paths.length} files were not removed`),
    })
  }
  return count
}
