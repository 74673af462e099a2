// One photo at a time: large, the player's name, the previous version beside it, and the
// decisions with their keys. Request retake opens the reasons inline.
import { useEffect, useId, useRef } from 'react'
import type { AdminPlayer, RetakeReason } from '@/lib/api'
import { Button } from '@/components/button'
import { ArrowLeftIcon, CameraIcon, CheckIcon } from '@/components/icons'
import { PhotoChecks } from './photo-checks'
import { PreviousVersion } from './previous-version'
import { RetakeForm } from './retake-form'
import { ReviewImage } from './review-image'
import { ReviewNotice } from './review-notice'
import { StatusBadge } from '../roster/status-badge'
import { ShortcutKey } from './shortcut-key'
import { SHORTCUT_HINT } from './use-review-shortcuts'
import type { ReviewNotice as Notice } from './use-review-decisions'
import { reviewTexts } from './texts'

type Props = {
  player: AdminPlayer
  /** 1-based place in the queue, and its length */
  position: number
  total: number
  busy: boolean
  notice: Notice | null
  retakeOpen: boolean
  onRetakeOpen: (open: boolean) => void
  onApprove: () => void
  onRetake: (reason: RetakeReason, note: string) => void
  /** undefined at the ends of the queue */
  onPrevious?: () => void
  onNext?: () => void
}

export function ReviewOne({
  player,
  position,
  total,
  busy,
  notice,
  retakeOpen,
  onRetakeOpen,
  onApprove,
  onRetake,
  onPrevious,
  onNext,
}: Props) {
  const nameId = useId()
  const retakeButton = useRef<HTMLButtonElement>(null)
  const wasOpen = useRef(retakeOpen)
  // Closing the reasons (sent or cancelled) removes the focused control: focus goes back to the
  // button that opened them, so the keys and Tab carry on from there.
  useEffect(() => {
    if (wasOpen.current && !retakeOpen) retakeButton.current?.focus()
    wasOpen.current = retakeOpen
  }, [retakeOpen])

  // One grid: on a phone name, photos, then decisions (what a thumb reaches last is at the
  // bottom); on a wide screen the photos take the left and name and decisions sit beside them.
  return (
    <section
      aria-labelledby={nameId}
      className="mx-auto grid w-full max-w-7xl content-start gap-4 lg:grid-cols-[minmax(0,1fr)_28rem] lg:grid-rows-[auto_1fr] lg:gap-x-8"
    >
      <div className="lg:col-start-2">
        <p className="text-sm text-slate-500">{reviewTexts.position(position, total)}</p>
        <h3 id={nameId} className="mt-0.5 text-2xl font-semibold break-words text-slate-900">
          {player.player_name}
        </h3>
        <div className="mt-2">
          <StatusBadge hasPhoto review={player} autoApproved={player.auto_approved} />
        </div>
        <div className="mt-3">
          <PhotoChecks findings={player.findings} />
        </div>
      </div>

      <div className="grid min-w-0 grid-cols-[minmax(0,2fr)_minmax(0,1fr)] items-start gap-3 sm:grid-cols-[minmax(0,3fr)_minmax(0,1fr)] sm:gap-5 lg:col-start-1 lg:row-span-2 lg:row-start-1">
        {player.photoSrc && (
          <ReviewImage
            key={player.photoSrc}
            src={player.photoSrc}
            alt={reviewTexts.photoOf(player.player_name)}
            className="max-h-[45dvh] w-auto max-w-full sm:max-h-[60dvh] lg:max-h-[calc(100dvh-10rem)]"
          />
        )}
        <PreviousVersion player={player} />
      </div>

      <div className="flex flex-col gap-4 lg:col-start-2">
        <ReviewNotice notice={notice} />

        {!retakeOpen && (
          <div className="grid grid-cols-2 gap-2">
            <Button onClick={onApprove} disabled={busy} aria-keyshortcuts={SHORTCUT_HINT.approve} className="sm:min-h-13">
              <CheckIcon className="size-5" />
              {reviewTexts.approve}
              <ShortcutKey>{SHORTCUT_HINT.approve}</ShortcutKey>
            </Button>
            <Button
              ref={retakeButton}
              variant="secondary"
              className="sm:min-h-13"
              onClick={() => onRetakeOpen(true)}
              disabled={busy}
              aria-keyshortcuts={SHORTCUT_HINT.retake}
            >
              <CameraIcon className="size-5" />
              {reviewTexts.requestRetake}
              <ShortcutKey>{SHORTCUT_HINT.retake}</ShortcutKey>
            </Button>
          </div>
        )}
        {retakeOpen && <RetakeForm busy={busy} onSend={onRetake} onCancel={() => onRetakeOpen(false)} />}

        <div className="flex justify-between gap-2">
          <Button variant="ghost" onClick={onPrevious} disabled={!onPrevious} aria-keyshortcuts={`${SHORTCUT_HINT.previous} ArrowLeft`}>
            <ArrowLeftIcon className="size-4" />
            {reviewTexts.previous}
            <ShortcutKey>{SHORTCUT_HINT.previous}</ShortcutKey>
          </Button>
          <Button variant="ghost" onClick={onNext} disabled={!onNext} aria-keyshortcuts={`${SHORTCUT_HINT.next} ArrowRight`}>
            <ShortcutKey>{SHORTCUT_HINT.next}</ShortcutKey>
            {reviewTexts.next}
            <ArrowLeftIcon className="size-4 rotate-180" />
          </Button>
        </div>
      </div>
    </section>
  )
}
