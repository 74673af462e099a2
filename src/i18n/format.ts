import { LOCALES, type Lang } from './languages'

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
