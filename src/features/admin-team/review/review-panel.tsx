// The inside of the review view: header with the place in the queue and the way to switch
// between one-by-one and bulk approve, then the current photo (or the bulk grid, or 'all done').
// The roster stays the source of truth: `players` is the page's live list, updated after every
// decision, so a photo that changed meanwhile shows here as soon as it is re-read.
import { useMemo, useState, type ReactNode } from 'react'
import type { AdminPlayer, ReviewDecision } from '@/lib/api'
import { Button } from '@/components/button'
import { CloseIcon } from '@/components/icons'
import { BulkApprove } from './bulk-approve'
import { needsReview, nextNeedingReview, orderQueue, reviewQueue, type QueueOrder } from './review-queue'
import { ReviewDone } from './review-done'
import { ReviewOne } from './review-one'
import { ShortcutKey } from './shortcut-key'
import type { ReviewDecisions } from './use-review-decisions'
import { SHORTCUT_HINT, useReviewShortcuts } from './use-review-shortcuts'
import { reviewTexts } from './texts'

export type ReviewMode = 'one' | 'several'

type Props = {
  titleId: string
  players: AdminPlayer[]
  /** the photos needing review when the view opened (and a single player asked for first) */
  opened: number[]
  startId: number | null
  decisions: ReviewDecisions
  retakeOpen: boolean
  onRetakeOpen: (open: boolean) => void
  onClose: () => void
}

export function ReviewPanel({ titleId, players, opened, startId, decisions, retakeOpen, onRetakeOpen, onClose }: Props) {
  const [mode, setMode] = useState<ReviewMode>('one')
  // The photos the checks doubt first: those are the ones worth a careful look.
  const [order, setOrder] = useState<QueueOrder>('warnings')
  const queue = useMemo(() => orderQueue(reviewQueue(opened, players), players, order), [opened, players, order])
  const [currentId, setCurrentId] = useState<number | null>(() => startId ?? queue[0] ?? null)
  const byId = useMemo(() => new Map(players.map((p) => [p.id, p])), [players])
  const waiting = useMemo(() => {
    const ids = orderQueue(
      players.filter(needsReview).map((p) => p.id),
      players,
      order,
    )
    return ids.map((id) => byId.get(id)!)
  }, [players, order, byId])

  // A player removed (or left without a photo) meanwhile drops out: show the next one waiting.
  const firstWaiting = queue.find((id) => waiting.some((p) => p.id === id)) ?? null
  const shownId = currentId === null ? null : queue.includes(currentId) ? currentId : firstWaiting
  const current = shownId !== null ? byId.get(shownId) : undefined
  const index = shownId !== null ? queue.indexOf(shownId) : -1
  const { decide, approveAll, notice, clearNotice, busy } = decisions

  const go = (id: number | undefined) => {
    if (id === undefined) return
    onRetakeOpen(false)
    clearNotice()
    setCurrentId(id)
  }
  const switchMode = (to: ReviewMode) => {
    // what was said belongs to the other view
    if (to !== mode) clearNotice()
    onRetakeOpen(false)
    // Back from bulk approve: carry on with what still waits, not a photo approved meanwhile.
    if (to === 'one' && current && !needsReview(current)) setCurrentId(nextNeedingReview(queue, players, current.id))
    setMode(to)
  }
  const previous = index > 0 ? () => go(queue[index - 1]) : undefined
  const next = index >= 0 && index < queue.length - 1 ? () => go(queue[index + 1]) : undefined

  /** Decides on the photo as shown; then on to the next one waiting (a changed photo stays, re-read). */
  const decideCurrent = async (decision: ReviewDecision) => {
    if (!current) return
    const outcome = await decide(current, decision)
    if (outcome === 'done' || outcome === 'gone') {
      onRetakeOpen(false)
      setCurrentId(nextNeedingReview(queue, players, current.id))
    }
  }

  useReviewShortcuts(mode === 'one' && current !== undefined, {
    approve: () => {
      if (!retakeOpen) void decideCurrent({ decision: 'approve' })
    },
    retake: () => onRetakeOpen(true),
    next: () => next?.(),
    previous: () => previous?.(),
  })

  let body: ReactNode
  if (mode === 'several') {
    body = <BulkApprove players={waiting} busy={busy} notice={notice} onApprove={approveAll} />
  } else if (current) {
    body = (
      <ReviewOne
        player={current}
        position={index + 1}
        total={queue.length}
        busy={busy}
        notice={notice}
        retakeOpen={retakeOpen}
        onRetakeOpen={onRetakeOpen}
        onApprove={() => void decideCurrent({ decision: 'approve' })}
        onRetake={(reason, note) => void decideCurrent({ decision: 'retake', reason, note })}
        onPrevious={previous}
        onNext={next}
      />
    )
  } else {
    body = <ReviewDone notice={notice} arrived={waiting.length} onContinue={() => go(waiting[0]?.id)} onClose={onClose} />
  }

  return (
    <div className="flex min-h-full flex-col">
      <header className="sticky top-0 z-10 border-b border-slate-200 bg-white px-4 sm:px-6">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 py-3">
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              {reviewTexts.title}
            </h2>
            <p className="text-sm text-slate-600">{reviewTexts.left(waiting.length)}</p>
          </div>
          {/* on a phone, its own row under the mode switch: the title keeps the first row */}
          <label className="order-last inline-flex w-full items-center gap-2 text-sm text-slate-700 sm:order-none sm:w-auto">
            {reviewTexts.orderLabel}
            <select
              value={order}
              onChange={(e) => setOrder(e.target.value as QueueOrder)}
              className="min-h-9 flex-1 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700 sm:flex-none"
            >
              <option value="warnings">{reviewTexts.orderWarnings}</option>
              <option value="roster">{reviewTexts.orderRoster}</option>
            </select>
          </label>
          <div
            role="group"
            aria-label={reviewTexts.modeLabel}
            className="order-last inline-flex w-full rounded-lg bg-slate-200/70 p-1 sm:order-none sm:w-auto"
          >
            <ModeButton active={mode === 'one'} onClick={() => switchMode('one')} label={reviewTexts.oneByOne} />
            <ModeButton active={mode === 'several'} onClick={() => switchMode('several')} label={reviewTexts.selectSeveral} />
          </div>
          <Button variant="secondary" onClick={onClose} aria-keyshortcuts="Escape">
            <CloseIcon className="size-5" />
            {reviewTexts.close}
            <ShortcutKey>{SHORTCUT_HINT.close}</ShortcutKey>
          </Button>
        </div>
      </header>
      <div className="flex flex-1 flex-col px-4 py-4 sm:px-6 sm:py-6">{body}</div>
    </div>
  )
}

function ModeButton({ active, onClick, label }: { active: boolean; onClick: () => void; label: string }) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={`min-h-9 flex-1 rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 sm:flex-none ${
        active ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'
      }`}
    >
      {label}
    </button>
  )
}
