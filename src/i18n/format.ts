// The players' dates in their language; the formatters and zone maths come from src/lib/dates.ts.
import { DEADLINE_PARTS, dateTimeFormat, ownTimeZone } from '@/lib/dates'
import { LOCALES, type Lang } from './languages'
import { createT } from './translate'

/** 'YYYY-MM-DD' → Date at midnight UTC (formatted in UTC, so no time-zone day shift). */
function parseDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`)
}

/**
 * A tournament's dates for display, e.g. en 'Nov 28 – Dec 10, 2025', es '28 nov – 10 dic 2025'.
 * Takes the 'YYYY-MM-DD' strings of the tournament config.
 */
export function formatDateRange(startDay: string, endDay: string, lang: Lang): string {
  const format = dateTimeFormat(LOCALES[lang], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return format.formatRange(parseDay(startDay), parseDay(endDay))
}

const numberFormats = new Map<Lang, Intl.NumberFormat>()

/**
 * A number in the language's conventions (e.g. '1,234' / '1.234'). A whole number from 0 to 999
 * reads the same in every language the app has (Latin digits, nothing to group), so it skips Intl:
 * the first NumberFormat a page builds loads the locale's number data, the costliest step of a
 * team page's first render on a slow phone, only to print a team's counters.
 */
export function formatNumber(value: number, lang: Lang): string {
  if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value)
  let format = numberFormats.get(lang)
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[lang])
    numberFormats.set(lang, format)
  }
  return format.format(value)
}

/**
 * A deadline as players read it: 'Friday 28 November, 18:00' / 'viernes 28 de noviembre, 18:00'
 * (24-hour clock), with the year only when it isn't this year. Intl gives the names and the
 * clock in `timeZone` (default: the reader's own zone); the order comes from the messages, so
 * both languages read the same way on every browser.
 */
export function formatDeadline(iso: string, lang: Lang, opts: { timeZone?: string; now?: Date } = {}): string {
  const date = new Date(iso)
  const parts = (d: Date) => {
    const found: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {}
    const format = dateTimeFormat(LOCALES[lang], { ...DEADLINE_PARTS, timeZone: opts.timeZone })
    for (const p of format.formatToParts(d)) found[p.type] = p.value
    return found
  }
  const p = parts(date)
  const thisYear = parts(opts.now ?? new Date()).year
  const t = createT(lang)
  const fields = { weekday: p.weekday ?? '', day: p.day ?? '', month: p.month ?? '', time: `${p.hour ?? ''}:${p.minute ?? ''}` }
  return p.year === thisYear ? t('event.date', fields) : t('event.dateWithYear', { ...fields, year: p.year ?? '' })
}

/** A zone's name as people read it in `lang` ('India Standard Time', 'hora estándar de la India'). */
function zoneName(date: Date, lang: Lang, timeZone: string): string {
  const part = dateTimeFormat(LOCALES[lang], { timeZone, timeZoneName: 'long' })
    .formatToParts(date)
    .find((p) => p.type === 'timeZoneName')
  return part?.value ?? timeZone
}

/**
 * A deadline as the event keeps it: in the event's zone, named, so every player reads the same
 * time ('Friday 28 November, 18:00 (India Standard Time)'); when the reader's own clock differs
 * at that moment, their time follows ('… · 14:30 your time', with the date when that differs too).
 */
export function formatEventDeadline(
  iso: string,
  lang: Lang,
  eventTimeZone: string,
  opts: { readerTimeZone?: string; now?: Date } = {},
): string {
  const date = new Date(iso)
  const t = createT(lang)
  const atEvent = formatDeadline(iso, lang, { timeZone: eventTimeZone, now: opts.now })
  const zoned = t('event.deadlineInZone', { date: atEvent, zone: zoneName(date, lang, eventTimeZone) })
  const reader = opts.readerTimeZone ?? ownTimeZone()
  if (!reader) return zoned
  const atReader = formatDeadline(iso, lang, { timeZone: reader, now: opts.now })
  if (atReader === atEvent) return zoned
  const time = (z: string) => dateTimeFormat('en', { timeZone: z, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date)
  // the same day: the time is enough; another day: the whole date
  const yours = time(reader) === time(eventTimeZone) ? atReader.slice(atReader.lastIndexOf(' ') + 1) : atReader
  return t('event.deadlineWithYours', { deadline: zoned, yours })
}
