import type { ReactNode } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import type { EventState, EventInfo } from '@/lib/api'
import { paths } from '@/config/paths'
import { Button, buttonClasses } from '@/components/button'
import { StateMoveButton } from './state-move-button'
import { EVENT_STATE_LABEL, EventStateBadge, uploadStatusText } from '@/components/event-status'
import { useMutation } from '@/lib/api'

type Props = {
  event: EventInfo
  /** every event the admin may switch to (admin_events: open first, then the rest) */
  events?: readonly EventInfo[]
  onLogout: () => Promise<void>
  /** e.g. when the numbers were last loaded */
  status?: ReactNode
}

const GROUPS: readonly EventState[] = ['open', 'draft', 'closed', 'archived']

export function DashboardHeader({ event, events = [event], onLogout, status }: Props) {
  const navigate = useNavigate()
  const logout = useMutation(onLogout)
  const deadlinePassed = event.state === 'open' && !event.uploadsOpen
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-4 sm:px-6">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Admin Dashboard</h1>
          <p className="mt-0.5 text-sm text-slate-500">{event.displayName} · Photo Management</p>
          <p data-testid="event-status" className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <EventStateBadge state={event.state} />
            <span className={deadlinePassed ? 'font-medium text-amber-800' : 'text-slate-600'}>{uploadStatusText(event)}</span>
            <Link to={paths.adminEventEdit.href(event.code)} className="font-medium text-brand-700 underline-offset-4 hover:underline">
              {deadlinePassed ? 'Extend deadline' : 'Event settings'}
            </Link>
            <StateMoveButton event={event} />
          </p>
          {status}
        </div>
        <div className="flex w-full min-w-0 flex-wrap items-center gap-3 sm:w-auto">
          <label htmlFor="event-switcher" className="text-sm font-medium text-slate-600">
            Event
          </label>
          <select
            id="event-switcher"
            value={event.code}
            onChange={(e) => navigate(paths.adminDashboard.href(e.target.value))}
            className="min-h-11 min-w-0 flex-1 basis-40 rounded-lg border border-slate-300 bg-white py-2 pr-8 pl-3 text-[15px] text-slate-800 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none sm:flex-none"
          >
            {GROUPS.map((state) => {
              const group = events.filter((e) => e.state === state)
              return (
                group.length > 0 && (
                  <optgroup key={state} label={EVENT_STATE_LABEL[state]}>
                    {group.map((t) => (
                      <option key={t.code} value={t.code}>
                        {t.displayName}
                      </option>
                    ))}
                  </optgroup>
                )
              )
            })}
          </select>
          <Link to={paths.adminEvents.href()} className={buttonClasses({ variant: 'secondary' })}>
            All events
          </Link>
          <Button variant="secondary" disabled={logout.busy} onClick={() => void logout.mutate()}>
            Logout
          </Button>
        </div>
      </div>
    </header>
  )
}
