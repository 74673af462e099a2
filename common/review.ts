// Where a player's photo stands in review, as the SQL (photo_versions.review_state) names it.
// A player without a photo has no review state.
export type ReviewState = 'submitted' | 'approved' | 'retake'

/** The reasons an organizer can give for a retake (photo_versions.retake_reason). */
export const RETAKE_REASONS = ['face-not-visible', 'not-portrait', 'blurry', 'too-dark', 'wrong-person', 'other'] as const
export type RetakeReason = (typeof RETAKE_REASONS)[number]
