// Where a player's photo stands: No photo, Needs review, Approved (by a person or automatically)
// or Retake requested (with the reason under it, and on hover). Used by the list's Status column,
// the cards and each version.
import type { Review } from '@/lib/api'
import { texts } from '../texts'

type Tone = 'slate' | 'amber' | 'emerald' | 'rose'

const TONES: Record<Tone, { badge: string; dot: string }> = {
  slate: { badge: 'bg-slate-100 text-slate-600 ring-slate-200', dot: 'bg-slate-400' },
  amber: { badge: 'bg-amber-50 text-amber-900 ring-amber-200', dot: 'bg-amber-500' },
  emerald: { badge: 'bg-emerald-50 text-emerald-800 ring-emerald-200', dot: 'bg-emerald-500' },
  rose: { badge: 'bg-rose-50 text-rose-800 ring-rose-200', dot: 'bg-rose-500' },
}

function label(hasPhoto: boolean, state: Review['review_state'], auto: boolean): { text: string; tone: Tone } {
  if (!hasPhoto) return { text: texts.noPhoto, tone: 'slate' }
  switch (state) {
    case 'submitted':
      return { text: texts.review.submitted, tone: 'amber' }
    case 'approved':
      return { text: auto ? texts.review.autoApproved : texts.review.approved, tone: 'emerald' }
    case 'retake':
      return { text: texts.review.retake, tone: 'rose' }
    default:
      // a photo the review flow has no record of
      return { text: texts.uploaded, tone: 'emerald' }
  }
}

/** 'Blurry — the light is behind you' */
export function retakeText({ retake_reason, retake_note }: Review): string | null {
  if (!retake_reason) return retake_note || null
  const reason = texts.retakeReason[retake_reason]
  return retake_note ? `${reason} — ${retake_note}` : reason
}

/** `autoApproved`: the event's rule approved it (every photo check passed), not a person. */
export function StatusBadge({ hasPhoto, review, autoApproved = false }: { hasPhoto: boolean; review: Review; autoApproved?: boolean }) {
  const { text, tone } = label(hasPhoto, review.review_state, autoApproved)
  const why = hasPhoto && review.review_state === 'retake' ? retakeText(review) : null
  return (
    <span className="inline-flex max-w-full flex-col items-start gap-1">
      <span
        title={why ?? undefined}
        className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-sm font-medium whitespace-nowrap ring-1 ${TONES[tone].badge}`}
      >
        <span aria-hidden="true" className={`size-1.5 rounded-full ${TONES[tone].dot}`} />
        {text}
      </span>
      {why && <span className="text-xs break-words text-rose-800">{why}</span>}
    </span>
  )
}
