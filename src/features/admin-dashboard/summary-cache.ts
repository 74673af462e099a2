// The dashboard's changes written into its cached summary at once (the organizer sees the new
// team or code without waiting for the reload), then the summary invalidated so the next read
// brings the server's numbers. Dialogs do this themselves: the page passes no setter down.
import { queryKeys, updateCached, type TeamSummary } from '@/lib/api'

const byName = (a: TeamSummary, b: TeamSummary) => a.name.localeCompare(b.name)

/** What a change to the event's teams touches: the summary (the storage line moves only with photos). */
export const touchedByTeamsChange = (eventName: string) => [queryKeys.eventSummary(eventName)]

export function cacheTeamAdded(eventName: string, name: string, code: string): void {
  const added: TeamSummary = {
    name,
    urlSafeName: encodeURIComponent(name),
    total: 0,
    uploaded: 0,
    approved: 0,
    needsReview: 0,
    retake: 0,
    percentage: 0,
    lastUpdated: null,
    accessCode: code,
  }
  updateCached<TeamSummary[]>(queryKeys.eventSummary(eventName), (prev) => [...prev.filter((t) => t.name !== name), added].sort(byName))
}

export function cacheAccessCode(eventName: string, name: string, code: string): void {
  updateCached<TeamSummary[]>(queryKeys.eventSummary(eventName), (prev) =>
    prev.map((t) => (t.name === name ? { ...t, accessCode: code } : t)),
  )
}

/** A full fresh read (the export's) replaces what is shown. */
export function cacheSummary(eventName: string, fresh: TeamSummary[]): void {
  updateCached<TeamSummary[]>(queryKeys.eventSummary(eventName), () => fresh)
}
