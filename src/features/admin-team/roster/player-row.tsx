import { useRef } from 'react'
import { InlineNameEditor } from './inline-name-editor'
import { PlayerActions } from './player-actions'
import { PlayerAvatar } from './player-thumb'
import { PhotoStatus } from './photo-status'
import { PlayerIdentityLine } from './player-identity-line'
import { VersionsButton } from './versions-button'
import { useReturnFocus } from './use-return-focus'
import { NAME_FOCUS, type PlayerItemProps } from './player-item'

/**
 * Below md the three columns can't fit: each row is stacked instead (name, then status, then the
 * actions across the width), never squeezing a name to a letter a line nor scrolling sideways.
 * display:block takes a table's meaning away in some browsers (Safari), so every part states its
 * role itself.
 */
export const STACKED = {
  table: 'max-md:block',
  group: 'max-md:block',
  head: 'max-md:sr-only',
  row: 'max-md:block',
  cell: 'max-md:block',
} as const

export function PlayerRow(props: PlayerItemProps) {
  const { player, draft, onDraftChange, busy, onSaveName, onCancelEdit, onVersions, onUndoApproval } = props
  const editing = draft !== null
  const editButton = useRef<HTMLButtonElement>(null)
  useReturnFocus(editing, editButton)
  return (
    <tr
      role="row"
      data-player-id={player.id}
      className={`border-t border-slate-100 align-middle ${STACKED.row}`}
      aria-busy={busy !== undefined || undefined}
    >
      <td role="cell" className={`px-4 py-2.5 ${STACKED.cell} max-md:pb-1`}>
        <div className="flex items-center gap-3">
          <PlayerAvatar player={player} />
          {editing ? (
            <div className="max-w-md flex-1">
              <InlineNameEditor
                playerName={player.player_name}
                draft={draft}
                onDraftChange={onDraftChange}
                saving={busy === 'rename'}
                onSave={onSaveName}
                onCancel={onCancelEdit}
              />
            </div>
          ) : (
            <span className="min-w-0">
              <span
                tabIndex={-1}
                data-player-focus={NAME_FOCUS}
                className="block rounded font-medium break-words text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                {player.player_name}
              </span>
              <PlayerIdentityLine player={player} />
            </span>
          )}
        </div>
      </td>
      <td role="cell" className={`px-4 py-2.5 ${STACKED.cell} max-md:py-1 max-md:pl-[4.25rem]`}>
        <div className="flex flex-col items-start gap-1">
          <PhotoStatus player={player} hasPhoto={player.upload_status} disabled={busy !== undefined} onUndoApproval={onUndoApproval} />
          <VersionsButton player={player} onClick={onVersions} disabled={busy !== undefined} />
        </div>
      </td>
      <td role="cell" className={`px-4 py-2.5 ${STACKED.cell} max-md:pt-1 max-md:pb-3`}>
        <PlayerActions {...props} editButtonRef={editButton} layout="row" />
      </td>
    </tr>
  )
}
