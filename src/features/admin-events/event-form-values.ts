// Between an event and its form: the deadline is edited as wall-clock time in the event's own
// time zone ('2025-11-28T18:00' in Asia/Kolkata), whatever the organizer's computer says.
import type { EventInput, EventInfo } from '@/lib/api'
import { isoToZonedTime } from '@/lib/dates'
import type { EventFormValues } from './event-rules'
import { normaliseEventCode } from './event-rules'

export function formValuesOf(event: EventInfo | undefined, defaultTimeZone: string): EventFormValues {
  if (!event) {
    return {
      code: '',
      displayName: '',
      shortName: '',
      venue: '',
      startDate: '',
      endDate: '',
      deadline: '',
      timeZone: defaultTimeZone,
      contactEmail: '',
      photoSide: '',
    }
  }
  return {
    code: event.code,
    displayName: event.displayName,
    shortName: event.shortName,
    venue: event.venue,
    startDate: event.startDate,
    endDate: event.endDate,
    deadline: event.uploadDeadline ? isoToZonedTime(event.uploadDeadline, event.timeZone) : '',
    timeZone: event.timeZone,
    contactEmail: event.contactEmail ?? '',
    photoSide: event.photoSide == null ? '' : String(event.photoSide),
  }
}

export function eventInputOf(v: EventFormValues, creating: boolean): EventInput {
  return {
    ...(creating ? { code: normaliseEventCode(v.code) } : {}),
    displayName: v.displayName.trim(),
    shortName: v.shortName.trim(),
    venue: v.venue.trim(),
    startDate: v.startDate,
    endDate: v.endDate,
    uploadDeadline: v.deadline || null,
    timeZone: v.timeZone,
    contactEmail: v.contactEmail.trim() || null,
    photoSide: v.photoSide ? Number(v.photoSide) : null,
  }
}
