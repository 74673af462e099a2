// An event's state and deadline as the admin area shows them (English, like the rest of the
// admin area): on the dashboard header and the events page.
import type { EventState, EventInfo } from '@/lib/api'
import { formatDeadline } from '@/i18n'

export const EVENT_STATE_LABEL: Readonly<Record<EventState, string>> = {
  draft: 'Draft',
  open: 'Open',
  closed: 'Closed',
  archived: 'Archived',
}

const TONE: Readonly<Record<EventState, string>> = {
  draft: 'bg-slate-100 text-slate-800 ring-slate-300',
  open: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  closed: 'bg-amber-50 text-amber-900 ring-amber-200',
  archived: 'bg-slate-200 text-slate-700 ring-slate-300',
}

export function EventStateBadge({ state }: { state: EventState }) {
  return (
    <span
      data-testid="event-state"
      className={`inline-flex h-6 items-center rounded-full px-2.5 text-xs font-semibold ring-1 ring-inset ${TONE[state]}`}
    >
      {EVENT_STATE_LABEL[state]}
    </span>
  )
}

/** 'Friday 28 November 2026, 18:00 (Asia/Kolkata)': in the event's own zone, said which. */
export function formatEventDeadline(event: Pick<EventInfo, 'uploadDeadline' | 'timeZone'>, now?: Date): string | null {
  if (!event.uploadDeadline) return null
  return `${formatDeadline(event.uploadDeadline, 'en', { timeZone: event.timeZone, now })} (${event.timeZone})`
}

/**
 * What players can do now, in one line: 'Uploads open until …', 'Deadline passed on …: uploads
 * closed', 'Not open to players yet', …
 */
export function uploadStatusText(event: Pick<EventInfo, 'state' | 'uploadDeadline' | 'timeZone' | 'uploadsOpen'>, now?: Date): string {
  const deadline = formatEventDeadline(event, now)
  // the server's word (uploads_open when loaded): an open event that takes no photos is past its deadline
  const passed = !event.uploadsOpen
  switch (event.state) {
    case 'draft':
      return deadline ? `Not open to players yet · deadline ${deadline}` : 'Not open to players yet'
    case 'closed':
      return 'Uploads closed by an organizer'
    case 'archived':
      return 'Archived: team links say the event has ended'
    case 'open':
      if (passed) return deadline ? `Deadline passed on ${deadline}: uploads closed` : 'Uploads closed'
      return deadline ? `Uploads open until ${deadline}` : 'Uploads open, no deadline'
  }
}
