// The leftover files page's texts that more than one screen reads: each kind in words, and why
// such a file exists. The texts of failed backend calls live with the data module
// (src/lib/api/failures.ts, refusals.ts).
import type { LeftoverKind } from '@/lib/api'

export const KIND_LABELS: Record<LeftoverKind, string> = {
  replaced: 'Replaced',
  deleted: 'Deleted',
  'removed-player': 'Removed player',
  abandoned: 'Not finished',
  unrecorded: 'Unrecorded',
  'no-row': 'No database row',
}

/** One line under each tab: why such a file exists. */
export const KIND_HINTS: Record<LeftoverKind, string> = {
  replaced: 'Earlier photos of players who have a newer one.',
  deleted: 'Photos an organizer deleted; the player has no photo now.',
  'removed-player': 'Photos of players no longer on a roster.',
  abandoned: 'Uploads that were stored but never finished.',
  unrecorded: 'Files in storage that no player or version records.',
  'no-row': 'Files found on disk without a database row: uploads a crash cut off.',
}

export const EMPTY_TEXT = "Nothing left over: every stored photo is a player's current photo."
