// What just happened in the review view (approved, sent back, changed meanwhile). Inside the
// modal, where a toast could not be seen, and announced politely.
import type { ReviewNotice as Notice } from './use-review-decisions'

const TONE = {
  success: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  info: 'bg-amber-50 text-amber-950 ring-amber-200',
  error: 'bg-red-50 text-red-800 ring-red-200',
} as const

export function ReviewNotice({ notice }: { notice: Notice | null }) {
  return (
    <div aria-live="polite" className="min-h-0">
      {notice && <p className={`rounded-lg px-3 py-2 text-sm font-medium ring-1 ${TONE[notice.tone]}`}>{notice.text}</p>}
    </div>
  )
}
