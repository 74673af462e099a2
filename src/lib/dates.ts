// Every date and time the app computes or formats goes through here: calendar days for file
// names, time zones and wall-clock times for event deadlines, and how an organizer reads a moment.
// The words around a date stay with their texts (the dashboard's 'Today, 14:32', the players'
// deadlines in src/i18n/format.ts); the Intl formatters they use come from here.

const formatters = new Map<string, Intl.DateTimeFormat>()

/** The parts of a deadline as players read it (src/i18n/format.ts puts them in order per language). */
export const DEADLINE_PARTS: Readonly<Intl.DateTimeFormatOptions> = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
}

/**
 * The Intl formatter for these options, built on first use and kept. Building one looks up locale
 * data, which costs far more than formatting with it: a dashboard that built its formatters per
 * card on every render was slow to type into.
 */
export function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`
  let f = formatters.get(key)
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options)
    formatters.set(key, f)
  }
  return f
}

/** YYYY-MM-DD of the person's own calendar day (not UTC's: at 00:30 in Chennai it is already tomorrow). */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The browser's own time zone; undefined where the browser can't say. */
export function ownTimeZone(): string | undefined {
  try {
    return dateTimeFormat(undefined).resolvedOptions().timeZone || undefined
  } catch {
    return undefined
  }
}

type Where = { locale?: string; timeZone?: string }

/** A moment as an organizer reads it, e.g. '3 Dec 2025, 14:05' in their locale; an unreadable one as it came. */
export function formatWhen(iso: string, { locale, timeZone }: Where = {}): string {
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? iso : dateTimeFormat(locale, { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(d)
}

/** Full date and time, for a tooltip: 'Wednesday 3 December 2025 at 14:05'. */
export function formatFullTimestamp(iso: string, { locale, timeZone }: Where = {}): string {
  return dateTimeFormat(locale, { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso))
}

/** hh:mm, or hh:mm:ss with `seconds`, on the person's own clock. */
export function clockTime(d: Date, { locale, timeZone, seconds = true }: Where & { seconds?: boolean } = {}): string {
  return dateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', ...(seconds ? { second: '2-digit' } : {}) }).format(d)
}

const DAY_MS = 24 * 60 * 60 * 1000

/** The calendar day of an instant in a time zone, as a count of days (for day maths). */
function dayNumber(d: Date, timeZone: string | undefined): number {
  const parts = dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(d)
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  return Date.UTC(get('year'), get('month') - 1, get('day')) / DAY_MS
}

/** How many calendar days `later` is after `earlier` in a time zone (0: the same day; negative: before). */
export function calendarDaysBetween(earlier: Date, later: Date, timeZone?: string): number {
  return dayNumber(later, timeZone) - dayNumber(earlier, timeZone)
}

/** Whether two instants fall in the same calendar year in a time zone. */
export function sameYear(a: Date, b: Date, timeZone?: string): boolean {
  const year = dateTimeFormat('en', { timeZone, year: 'numeric' })
  return year.format(a) === year.format(b)
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/

/** How far `timeZone`'s clock is ahead of UTC at `instantMs`, in ms. */
function zoneOffsetMs(instantMs: number, timeZone: string): number {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instantMs))
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value)
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'))
  return asUtc - Math.floor(instantMs / 1000) * 1000
}

/**
 * The instant a wall-clock time ('2026-03-01T18:00') names in an IANA time zone, as ISO UTC.
 * A time a DST change skips is read with the offset before the change.
 */
export function zonedTimeToIso(wallTime: string, timeZone: string): string {
  const m = WALL_TIME.exec(wallTime.trim())
  if (!m) throw new RangeError(`Not a date and time: ${wallTime}`)
  const [, y, mo, d, h, mi, s] = m
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0))
  // twice: the offset at the first guess may differ from the one at the answer (DST edges)
  const first = wall - zoneOffsetMs(wall, timeZone)
  return new Date(wall - zoneOffsetMs(first, timeZone)).toISOString()
}

/** An instant as the wall clock of a time zone shows it: 'YYYY-MM-DDTHH:mm' (datetime-local). */
export function isoToZonedTime(iso: string, timeZone: string): string {
  const ms = Date.parse(iso)
  if (Number.isNaN(ms)) throw new RangeError(`Not an instant: ${iso}`)
  return new Date(ms + zoneOffsetMs(ms, timeZone)).toISOString().slice(0, 16)
}
