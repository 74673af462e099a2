// What the photo checks found on the photo under review, beside it: each warning as the
// organizer reads it, or that every check passed; nothing when no check ran (an older upload,
// a browser that couldn't run it).
import type { AdminPlayer } from '@/lib/api'
import { AlertIcon } from '@/components/icons'
import { FINDING_LABEL } from '../texts'
import { reviewTexts } from './texts'

export function PhotoChecks({ findings }: { findings: AdminPlayer['findings'] }) {
  if (findings === null) return null
  if (findings.length === 0) return <p className="text-sm text-emerald-800">{reviewTexts.checksPassed}</p>
  return (
    <ul aria-label={reviewTexts.checksLabel} className="flex flex-wrap gap-1.5">
      {findings.map((f) => (
        <li
          key={f}
          className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-2.5 py-1 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
        >
          <AlertIcon className="size-4 shrink-0 text-amber-700" />
          {FINDING_LABEL[f]}
        </li>
      ))}
    </ul>
  )
}
