// The grid's picture of a player: always the 256 px thumbnail (a page of 30 players stays around
// a megabyte), loaded lazily as it scrolls into view, with its size set so nothing jumps.
import { useState } from 'react'
import type { AdminPlayer } from '@/lib/api'
import { THUMB_SIDE_PX } from '@/config/constants'
import { UserIcon } from '@/components/icons'
import { texts } from '../texts'

export function PlayerThumb({ player }: { player: AdminPlayer }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const src = player.thumbSrc
  if (!src || failedSrc === src) {
    return (
      <div className="flex size-full flex-col items-center justify-center gap-2 text-slate-400">
        <UserIcon className="size-10" />
        <span className="text-sm font-medium text-slate-600">{src ? texts.previewUnavailable : texts.noPhoto}</span>
      </div>
    )
  }
  return (
    <img
      src={src}
      alt={texts.photoOf(player.player_name)}
      loading="lazy"
      decoding="async"
      width={THUMB_SIDE_PX}
      height={THUMB_SIDE_PX}
      onError={() => setFailedSrc(src)}
      // Out of the flow: a portrait an admin uploaded (kept whole, not square) can't stretch the card.
      className="absolute inset-0 size-full object-contain"
    />
  )
}

/** The small picture at the start of a list row. */
export function PlayerAvatar({ player }: { player: AdminPlayer }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const src = player.thumbSrc
  if (!src || failedSrc === src) {
    return (
      <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-400">
        <UserIcon className="size-5" />
      </span>
    )
  }
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      width={40}
      height={40}
      onError={() => setFailedSrc(src)}
      className="size-10 shrink-0 rounded-full bg-slate-100 object-cover"
    />
  )
}
