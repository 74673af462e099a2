// What the upload panel says about a photo the organizers reviewed: a retake request
// with its reason (in the player's language) and the organizer's note as written, or an approved
// photo that the team link can no longer replace, and whom to ask instead.
import type { ReactNode } from 'react'
import { AlertIcon, CheckCircleIcon } from '@/components/icons'
import { useT } from '@/i18n'
import type { RetakeReason } from '@/lib/api'
import { RETAKE_REASON_KEYS } from './retake-reason'
import { InlineError } from './wizard/step-parts'

export function RetakeNotice({ reason, note }: { reason: RetakeReason | null; note: string | null }) {
  const { t } = useT()
  return (
    <Notice tone="amber" title={t('review.retake.title')}>
      {reason && <p className="mt-1">{t('review.retake.reason', { reason: t(RETAKE_REASON_KEYS[reason]) })}</p>}
      {note && (
        <>
          <p className="mt-2 text-sm font-medium text-amber-900">{t('review.retake.note')}</p>
          {/* the organizer's words, as they wrote them (not translated) */}
          <blockquote className="mt-0.5 border-l-3 border-amber-400 pl-2 [overflow-wrap:anywhere] whitespace-pre-line">{note}</blockquote>
        </>
      )}
      <p className="mt-2">{t('review.retake.hint')}</p>
    </Notice>
  )
}

export function ApprovedNotice() {
  const { t } = useT()
  return (
    <Notice tone="emerald" title={t('review.approved.title')}>
      <p className="mt-1">{t('review.approved.message')}</p>
    </Notice>
  )
}

const TONES = {
  amber: { box: 'bg-amber-50 text-amber-950 ring-amber-300', icon: <AlertIcon className="mt-0.5 size-5 shrink-0 text-amber-700" /> },
  emerald: {
    box: 'bg-emerald-50 text-emerald-950 ring-emerald-300',
    icon: <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-emerald-700" />,
  },
} as const

function Notice({ tone, title, children }: { tone: keyof typeof TONES; title: string; children: ReactNode }) {
  return (
    <div className={`mt-3 flex gap-2 rounded-xl p-3 text-[0.9375rem] leading-snug ring-1 ${TONES[tone].box}`}>
      {TONES[tone].icon}
      <div className="min-w-0">
        <p className="font-semibold">{title}</p>
        {children}
      </div>
    </div>
  )
}

/** The player was taken off the roster while uploading (their name is gone from the list). */
export function RemovedNotice() {
  const { t } = useT()
  return (
    <div className="mt-3">
      <InlineError>{t('wizard.playerRemoved')}</InlineError>
    </div>
  )
}
