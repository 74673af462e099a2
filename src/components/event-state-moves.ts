// Which moves the events page offers from each state, and what each one means for players. Any
// move is allowed by the SQL; these are the ones an organizer needs (reopen = closed → open).
import type { EventState } from '@/lib/api'

export type StateMove = {
  to: EventState
  label: string
  /** asked before moving: what players will see */
  confirm?: { title: string; message: (event: string) => string; button: string }
  primary?: boolean
}

export const STATE_MOVES: Readonly<Record<EventState, readonly StateMove[]>> = {
  // Opening asks, as closing does: it changes what every team link shows at once.
  draft: [
    { to: 'open', label: 'Open to players', primary: true, confirm: openConfirm('Open to players') },
    { to: 'archived', label: 'Archive', confirm: archiveConfirm() },
  ],
  open: [
    {
      to: 'closed',
      label: 'Close uploads',
      confirm: {
        title: 'Close uploads?',
        message: (event) =>
          `Players of ${event} can no longer upload: their team links say that uploads are closed and whom to contact. You can reopen it at any time.`,
        button: 'Close uploads',
      },
    },
  ],
  closed: [
    { to: 'open', label: 'Reopen', primary: true, confirm: openConfirm('Reopen') },
    { to: 'archived', label: 'Archive', confirm: archiveConfirm() },
  ],
  archived: [{ to: 'closed', label: 'Restore' }],
}

function openConfirm(button: string): NonNullable<StateMove['confirm']> {
  return {
    title: 'Open to players?',
    message: (event) =>
      `${event} appears on the landing page and every team link of it takes photos from now on (until the deadline, if one is set). You can close uploads at any time.`,
    button,
  }
}

function archiveConfirm(): NonNullable<StateMove['confirm']> {
  return {
    title: 'Archive this event?',
    message: (event) =>
      `${event} leaves the landing page and its team links say that the event has ended. Photos and rosters stay; you can restore it later.`,
    button: 'Archive',
  }
}

export const MOVED_TOAST: Readonly<Record<EventState, (event: string) => string>> = {
  draft: (event) => `${event} is a draft again`,
  open: (event) => `${event} is open to players`,
  closed: (event) => `Uploads closed for ${event}`,
  archived: (event) => `${event} archived`,
}
