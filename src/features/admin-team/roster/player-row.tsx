import { useRef } from 'react'
import { InlineNameEditor } from './inline-name-editor'
import { PlayerActions } from './player-actions'
import { PlayerAvatar } from './player-thumb'
import { StatusBadge } from './status-badge'
import { VersionsButton } from './versions-button'
import { useReturnFocus } from './use-return-focus'
import type { PlayerItemProps } from './player-item'

export function PlayerRow(props: PlayerItemProps) {
  const { player, editing, busy, onSaveName, onCancelEdit, onVersions } = props
  const editButton = useRef<HTMLButtonElement>(null)
  useReturnFocus(editing, editButton)
  return (
    <tr className="border-t border-slate-100 align-middle" aria-busy={busy !== undefined || undefined}>
      <td className="px-4 py-2.5">
        <div className="flex items-center gap-3">
          <PlayerAvatar player={player} />
          {editing ? (
            <div className="max-w-md flex-1">
              <InlineNameEditor playerName={player.player_name} saving={busy === 'rename'} onSave={onSaveName} onCancel={onCancelEdit} />
            </div>
          ) : (
            <span className="min-w-0 font-medium break-words text-slate-900">{player.player_name}</span>
          )}
        </div>
      </td>
      <td className="px-4 py-2.5">
        <div className="flex flex-col items-start gap-1">
          <StatusBadge hasPhoto={player.upload_status} review={player} />
          <VersionsButton player={player} onClick={onVersions} disabled={busy !== undefined} />
        </div>
      </td>
      <td className="px-4 py-2.5">
        <PlayerActions {...props} editButtonRef={editButton} layout="row" />
      </td>
    </tr>
  )
}
