import { Link } from 'react-router-dom'
import type { EventInfo } from '@/lib/api'
import { paths } from '@/config/paths'
import { Button, buttonClasses } from '@/components/button'
import { EventStateBadge, uploadStatusText } from '@/components/event-status'
import { formatDateRange } from '@/i18n'
import { STATE_MOVES, type StateMove } from '@/components/event-state-moves'

type Props = { event: EventInfo; busy: boolean; onMove: (move: StateMove) => void }

/** One event: what it is, what players can do now, and the ways forward. */
export function EventItem({ event, busy, onMove }: Props) {
  const headingId = `event-${event.code}`
  const deadlinePassed = event.state === 'open' && !event.uploadsOpen
  const dates = event.startDate && event.endDate ? formatDateRange(event.startDate, event.endDate, 'en') : null
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:flex-row md:items-start"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={headingId} className="text-lg font-semibold [overflow-wrap:anywhere] text-slate-900">
            {event.displayName}
          </h2>
          <EventStateBadge state={event.state} />
        </div>
        <p className="mt-0.5 text-sm text-slate-500">
          {event.shortName} · <span className="font-mono">/{event.code}</span>
        </p>
        <p className="mt-2 text-sm text-slate-700">{[event.venue, dates].filter(Boolean).join(' · ') || 'No venue or dates yet'}</p>
        <p className={`mt-1 text-sm ${deadlinePassed ? 'font-medium text-amber-800' : 'text-slate-600'}`}>{uploadStatusText(event)}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2 md:max-w-sm md:justify-end">
        <Link to={paths.adminDashboard.href(event.code)} className={buttonClasses({ variant: 'secondary' })}>
          Dashboard
          <span className="sr-only"> of {event.displayName}</span>
        </Link>
        <Link to={paths.adminEventEdit.href(event.code)} className={buttonClasses({ variant: deadlinePassed ? 'outline' : 'secondary' })}>
          {deadlinePassed ? 'Extend deadline' : 'Edit'}
          <span className="sr-only"> {event.displayName}</span>
        </Link>
        {STATE_MOVES[event.state].map((m) => (
          <Button key={m.to} variant={m.primary ? 'primary' : 'secondary'} disabled={busy} onClick={() => onMove(m)}>
            {m.label}
            <span className="sr-only"> {event.displayName}</span>
          </Button>
        ))}
      </div>
    </article>
  )
}
