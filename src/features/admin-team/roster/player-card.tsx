// A player in the grid: the photo (or 'No photo'), the name, where the photo stands, the actions.
// On a phone the card lies on its side: a small photo beside the name and the actions across the
// bottom, so a screen shows two or three players instead of one tall photo.
import { useRef } from 'react'
import { InlineNameEditor } from './inline-name-editor'
import { PlayerActions } from './player-actions'
import { PlayerThumb } from './player-thumb'
import { PhotoStatus } from './photo-status'
import { PlayerIdentityLine } from './player-identity-line'
import { VersionsButton } from './versions-button'
import { useReturnFocus } from './use-return-focus'
import { NAME_FOCUS, type PlayerItemProps } from './player-item'

export function PlayerCard(props: PlayerItemProps) {
  const { player, draft, onDraftChange, busy, onSaveName, onCancelEdit, onVersions, onUndoApproval } = props
  const editing = draft !== null
  const editButton = useRef<HTMLButtonElement>(null)
  useReturnFocus(editing, editButton)
  return (
    <li
      data-player-id={player.id}
      className="grid grid-cols-[6.5rem_minmax(0,1fr)] overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 sm:flex sm:flex-col"
      aria-busy={busy !== undefined || undefined}
    >
      <div className="relative aspect-square overflow-hidden border-slate-100 bg-slate-100 max-sm:m-3 max-sm:mr-0 max-sm:rounded-lg sm:border-b">
        <PlayerThumb player={player} />
      </div>
      <div className="flex min-w-0 flex-col gap-3 p-3 sm:pb-0">
        {editing ? (
          <InlineNameEditor
            playerName={player.player_name}
            draft={draft}
            onDraftChange={onDraftChange}
            saving={busy === 'rename'}
            onSave={onSaveName}
            onCancel={onCancelEdit}
          />
        ) : (
          <h3
            tabIndex={-1}
            data-player-focus={NAME_FOCUS}
            className="line-clamp-3 rounded font-medium break-words text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            title={player.player_name}
          >
            {player.player_name}
          </h3>
        )}
        {!editing && <PlayerIdentityLine player={player} className="-mt-2" />}
        {/* The thumbnail already says 'No photo'; a photo gets its review state. */}
        {player.upload_status && <PhotoStatus player={player} hasPhoto disabled={busy !== undefined} onUndoApproval={onUndoApproval} />}
        <VersionsButton player={player} onClick={onVersions} disabled={busy !== undefined} />
      </div>
      <div className="col-span-2 flex flex-1 flex-col p-3 pt-0 sm:pt-3">
        <PlayerActions {...props} editButtonRef={editButton} layout="card" />
      </div>
    </li>
  )
}
