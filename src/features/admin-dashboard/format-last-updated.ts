// 'Last updated' on a team card: the team's real latest change, said the way people say it.
// Building an Intl.DateTimeFormat costs far more than using one (locale data is looked up each
// time): with seven built per card per render, typing in the dashboard's search took 349 ms a
// keystroke at 137 teams. Each formatter is built once per locale, zone and style, then reused.
const DAY_MS = 24 * 60 * 60 * 1000

type Options = { now?: Date; locale?: string; timeZone?: string }

const formatters = new Map<string, Intl.DateTimeFormat>()

/** The formatter for these options, built on first use. */
export function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`
  let f = formatters.get(key)
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options)
    formatters.set(key, f)
  }
  return f
}

/** The calendar day of an instant in a time zone, as a UTC-midnight timestamp (for day maths). */
function dayNumber(d: Date, timeZone: string | undefined): number {
  const parts = dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(d)
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  return Date.UTC(get('year'), get('month') - 1, get('day')) / DAY_MS
}

/**
 * 'Today, 14:32', 'Yesterday, 09:10', '17 Nov, 14:32' (this year) or '17 Nov 2024'.
 * null (a team without players) → 'No activity yet'.
 */
export function formatLastUpdated(iso: string | null, { now = new Date(), locale, timeZone }: Options = {}): string {
  if (!iso) return 'No activity yet'
  const when = new Date(iso)
  if (Number.isNaN(when.getTime())) return 'Unknown'
  const time = dateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit' }).format(when)
  // A server clock slightly ahead of ours would otherwise read as "in the future": call it today.
  const daysAgo = Math.max(0, dayNumber(now, timeZone) - dayNumber(when, timeZone))
  if (daysAgo === 0) return `Today, ${time}`
  if (daysAgo === 1) return `Yesterday, ${time}`
  const year = dateTimeFormat('en', { timeZone, year: 'numeric' })
  const sameYear = year.format(when) === year.format(now)
  if (sameYear) {
    const day = dateTimeFormat(locale, { timeZone, day: 'numeric', month: 'short' }).format(when)
    return `${day}, ${time}`
  }
  return dateTimeFormat(locale, { timeZone, day: 'numeric', month: 'short', year: 'numeric' }).format(when)
}

/** Full date and time for a tooltip. */
export function formatFullTimestamp(iso: string, { locale, timeZone }: Omit<Options, 'now'> = {}): string {
  return dateTimeFormat(locale, { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso))
}
