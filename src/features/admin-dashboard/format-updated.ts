// The dashboard's freshness line: 'Updated just now' right after a reload, then the time of it.
import { clockTime } from '@/lib/dates'

/** Below this age a reload reads as 'just now'; a 15 s cycle shows the clock time in between. */
export const JUST_NOW_MS = 5_000

export function formatUpdated(updatedAt: Date, now: Date, { locale, timeZone }: { locale?: string; timeZone?: string } = {}): string {
  if (now.getTime() - updatedAt.getTime() < JUST_NOW_MS) return 'Updated just now'
  return `Updated ${clockTime(updatedAt, { locale, timeZone })}`
}
