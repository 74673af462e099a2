// The face check's warnings, on Crop and Review: they never block, like the spec's
// below-800 warning; they say what to do about it.
import { AlertIcon } from '@/components/icons'
import { useT } from '@/i18n'
import type { PhotoFinding } from '@/lib/face/framing'

export function PhotoFindings({ findings, className = '' }: { findings: readonly PhotoFinding[]; className?: string }) {
  const { t } = useT()
  return (
    // polite: the check answers a moment after the step opens, and again as the square moves
    <div role="status" className={className}>
      {findings.length > 0 && (
        <ul
          data-testid="photo-findings"
          className="flex flex-col gap-1.5 rounded-xl bg-amber-50 p-3 text-[0.9375rem] leading-snug text-amber-950 ring-1 ring-amber-200"
        >
          {findings.map((finding) => (
            <li key={finding} data-finding={finding} className="flex gap-2">
              <AlertIcon className="mt-0.5 size-5 shrink-0 text-amber-700" />
              <span>{t(`wizard.check.${finding}`)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
