// Where a player's current photo stands, in a card or a list row: the review badge, an Undo beside
// an automatic approval (the event's rule approved it; the organizer decides in the end), and
// what the photo checks found, so a doubtful photo is seen without opening it.
import type { AdminPlayer } from '@/lib/api'
import { FINDING_LABEL, texts } from '../texts'
import { StatusBadge } from './status-badge'

type Props = {
  player: AdminPlayer
  hasPhoto: boolean
  disabled: boolean
  onUndoApproval: () => void
}

export function PhotoStatus({ player, hasPhoto, disabled, onUndoApproval }: Props) {
  const auto = hasPhoto && player.review_state === 'approved' && player.auto_approved
  const findings = hasPhoto ? player.findings : null
  return (
    <>
      <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
        <StatusBadge hasPhoto={hasPhoto} review={player} autoApproved={auto} />
        {auto && (
          <button
            type="button"
            onClick={onUndoApproval}
            disabled={disabled}
            aria-label={texts.undoApproval.label(player.player_name)}
            className="min-h-8 rounded px-1.5 text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:text-slate-400 max-sm:min-h-11"
          >
            {texts.undoApproval.text}
          </button>
        )}
      </span>
      <PhotoFindingList findings={findings} />
    </>
  )
}

/** 'Too dark · Blurry' in amber; nothing when the checks found nothing or didn't run. */
export function PhotoFindingList({ findings }: { findings: AdminPlayer['findings'] }) {
  if (!findings?.length) return null
  return (
    <p data-testid="photo-findings" className="text-xs break-words text-amber-900">
      <span className="sr-only">{texts.findingsLabel}: </span>
      {findings.map((f) => FINDING_LABEL[f]).join(' · ')}
    </p>
  )
}
