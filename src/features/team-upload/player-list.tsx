import { memo, useState, type ReactNode } from 'react'
import type { RosterPlayer } from '@/lib/api'
import { useT } from '@/i18n'
import { CheckCircleIcon, PendingCircleIcon } from '@/components/icons'
import { initialsOf, isDone, needsNewPhoto } from './player-filters'
import { RETAKE_REASON_KEYS } from './retake-reason'

type Props = {
  players: readonly RosterPlayer[]
  selectedId: number | null
  onSelect: (player: RosterPlayer) => void
  /** phones: the chosen player's upload panel, shown right under their name */
  panel?: ReactNode
}

/**
 * The roster as big tap targets (≥ 64 px high, full width): avatar, name (wraps, never cut) and
 * status. The chosen row is marked aria-current so screen readers hear which name is open.
 */
export function PlayerList({ players, selectedId, onSelect, panel = null }: Props) {
  return (
    <ul className="flex flex-col gap-2">
      {players.map((player) => {
        const open = panel !== null && player.id === selectedId
        return (
          // data-panel-anchor: opening the panel scrolls here, so the name stays in sight above it
          <li key={player.id} data-panel-anchor={open ? '' : undefined} className={open ? 'scroll-mt-3' : undefined}>
            <PlayerRow player={player} selected={player.id === selectedId} onSelect={onSelect} />
            {open && <div className="mt-2">{panel}</div>}
          </li>
        )
      })}
    </ul>
  )
}

const PlayerRow = memo(function PlayerRow({
  player,
  selected,
  onSelect,
}: {
  player: RosterPlayer
  selected: boolean
  onSelect: (player: RosterPlayer) => void
}) {
  const { t } = useT()
  const done = isDone(player)
  const retake = needsNewPhoto(player)
  const approved = done && player.review_state === 'approved'
  // A retake reads as pending, with the organizers' reason (their note is in the upload panel).
  const status = retake
    ? player.retake_reason
      ? `${t('team.player.retake')} · ${t(RETAKE_REASON_KEYS[player.retake_reason])}`
      : t('team.player.retake')
    : approved
      ? t('team.player.approved')
      : done
        ? t('team.player.hasPhoto')
        : t('team.player.noPhoto')
  return (
    <button
      type="button"
      aria-current={selected ? 'true' : undefined}
      data-player-id={player.id}
      onClick={() => onSelect(player)}
      className={[
        // @container: when the row is narrow for its text (a phone with its text at 150–200 %), the
        // avatar and the status icon step aside so the name keeps whole words (the status says it too)
        '@container flex min-h-16 w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left transition-colors',
        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
        selected
          ? 'bg-brand-50 ring-2 ring-brand-600'
          : 'bg-white ring-1 ring-slate-200 hover:bg-slate-50 hover:ring-slate-300 active:bg-slate-100',
      ].join(' ')}
    >
      <Avatar player={player} />
      <span className="min-w-0 flex-1">
        <span className="block text-[1.0625rem] leading-snug font-semibold [overflow-wrap:anywhere] text-slate-900">
          {player.player_name}
          {player.shirt_number != null && <ShirtNumber number={player.shirt_number} />}
        </span>
        <span
          data-review-state={player.review_state ?? undefined}
          className={`mt-0.5 block text-sm ${retake ? 'font-medium text-amber-800' : done ? 'text-emerald-800' : 'text-slate-600'}`}
        >
          {status}
        </span>
      </span>
      {done ? (
        <CheckCircleIcon className="size-7 shrink-0 text-emerald-600 @max-[15.5rem]:hidden" />
      ) : (
        <PendingCircleIcon className="size-7 shrink-0 text-amber-600 @max-[15.5rem]:hidden" />
      )}
    </button>
  )
})

/** The uploaded thumbnail (lazy: weak Wi-Fi), else initials. A broken image falls back too. */
function Avatar({ player }: { player: RosterPlayer }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const src = player.upload_status && player.thumbSrc !== failedSrc ? player.thumbSrc : null
  if (src) {
    return (
      <img
        src={src}
        alt=""
        width={44}
        height={44}
        loading="lazy"
        decoding="async"
        onError={() => setFailedSrc(src)}
        className="size-11 shrink-0 rounded-full bg-slate-200 object-cover @max-[15.5rem]:hidden"
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-11 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-bold text-slate-600 ring-1 ring-slate-200 @max-[15.5rem]:hidden"
    >
      {initialsOf(player.player_name)}
    </span>
  )
}

/** The shirt number beside the name: '#7' to the eye, ', number 7' to a screen reader. */
function ShirtNumber({ number }: { number: number }) {
  const { t } = useT()
  return (
    <>
      <span className="sr-only">, {t('team.player.number', { number: String(number) })}</span>
      <span
        aria-hidden="true"
        className="ml-2 inline-block rounded-md bg-slate-100 px-1.5 align-[0.1em] text-sm font-medium text-slate-600 tabular-nums ring-1 ring-slate-200"
      >
        #{number}
      </span>
    </>
  )
}
