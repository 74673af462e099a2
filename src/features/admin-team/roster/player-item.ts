import type { AdminPlayer } from '@/lib/api'
import type { PlayerBusy } from '../actions/use-player-actions'

/** What a grid card and a list row both get: the player, its state and its actions. */
export type PlayerItemProps = {
  player: AdminPlayer
  busy: PlayerBusy | undefined
  /** the inline rename's text while this player's name is being edited, else null */
  draft: string | null
  onDraftChange: (draft: string) => void
  onStartEdit: () => void
  onCancelEdit: () => void
  onSaveName: (name: string) => void
  onView: () => void
  onDownload: () => void
  onUpload: () => void
  onDeletePhoto: () => void
  onRemove: () => void
  onVersions: () => void
  /** opens the details form (number, names, role, external ID) */
  onDetails: () => void
  /** an automatic approval back to review */
  onUndoApproval: () => void
}

/**
 * Where focus can be sent inside a player's card or row (team-roster.tsx): the item carries
 * data-player-id, these parts data-player-focus. Without this, focus would fall to <body> when
 * what had it disappears (a removed player, a deleted photo's button).
 */
export const itemSelector = (id: number, part: FocusPart) => `[data-player-id="${id}"] [data-player-focus="${part}"]`
/** the player's name: where focus goes when the player before it was removed */
export const NAME_FOCUS = 'name'
/** Upload (or Replace): where focus goes after the player's photo was deleted */
export const UPLOAD_FOCUS = 'upload'
/** the open inline rename's field */
export const EDITOR_FOCUS = 'editor'
export type FocusPart = typeof NAME_FOCUS | typeof UPLOAD_FOCUS | typeof EDITOR_FOCUS
