// A photo's review as the data module answers it; the words are common/review.ts's.
import { RETAKE_REASONS, type RetakeReason, type ReviewState } from '#common/review'

export { RETAKE_REASONS, type RetakeReason, type ReviewState }

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
