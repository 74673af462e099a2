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
  const format = new Intl.DateTimeFormat(LOCALES[lang], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return format.formatRange(parseDay(startDay), parseDay(endDay))
}

/** A number in the language's conventions (e.g. '1,234' / '1.234'). */
export function formatNumber(value: number, lang: Lang): string {
  return new Intl.NumberFormat(LOCALES[lang]).format(value)
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
    const format = new Intl.DateTimeFormat(LOCALES[lang], {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: opts.timeZone,
    })
    for (const p of format.formatToParts(d)) found[p.type] = p.value
    return found
  }
  const p = parts(date)
  const thisYear = parts(opts.now ?? new Date()).year
  const t = createT(lang)
  const fields = { weekday: p.weekday ?? '', day: p.day ?? '', month: p.month ?? '', time: `${p.hour ?? ''}:${p.minute ?? ''}` }
  return p.year === thisYear ? t('event.date', fields) : t('event.dateWithYear', { ...fields, year: p.year ?? '' })
}
