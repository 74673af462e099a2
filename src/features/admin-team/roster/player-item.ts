import type { AdminPlayer } from '@/lib/api'
import type { PlayerBusy } from '../actions/use-player-actions'

/** What a grid card and a list row both get: the player, its state and its actions. */
export type PlayerItemProps = {
  player: AdminPlayer
  busy: PlayerBusy | undefined
  editing: boolean
  onStartEdit: () => void
  onCancelEdit: () => void
  onSaveName: (name: string) => void
  onView: () => void
  onDownload: () => void
  onUpload: () => void
  onDeletePhoto: () => void
  onRemove: () => void
  onVersions: () => void
}
