// 'Last updated' on a team card: the team's real latest change, said the way people say it.
import { calendarDaysBetween, clockTime, dateTimeFormat, sameYear } from '@/lib/dates'

type Options = { now?: Date; locale?: string; timeZone?: string }

/**
 * 'Today, 14:32', 'Yesterday, 09:10', '17 Nov, 14:32' (this year) or '17 Nov 2024'.
 * null (a team without players) → 'No activity yet'.
 */
export function formatLastUpdated(iso: string | null, { now = new Date(), locale, timeZone }: Options = {}): string {
  if (!iso) return 'No activity yet'
  const when = new Date(iso)
  if (Number.isNaN(when.getTime())) return 'Unknown'
  const time = clockTime(when, { locale, timeZone, seconds: false })
  // A server clock slightly ahead of ours would otherwise read as "in the future": call it today.
  const daysAgo = Math.max(0, calendarDaysBetween(when, now, timeZone))
  if (daysAgo === 0) return `Today, ${time}`
  if (daysAgo === 1) return `Yesterday, ${time}`
  if (sameYear(when, now, timeZone)) {
    const day = dateTimeFormat(locale, { timeZone, day: 'numeric', month: 'short' }).format(when)
    return `${day}, ${time}`
  }
  return dateTimeFormat(locale, { timeZone, day: 'numeric', month: 'short', year: 'numeric' }).format(when)
}
