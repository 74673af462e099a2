/** A moment as the organizer reads it in their own locale and time zone, e.g. '3 Dec 2025, 14:05'. */
export function formatWhen(iso: string): string {
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
}
