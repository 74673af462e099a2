// The per-player actions (spec §2), each a button with its own visible word: six look-alike icons
// known only by a tooltip left an organizer guessing. The accessible name starts with the visible
// word and names the player ('Delete photo of Ana Ruiz'), so voice control and screen readers
// agree with what is seen. Photo actions come first, then the player's own (rename, remove);
// the two that destroy are red. Details opens the player's number, names, role and ID. Actions that need a photo appear only with one.
import type { ReactNode, Ref } from 'react'
import { Button } from '@/components/button'
import { DownloadIcon, EyeIcon, ImageMinusIcon, PencilIcon, Spinner, UploadIcon, UserIcon, UserXIcon } from '@/components/icons'
import { texts } from '../texts'
import type { PlayerBusy } from '../actions/use-player-actions'
import { UPLOAD_FOCUS, type PlayerItemProps } from './player-item'

type Props = PlayerItemProps & {
  editButtonRef: Ref<HTMLButtonElement>
  /** card: a two-column block under the name; row: one line in the list, wrapping when narrow */
  layout: 'card' | 'row'
}

export function PlayerActions({
  player,
  busy,
  onStartEdit,
  onDetails,
  onView,
  onDownload,
  onUpload,
  onDeletePhoto,
  onRemove,
  editButtonRef,
  layout,
}: Props) {
  const name = player.player_name
  const hasPhoto = !!player.photoSrc
  const disabled = busy !== undefined
  const a = texts.action
  const icon = (kind: PlayerBusy, glyph: ReactNode) => (busy === kind ? <Spinner className="size-4" /> : glyph)
  const card = layout === 'card'

  const upload = (
    <ActionButton
      data-player-focus={UPLOAD_FOCUS}
      text={hasPhoto ? a.replace.text : a.upload.text}
      label={hasPhoto ? a.replace.label(name) : a.upload.label(name)}
      icon={icon('upload', <UploadIcon className="size-4" />)}
      onClick={onUpload}
      disabled={disabled}
      className={card && !hasPhoto ? 'sm:col-span-2' : ''}
    />
  )
  // One grid: three across a phone (card or list row), each column as wide as its longest word
  // so none wraps; two equal columns in a desktop card; one line in a desktop list row.
  const phone = 'grid grid-cols-[repeat(3,auto)] justify-between gap-1'
  return (
    <div
      className={
        card ? `mt-auto ${phone} sm:grid-cols-2 sm:justify-normal` : `${phone} md:flex md:flex-wrap md:justify-start lg:justify-end`
      }
    >
      {hasPhoto && (
        <ActionButton
          text={a.view.text}
          label={a.view.label(name)}
          icon={<EyeIcon className="size-4" />}
          onClick={onView}
          disabled={disabled}
        />
      )}
      {hasPhoto && (
        <ActionButton
          text={a.download.text}
          label={a.download.label(name)}
          icon={icon('download', <DownloadIcon className="size-4" />)}
          onClick={onDownload}
          disabled={disabled}
        />
      )}
      {upload}
      {hasPhoto && (
        <ActionButton
          text={a.deletePhoto.text}
          label={a.deletePhoto.label(name)}
          icon={icon('delete-photo', <ImageMinusIcon className="size-4" />)}
          onClick={onDeletePhoto}
          disabled={disabled}
          danger
        />
      )}
      <ActionButton
        ref={editButtonRef}
        text={a.edit.text}
        label={a.edit.label(name)}
        icon={icon('rename', <PencilIcon className="size-4" />)}
        onClick={onStartEdit}
        disabled={disabled}
        className={card ? '' : 'md:ml-3'}
      />
      <ActionButton
        text={a.details.text}
        label={a.details.label(name)}
        icon={icon('details', <UserIcon className="size-4" />)}
        onClick={onDetails}
        disabled={disabled}
      />
      <ActionButton
        text={a.remove.text}
        label={a.remove.label(name)}
        icon={icon('remove', <UserXIcon className="size-4" />)}
        onClick={onRemove}
        disabled={disabled}
        danger
      />
    </div>
  )
}

type ActionProps = {
  text: string
  label: string
  icon: ReactNode
  onClick: () => void
  disabled: boolean
  danger?: boolean
  className?: string
  ref?: Ref<HTMLButtonElement>
  'data-player-focus'?: string
}

const DANGER_ICON = 'text-red-600 [button:disabled_&]:text-slate-400'
const DANGER_TEXT = 'text-red-700 [button:disabled_&]:text-slate-400'

/** Icon and word; 44 px tall on a phone, 36 px beside the mouse. A long word wraps, never overflows. */
function ActionButton({ text, label, icon, onClick, disabled, danger = false, className = '', ref, ...data }: ActionProps) {
  return (
    <Button
      ref={ref}
      variant={danger ? 'ghost-danger' : 'ghost'}
      size="sm"
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
      className={`min-w-0 justify-start gap-1.5 px-2 text-left text-[0.8125rem] leading-tight disabled:opacity-60 max-sm:min-h-11 ${className}`}
      {...data}
    >
      {/* Red for what destroys, on the parts (the variant's own colour is a quiet grey), and grey
          again while the button is disabled. */}
      <span aria-hidden="true" className={`shrink-0 ${danger ? DANGER_ICON : ''}`}>
        {icon}
      </span>
      <span className={danger ? DANGER_TEXT : ''}>{text}</span>
    </Button>
  )
}
