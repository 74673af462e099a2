// The per-player icon buttons (spec §2): photo actions on the left, removing the player apart on
// the right so it is never hit by accident. Actions that need a photo appear only with one.
import type { ReactNode, Ref } from 'react'
import { IconButton } from '@/components/icon-button'
import { DownloadIcon, EyeIcon, ImageMinusIcon, PencilIcon, Spinner, UploadIcon, UserXIcon } from '@/components/icons'
import { texts } from '../texts'
import type { PlayerItemProps } from './player-item'

type Props = PlayerItemProps & {
  editButtonRef: Ref<HTMLButtonElement>
  /** card: remove sits at the far right of the row; row: everything is right-aligned */
  layout: 'card' | 'row'
}

export function PlayerActions({ player, busy, onStartEdit, onView, onDownload, onUpload, onDeletePhoto, onRemove, editButtonRef, layout }: Props) {
  const name = player.player_name
  const hasPhoto = !!player.photoSrc
  const disabled = busy !== undefined
  const a = texts.action
  // In the list, an empty slot keeps every row's icons in the same columns; a card just closes up.
  const gap = layout === 'row' ? <span aria-hidden="true" className="size-9" /> : null
  const iconOr = (kind: typeof busy, icon: ReactNode) => (busy === kind ? <Spinner className="size-4" /> : icon)
  return (
    <div className={`flex items-center gap-1 ${layout === 'card' ? 'mt-auto' : 'justify-end'}`}>
      <IconButton ref={editButtonRef} label={a.edit.label(name)} tip={a.edit.tip} icon={iconOr('rename', <PencilIcon />)} onClick={onStartEdit} disabled={disabled} />
      {hasPhoto ? <IconButton label={a.view.label(name)} tip={a.view.tip} icon={<EyeIcon />} onClick={onView} disabled={disabled} /> : gap}
      {hasPhoto ? (
        <IconButton label={a.download.label(name)} tip={a.download.tip} icon={iconOr('download', <DownloadIcon />)} onClick={onDownload} disabled={disabled} />
      ) : (
        gap
      )}
      <IconButton
        label={hasPhoto ? a.replace.label(name) : a.upload.label(name)}
        tip={hasPhoto ? a.replace.tip : a.upload.tip}
        icon={iconOr('upload', <UploadIcon />)}
        onClick={onUpload}
        disabled={disabled}
      />
      {hasPhoto ? (
        <IconButton label={a.deletePhoto.label(name)} tip={a.deletePhoto.tip} icon={iconOr('delete-photo', <ImageMinusIcon />)} onClick={onDeletePhoto} disabled={disabled} tone="danger" />
      ) : (
        gap
      )}
      <IconButton className={layout === 'card' ? 'ml-auto' : 'ml-3'} label={a.remove.label(name)} tip={a.remove.tip} icon={iconOr('remove', <UserXIcon />)} onClick={onRemove} disabled={disabled} tone="danger" />
    </div>
  )
}
