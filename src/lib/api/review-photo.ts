import { adminClient } from '@/lib/supabase'
import { firstRow, unwrap } from './errors'
import { toAdminPlayer, type AdminPlayer } from './list-team-players'
import type { RetakeReason } from './review-types'
import { seenPhoto, type SeenPlayer } from './seen-player'

export type ReviewDecision =
  | { decision: 'approve' }
  | { decision: 'retake'; reason: RetakeReason; note?: string }
  /** an approved photo (by a person or by the event's rule) back to review, and to the player */
  | { decision: 'undo-approval' }

/** Approves the photo the admin saw, asks the player for a retake with a reason, or undoes an approval. */
export async function reviewPhoto(seen: SeenPlayer, review: ReviewDecision): Promise<AdminPlayer> {
  const client = await adminClient()
  const res = await client.rpc('review_photo', {
    p_id: seen.id,
    p_seen_photo_path: seenPhoto(seen),
    p_decision: review.decision,
    ...(review.decision === 'retake' ? { p_reason: review.reason, p_note: review.note ?? '' } : {}),
  })
  return toAdminPlayer(firstRow(res, 'review-photo'))
}

/** Approves each player whose photo is still the one seen; answers the ids approved. */
export async function approvePhotos(seen: readonly SeenPlayer[]): Promise<Set<number>> {
  if (seen.length === 0) return new Set()
  const client = await adminClient()
  const res = await client.rpc('approve_photos', { p_ids: seen.map((p) => p.id), p_seen_photo_paths: seen.map(seenPhoto) })
  return new Set(unwrap(res, 'review-photo'))
}
