// The cached reads an admin's change to a team touches, by key prefix (query-keys.ts): the
// team's own reads (players, history), and the event's summary and storage line that the
// dashboard shows — so going back to the dashboard shows the new numbers, not the cached old ones.
import { queryKeys } from '@/lib/api'

/** The team page's roster: where a change's answer is written at once. */
export const rosterKey = (eventName: string, team: string) => queryKeys.teamPlayers(eventName, team)

// A player's photo history is not among them: its dialog reads itself again when the roster shows
// the player's photo changed, however it changed (versions-dialog.tsx).
export const touchedByTeamChange = (eventName: string, team: string) => [
  queryKeys.team(eventName, team),
  queryKeys.eventSummary(eventName),
  queryKeys.eventStorageUsage(eventName),
]
