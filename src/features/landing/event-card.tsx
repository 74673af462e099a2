import type { EventInfo } from '@/lib/api'
import { formatDateRange, formatEventDeadline, useT } from '@/i18n'
import { CalendarIcon, ClockIcon, LockIcon, MapPinIcon, TrophyIcon } from '@/components/icons'

/**
 * One 'Active Tournaments' card: name, location, dates and the upload deadline in the reader's
 * language (the deadline in the event's zone, named, and the reader's own when it differs), and
 * the link hint.
 */
export function EventCard({ event }: { event: EventInfo }) {
  const { t, lang } = useT()
  const { startDate, endDate, uploadDeadline } = event
  const dates = startDate || endDate ? formatDateRange(startDate || endDate, endDate || startDate, lang) : null
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div aria-hidden="true" className="h-1.5 bg-gradient-to-r from-brand-700 via-brand-500 to-emerald-500" />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-start gap-3">
          <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <TrophyIcon />
          </span>
          <div className="min-w-0">
            <h3 className="text-lg leading-snug font-bold [overflow-wrap:anywhere] text-slate-900">{event.displayName}</h3>
            <p className="mt-0.5 text-sm font-medium text-slate-500">{event.shortName}</p>
          </div>
        </div>
        <dl className="mt-4 flex flex-col gap-2 text-[0.9375rem] text-slate-700">
          {event.venue && (
            <div className="flex items-center gap-2.5">
              <dt>
                <MapPinIcon className="size-5 text-slate-500" />
                <span className="sr-only">{t('landing.locationLabel')}</span>
              </dt>
              <dd>{event.venue}</dd>
            </div>
          )}
          {dates && (
            <div className="flex items-center gap-2.5">
              <dt>
                <CalendarIcon className="size-5 text-slate-500" />
                <span className="sr-only">{t('landing.datesLabel')}</span>
              </dt>
              <dd>{dates}</dd>
            </div>
          )}
          {(uploadDeadline || !event.uploadsOpen) && (
            <div className="flex items-center gap-2.5">
              <dt>
                {event.uploadsOpen ? <ClockIcon className="size-5 text-slate-500" /> : <LockIcon className="size-5 text-slate-500" />}
                <span className="sr-only">{t('landing.deadlineLabel')}</span>
              </dt>
              <dd className="font-medium text-slate-800">
                {event.uploadsOpen && uploadDeadline
                  ? t('event.uploadBy', { date: formatEventDeadline(uploadDeadline, lang, event.timeZone) })
                  : t('event.closed.title')}
              </dd>
            </div>
          )}
        </dl>
        <p className="mt-4 flex gap-2.5 rounded-xl bg-slate-50 p-3 text-sm leading-relaxed text-slate-700 ring-1 ring-slate-200">
          <LockIcon className="mt-0.5 size-4.5 shrink-0 text-brand-700" />
          {t('landing.tournamentCardHint')}
        </p>
      </div>
    </article>
  )
}
