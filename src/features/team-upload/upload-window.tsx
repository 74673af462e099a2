// Whether the team link still takes photos, as the player sees it: 'Upload by …' in the header
// while it does; once the event is closed or past its deadline, since when and whom to contact,
// and no upload buttons. The SQL decides (begin_upload refuses); this only says so clearly.
import type { EventInfo } from '@/lib/api'
import { useSupportContact } from '@/lib/api'
import { MailLine } from '@/components/mail-line'
import { formatEventDeadline, useT } from '@/i18n'
import { ClockIcon, LockIcon } from '@/components/icons'
import { useTeamLink } from './team-link-context'

/** When uploads closed, if a passed deadline says so (an organizer closing by hand leaves no time). */
export function closedSince(event: Pick<EventInfo, 'uploadDeadline'>, now: Date = new Date()): string | null {
  const deadline = event.uploadDeadline
  return deadline && Date.parse(deadline) <= now.getTime() ? deadline : null
}

/** Whom a player writes to: the event's contact, else the portal's technical support (null: neither is set). */
export function eventContact(event: Pick<EventInfo, 'contactEmail'>, support: string | null | undefined): string | null {
  return event.contactEmail || support || null
}

/** 'Need help? Contact {email}.' with the address as a mailto link; nothing while no address is set. */
export function ContactLine({ event, className = '' }: { event: Pick<EventInfo, 'contactEmail'>; className?: string }) {
  const { t } = useT()
  const email = eventContact(event, useSupportContact().data)
  return email ? <MailLine text={t('event.contact', { email: '\u0000' })} email={email} className={className} /> : null
}

/** The header's line under the event name: the deadline while open, 'closed' once not. The
 *  time is the event's, with its zone named (and the player's own when it differs), so every
 *  player of a team reads the same deadline. */
export function DeadlineLine() {
  const { t, lang } = useT()
  const { event, uploads } = useTeamLink()
  if (!uploads.open) {
    return (
      <p className="mt-1.5 flex items-center gap-1.5 text-sm font-semibold text-amber-200">
        <LockIcon className="size-4 shrink-0" />
        {t('event.closed.title')}
      </p>
    )
  }
  if (!event.uploadDeadline) return null
  return (
    <p data-testid="upload-deadline" className="mt-1.5 flex items-center gap-1.5 text-sm font-semibold text-white">
      <ClockIcon className="size-4 shrink-0 text-brand-100" />
      {t('event.uploadBy', { date: formatEventDeadline(event.uploadDeadline, lang, event.timeZone) })}
    </p>
  )
}

/** In the upload panel instead of (or, after a refused upload, above) the wizard. */
export function UploadsClosedNotice({ className = '' }: { className?: string }) {
  const { t, lang } = useT()
  const { event } = useTeamLink()
  const since = closedSince(event)
  const eventName = event.displayName
  return (
    <div
      role="status"
      className={`rounded-xl bg-amber-50 p-4 text-[0.9375rem] leading-snug text-amber-950 ring-1 ring-amber-200 ${className}`}
    >
      <p className="flex items-center gap-2 font-semibold">
        <LockIcon className="size-5 shrink-0 text-amber-700" />
        {t('event.closed.title')}
      </p>
      <p className="mt-1.5">
        {since
          ? t('event.closed.since', { event: eventName, date: formatEventDeadline(since, lang, event.timeZone) })
          : t('event.closed.now', { event: eventName })}
      </p>
      <ContactLine event={event} className="mt-1.5" />
    </div>
  )
}
