// Where a player's photo stands in review, as the SQL (photo_versions.review_state) names it.
// A player without a photo has no review state.
export type ReviewState = 'submitted' | 'approved' | 'retake'

/** The reasons an organizer can give for a retake (photo_versions.retake_reason). */
export const RETAKE_REASONS = ['face-not-visible', 'not-portrait', 'blurry', 'too-dark', 'wrong-person', 'other'] as const
export type RetakeReason = (typeof RETAKE_REASONS)[number]

export type Review = {
  review_state: ReviewState | null
  retake_reason: RetakeReason | null
  retake_note: string | null
}

const isReviewState = (s: unknown): s is ReviewState => s === 'submitted' || s === 'approved' || s === 'retake'
const isRetakeReason = (s: unknown): s is RetakeReason => (RETAKE_REASONS as readonly unknown[]).includes(s)

/** The review fields of a row the backend answered, typed (unknown values read as none). */
export function toReview(row: { review_state: string | null; retake_reason: string | null; retake_note: string | null }): Review {
  return {
    review_state: isReviewState(row.review_state) ? row.review_state : null,
    retake_reason: isRetakeReason(row.retake_reason) ? row.retake_reason : null,
    retake_note: row.retake_note,
  }
}

/** The composite rows our functions answer type every field as nullable; these never are null. */
export function required<T>(value: T | null | undefined, field: string): T {
  if (value === null || value === undefined) throw new Error(`The server answered a row without ${field}`)
  return value
}
