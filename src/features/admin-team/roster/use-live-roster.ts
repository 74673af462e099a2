// The team's players, kept current while the page is visible: a quiet reload every
// liveRefreshIntervalMs() (15 s) and when the tab comes back, never while hidden (useQuery's
// liveMs: TanStack Query's refetchInterval and refetchOnWindowFocus). Quiet: the players stay on
// screen (no loading state), and so do search, an open edit and dialogs — they hold player ids
// or the player as the admin saw it, not positions in this list. Changes update this read
// through the cache (team-change-keys.ts), not through this hook.
import { listTeamPlayers, liveRefreshIntervalMs, queryKeys, useQuery } from '@/lib/api'

export function useLiveRoster(eventName: string, team: string) {
  return useQuery(queryKeys.teamPlayers(eventName, team), (signal) => listTeamPlayers(eventName, team, signal), {
    liveMs: liveRefreshIntervalMs(),
  })
}
