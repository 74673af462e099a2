// The event form's rules, checked in the browser so the organizer reads every problem at once
// (the SQL checks the same again and has the last word: src/lib/api/refusals.ts has its texts).
// Pure, table-tested in tests/unit/admin-events/event-rules.test.ts.
import { ownTimeZone } from '@/lib/dates'
import { apiErrorText, type ApiErrorCode, type EventInfo } from '@/lib/api'
import { texts } from './texts'

/** An event's code, its part of every URL: 2 to 40 lower-case letters, digits or dashes, not starting or ending with a dash. */
export const EVENT_CODE_PATTERN = /^[a-z0-9][a-z0-9-]{0,38}[a-z0-9]$/

/**
 * Paths the portal serves itself, so never event codes (the SQL's private.reserved_event_codes()
 * has the same list and refuses them too).
 */
export const RESERVED_EVENT_CODES: readonly string[] = [
  'admin',
  'events',
  'assets',
  'flags',
  'api',
  'auth',
  'rest',
  'storage',
  'ops',
  'src',
  'public',
  'static',
  'index',
  'favicon',
  'robots',
  'sitemap',
  'manifest',
  'login',
  'logout',
  'help',
]

export const DISPLAY_NAME_MAX = 120
export const SHORT_NAME_MAX = 40
export const VENUE_MAX = 120

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/
const WALL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/

/** What the form holds: strings as the inputs give them. The deadline is wall-clock time in timeZone. */
export type EventFormValues = {
  code: string
  displayName: string
  shortName: string
  venue: string
  startDate: string
  endDate: string
  deadline: string
  timeZone: string
  contactEmail: string
  /** the stored photo's side in px as the select gives it; '' = the portal's default */
  photoSide: string
}

export type EventField = keyof EventFormValues
export type EventFormErrors = Partial<Record<EventField, string>>

export type RuleContext = {
  /** creating: the code is typed (and checked); editing: code and data name are fixed */
  creating: boolean
  /** the other events (to catch a taken code or short name before the server does) */
  others: readonly Pick<EventInfo, 'code' | 'name'>[]
  /** the time zones the browser knows */
  timeZones: readonly string[]
}

/** The event code as the server keeps it (trimmed, lower-case). */
export const normaliseEventCode = (code: string) => code.trim().toLowerCase()

export function validateEvent(v: EventFormValues, ctx: RuleContext): EventFormErrors {
  const errors: EventFormErrors = {}
  const code = normaliseEventCode(v.code)
  if (ctx.creating) {
    if (code === '') errors.code = texts.codeRequired
    else if (!EVENT_CODE_PATTERN.test(code)) errors.code = apiErrorText('event-code-format')
    else if (RESERVED_EVENT_CODES.includes(code)) errors.code = apiErrorText('event-code-reserved')
    else if (ctx.others.some((e) => e.code === code)) errors.code = apiErrorText('event-code-taken')
  }
  if (v.displayName.trim() === '') errors.displayName = texts.nameRequired
  else if (v.displayName.trim().length > DISPLAY_NAME_MAX) errors.displayName = texts.atMost(DISPLAY_NAME_MAX)
  const shortName = v.shortName.trim()
  if (shortName.length > SHORT_NAME_MAX) errors.shortName = texts.atMost(SHORT_NAME_MAX)
  else if (ctx.creating) {
    // at creation the short name (or the upper-cased code) becomes the event's name in the data
    const dataName = (shortName || code.toUpperCase()).toLowerCase()
    if (dataName && ctx.others.some((e) => e.name.toLowerCase() === dataName)) errors.shortName = apiErrorText('event-name-taken')
  }
  if (v.venue.trim().length > VENUE_MAX) errors.venue = texts.atMost(VENUE_MAX)
  if (v.startDate && v.endDate && v.endDate < v.startDate) errors.endDate = apiErrorText('event-dates-order')
  if (v.deadline && !WALL_TIME.test(v.deadline)) errors.deadline = texts.deadlineFormat
  // Both in the event's own calendar: photos are for the event, a deadline after it is a typo.
  else if (v.deadline && v.endDate && v.deadline.slice(0, 10) > v.endDate) errors.deadline = texts.deadlineAfterEnd
  if (!ctx.timeZones.includes(v.timeZone)) errors.timeZone = apiErrorText('time-zone-invalid')
  if (v.contactEmail.trim() && !EMAIL.test(v.contactEmail.trim())) errors.contactEmail = apiErrorText('event-email-invalid')
  return errors
}

/** Which field a refusal of the server belongs to (the rest are shown above the buttons). */
export const FIELD_OF_ERROR: Partial<Record<ApiErrorCode, EventField>> = {
  'event-code-format': 'code',
  'event-code-reserved': 'code',
  'event-code-taken': 'code',
  'event-name-taken': 'shortName',
  'event-dates-order': 'endDate',
  'time-zone-invalid': 'timeZone',
  'event-email-invalid': 'contactEmail',
  'photo-side-invalid': 'photoSide',
}

/**
 * The IANA zones for the list: the browser's (Intl), plus UTC (some engines leave it out) and
 * the zone the event has now (a browser may know it under another name, e.g. Asia/Calcutta for
 * Asia/Kolkata).
 */
export function timeZoneList(current?: string, supported: readonly string[] = supportedTimeZones()): string[] {
  const zones = new Set(supported)
  zones.add('UTC')
  if (current) zones.add(current)
  return [...zones].sort((a, b) => (a === 'UTC' ? -1 : b === 'UTC' ? 1 : a.localeCompare(b)))
}

function supportedTimeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone')
  } catch {
    return []
  }
}

/** The organizer's own zone, a good first guess for a new event. */
export function browserTimeZone(): string {
  return ownTimeZone() ?? 'UTC'
}
