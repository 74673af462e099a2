// The organizers' events: every event of the database, open ones first; create one,
// edit it, move it through draft → open → closed → archived (and back: reopen, restore).
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { queryKeys, useSetEventState, type EventState, type EventInfo } from '@/lib/api'
import { paths } from '@/config/paths'
import { useFixedPageLang } from '@/i18n'
import { Button, buttonClasses } from '@/components/button'
import { EventStateConfirm } from '@/components/event-state-confirm'
import { PlusIcon } from '@/components/icons'
import { EventsHeader } from './events-header'
import { EventItem } from './event-item'
import { MOVED_TOAST, type StateMove } from '@/components/event-state-moves'
import { SupportContactForm } from './support-contact-form'

type Props = {
  events: readonly EventInfo[]
  /** read the list again (after a change, or when the server says it changed meanwhile) */
  onLogout: () => Promise<void>
}

type Pending = { event: EventInfo; move: StateMove }

export function AdminEventsPage({ events, onLogout }: Props) {
  useFixedPageLang('en') // the admin area is in English
  const [confirming, setConfirming] = useState<Pending | null>(null)
  const setState = useSetEventState({
    successToast: (_data, vars) => MOVED_TOAST[vars.state](nameOf(events, vars.code)),
    // and after 'This event changed since you opened the page': show what it is now
    invalidates: () => [queryKeys.events],
  })

  function move(event: EventInfo, to: EventState) {
    void setState.mutate({ code: event.code, state: to, seenState: event.state })
  }

  function choose(event: EventInfo, m: StateMove) {
    if (m.confirm) setConfirming({ event, move: m })
    else move(event, m.to)
  }

  return (
    <div className="min-h-dvh bg-slate-50">
      <EventsHeader
        title="Events"
        subtitle="Create tournaments, open them to players, close and archive them"
        backTo={paths.adminRoot.href()}
        backLabel="Back to the dashboard"
        actions={
          <>
            <Link to={paths.adminEventNew.href()} className={buttonClasses()}>
              <PlusIcon />
              New event
            </Link>
            <Button variant="secondary" onClick={() => void onLogout()}>
              Logout
            </Button>
          </>
        }
      />
      <main className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6">
        {events.length === 0 ? (
          <div className="rounded-xl bg-white p-8 text-center ring-1 ring-slate-200">
            <h2 className="text-lg font-semibold text-slate-900">No events yet</h2>
            <p className="mt-1 text-slate-600">Create the first tournament; it starts as a draft that players can't see.</p>
            <Link to={paths.adminEventNew.href()} className={`${buttonClasses()} mt-4`}>
              <PlusIcon />
              New event
            </Link>
          </div>
        ) : (
          <ul aria-label="Events" className="flex flex-col gap-3">
            {events.map((event) => (
              <li key={event.code}>
                <EventItem event={event} busy={setState.pending.has(event.code)} onMove={(m) => choose(event, m)} />
              </li>
            ))}
          </ul>
        )}
        <SupportContactForm />
      </main>

      <EventStateConfirm
        asking={confirming && { move: confirming.move, eventName: confirming.event.displayName }}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) move(confirming.event, confirming.move.to)
          setConfirming(null)
        }}
      />
    </div>
  )
}

function nameOf(events: readonly EventInfo[], code: string): string {
  return events.find((e) => e.code === code)?.displayName ?? code
}
