// Every photo a player ever had, and putting one of them back.
import { NEVER_ABORTED } from './abort'
import { adminClient } from '@/lib/supabase'
import { firstRow, unwrap } from './errors'
import { toAdminPlayer, type AdminPlayer } from './list-team-players'
import { publicPhotoUrl } from './photo-urls'
import { PAGE_ROWS, readAllPages } from './read-pages'
import type { Database } from '@/lib/database.types'
import { toReview, type Review } from './review-types'
import { seenPhoto, type SeenPlayer } from './seen-player'

export type PhotoSource = 'team-link' | 'admin' | 'unknown'
export type PhotoVersion = Review & {
  id: number
  photoSrc: string
  thumbSrc: string
  bytes: number | null
  source: PhotoSource
  /** uploaded, never finished by the player (kept so nothing is out of reach) */
  abandoned: boolean
  consentedAt: string | null
  createdAt: string
  isCurrent: boolean
}

type VersionRow = Database['public']['Functions']['player_photo_versions']['Returns'][number]

const toSource = (s: string): PhotoSource => (s === 'team-link' || s === 'admin' ? s : 'unknown')

export async function listPhotoVersions(playerId: number, signal?: AbortSignal): Promise<PhotoVersion[]> {
  const client = await adminClient()
  const rows = await readAllPages<VersionRow>(async (last) =>
    unwrap(
      await client
        .rpc('player_photo_versions', {
          p_id: playerId,
          p_limit: PAGE_ROWS,
          ...(last ? { p_before_at: last.created_at, p_before_id: last.id } : {}),
        })
        .abortSignal(signal ?? NEVER_ABORTED),
      'load-versions',
    ),
  )
  return rows.map((r) => ({
    ...toReview(r),
    id: r.id,
    photoSrc: publicPhotoUrl(r.photo_path),
    thumbSrc: publicPhotoUrl(r.thumb_path ?? r.photo_path),
    bytes: r.bytes,
    source: toSource(r.source),
    abandoned: r.abandoned,
    consentedAt: r.consented_at,
    createdAt: r.created_at,
    isCurrent: r.is_current,
  }))
}

/** Makes a version the player's photo again, if the player still shows the photo the admin saw. */
export async function restorePhotoVersion(versionId: number, seen: SeenPlayer): Promise<AdminPlayer> {
  const client = await adminClient()
  const res = await client.rpc('restore_photo_version', { p_version_id: versionId, p_seen_photo_path: seenPhoto(seen) })
  return toAdminPlayer(firstRow(res, 'restore-version'))
}
