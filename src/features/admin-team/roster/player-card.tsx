import { useRef } from 'react'
import { InlineNameEditor } from './inline-name-editor'
import { PlayerActions } from './player-actions'
import { PlayerThumb } from './player-thumb'
import { StatusBadge } from './status-badge'
import { VersionsButton } from './versions-button'
import { useReturnFocus } from './use-return-focus'
import type { PlayerItemProps } from './player-item'

export function PlayerCard(props: PlayerItemProps) {
  const { player, editing, busy, onSaveName, onCancelEdit, onVersions } = props
  const editButton = useRef<HTMLButtonElement>(null)
  useReturnFocus(editing, editButton)
  return (
    <li className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200" aria-busy={busy !== undefined || undefined}>
      <div className="relative aspect-square overflow-hidden border-b border-slate-100 bg-slate-100">
        <PlayerThumb player={player} />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-3">
        {editing ? (
          <InlineNameEditor playerName={player.player_name} saving={busy === 'rename'} onSave={onSaveName} onCancel={onCancelEdit} />
        ) : (
          <h3 className="line-clamp-3 font-medium break-words text-slate-900" title={player.player_name}>
            {player.player_name}
          </h3>
        )}
        {/* The thumbnail already says 'No photo'; a photo gets its review state. */}
        {player.upload_status && <StatusBadge hasPhoto review={player} />}
        <VersionsButton player={player} onClick={onVersions} disabled={busy !== undefined} />
        <PlayerActions {...props} editButtonRef={editButton} layout="card" />
      </div>
    </li>
  )
}
