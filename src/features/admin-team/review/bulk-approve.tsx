// Bulk approve: every photo that needs review as a small card with a checkbox, then 'Approve
// selected'. The selection lives here, inside the review view, so the roster's own layouts stay
// as they are. Each photo is approved only if it is still the one shown.
import { useId, useState } from 'react'
import type { AdminPlayer } from '@/lib/api'
import { Button } from '@/components/button'
import { CheckIcon } from '@/components/icons'
import { PhotoFindingList } from '../roster/photo-status'
import { ReviewNotice } from './review-notice'
import type { ReviewNotice as Notice } from './use-review-decisions'
import { reviewTexts } from './texts'

type Props = {
  /** the players whose photo needs review, as shown */
  players: AdminPlayer[]
  busy: boolean
  notice: Notice | null
  onApprove: (seen: AdminPlayer[]) => Promise<unknown>
}

export function BulkApprove({ players, busy, notice, onApprove }: Props) {
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set())
  const allId = useId()
  // Only what is still listed counts (an approved or removed player drops out of the selection).
  const selected = players.filter((p) => picked.has(p.id))
  const all = players.length > 0 && selected.length === players.length

  const toggle = (id: number, on: boolean) =>
    setPicked((s) => {
      const next = new Set(s)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })

  const approve = async () => {
    await onApprove(selected)
    // Whatever changed meanwhile is shown again unticked, for a second look.
    setPicked(new Set())
  }

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={allId} className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-[15px] font-medium text-slate-800">
          <input
            id={allId}
            type="checkbox"
            checked={all}
            ref={(el) => {
              if (el) el.indeterminate = selected.length > 0 && !all
            }}
            onChange={(e) => setPicked(e.target.checked ? new Set(players.map((p) => p.id)) : new Set())}
            disabled={players.length === 0}
            className="size-5 accent-brand-700"
          />
          {reviewTexts.selectAll}
        </label>
        <Button className="ml-auto" onClick={() => void approve()} disabled={busy || selected.length === 0}>
          <CheckIcon className="size-5" />
          {busy ? reviewTexts.approving : reviewTexts.approveSelected(selected.length)}
        </Button>
      </div>
      <ReviewNotice notice={notice} />
      {players.length === 0 ? (
        <p className="py-10 text-center text-slate-600">{reviewTexts.nothingToSelect}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6" aria-label={reviewTexts.listLabel}>
          {players.map((p) => (
            <li key={p.id}>
              <label className="flex h-full cursor-pointer flex-col gap-2 rounded-xl bg-white p-2 ring-1 ring-slate-200 has-[:checked]:ring-2 has-[:checked]:ring-brand-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700">
                {p.thumbSrc && (
                  <img src={p.thumbSrc} alt="" loading="lazy" className="aspect-square w-full rounded-lg bg-slate-100 object-cover" />
                )}
                <span className="flex items-start gap-2">
                  <input
                    type="checkbox"
                    checked={picked.has(p.id)}
                    onChange={(e) => toggle(p.id, e.target.checked)}
                    aria-label={reviewTexts.selectPlayer(p.player_name)}
                    className="mt-0.5 size-5 shrink-0 accent-brand-700 focus-visible:outline-none"
                  />
                  <span className="min-w-0 text-sm font-medium break-words text-slate-800">{p.player_name}</span>
                </span>
                <PhotoFindingList findings={p.findings} />
              </label>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
