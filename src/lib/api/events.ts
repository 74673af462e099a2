// Events are data: the shape every screen uses for an event, mapped from what the SQL answers
// (list_open_events, team_link, admin_events), with the SQL's words: code, name, venue.
import { zonedTimeToIso } from '@/lib/dates'

import { EVENT_STATES, type EventState } from '#common/events'

export { EVENT_STATES, type EventState }

export type EventInfo = {
  /** events.code: the event's part of every URL ('mjwc2025') */
  code: string
  /** events.name: event_name in every row (the spec's dbName); never changes */
  name: string
  displayName: string
  shortName: string
  /** events.venue */
  venue: string
  /** ISO dates 'YYYY-MM-DD', inclusive; '' when not set */
  startDate: string
  endDate: string
  /** ISO timestamp of the upload deadline; null = no deadline */
  uploadDeadline: string | null
  /** IANA name the deadline is shown in ('Asia/Kolkata') */
  timeZone: string
  state: EventState
  contactEmail: string | null
  /** state is open and the deadline (if any) has not passed, by the server's clock when loaded */
  uploadsOpen: boolean
  /** The stored photo's side in px (1024..1920); null = the portal's default (photoSideFor).
   *  team_link and admin_events say it; list_open_events doesn't (the landing has no use for it). */
  photoSide: number | null
  /** admin_events only: what admin_update_event compares (pass it back unchanged) */
  updatedAt?: string
}

/** What an admin's event form gives. `code` only when creating (code and name never change). */
export type EventInput = {
  code?: string
  displayName: string
  /** '' = the upper-cased code (spec §3); at creation it also becomes the event's name */
  shortName: string
  venue: string
  /** 'YYYY-MM-DD' or '' */
  startDate: string
  endDate: string
  /**
   * An instant ('2026-03-01T12:30:00Z', '…+05:30'), or a wall-clock time without offset
   * ('2026-03-01T18:00', what <input type="datetime-local"> gives) read in `timeZone`; null or ''
   * = no deadline.
   */
  uploadDeadline: string | null
  timeZone: string
  contactEmail: string | null
  /** the stored photo's side in px; null = the portal's default (required: a save that leaves
   *  it out would reset the event's size) */
  photoSide: number | null
}

/** A row as the SQL answers it (list_open_events, admin_events, team_link's `event`). */
export type EventRow = {
  code: string
  name: string
  display_name: string
  short_name: string
  venue: string | null
  start_date: string | null
  end_date: string | null
  upload_deadline: string | null
  time_zone: string | null
  state: string
  contact_email: string | null
  uploads_open: boolean
  /** absent from a server older than 20251208000001_photo_size.sql */
  photo_side?: number | null
  updated_at?: string | null
}

const isState = (s: string): s is EventState => (EVENT_STATES as readonly string[]).includes(s)

export function toEventInfo(row: EventRow): EventInfo {
  const t: EventInfo = {
    code: row.code,
    name: row.name,
    displayName: row.display_name,
    shortName: row.short_name,
    venue: row.venue ?? '',
    startDate: row.start_date ?? '',
    endDate: row.end_date ?? '',
    uploadDeadline: row.upload_deadline ?? null,
    timeZone: row.time_zone || 'UTC',
    // an unknown state (a newer server) is treated as not open
    state: isState(row.state) ? row.state : 'draft',
    contactEmail: row.contact_email ?? null,
    uploadsOpen: row.uploads_open === true,
    photoSide: typeof row.photo_side === 'number' ? row.photo_side : null,
  }
  if (row.updated_at) t.updatedAt = row.updated_at
  return t
}

const HAS_OFFSET = /(?:[zZ]|[+-]\d{2}(?::?\d{2})?)$/

/** The deadline as the SQL takes it: an instant, or undefined for none. */
export function deadlineInstant(value: string | null | undefined, timeZone: string): string | undefined {
  const v = value?.trim()
  if (!v) return undefined
  return HAS_OFFSET.test(v) ? v : zonedTimeToIso(v, timeZone || 'UTC')
}

/** Named arguments shared by admin_create_event and admin_update_event ('' and null = none). */
export function eventArgs(input: EventInput) {
  const timeZone = input.timeZone.trim() || 'UTC'
  let deadline: string | undefined
  try {
    deadline = deadlineInstant(input.uploadDeadline, timeZone)
  } catch {
    // an unknown zone or malformed time: the SQL says which (time-zone-invalid, or a bad value)
    deadline = input.uploadDeadline ?? undefined
  }
  return {
    p_display_name: input.displayName,
    p_short_name: input.shortName.trim() || undefined,
    p_venue: input.venue,
    p_start_date: input.startDate || undefined,
    p_end_date: input.endDate || undefined,
    p_upload_deadline: deadline,
    p_time_zone: timeZone,
    p_contact_email: input.contactEmail?.trim() || undefined,
    p_photo_side: input.photoSide ?? undefined,
  }
}
