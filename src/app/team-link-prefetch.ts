// A team link's one round trip (get-team-link.ts) starts as the entry script runs, beside the
// screen's code and the player's dictionary, instead of after both have arrived and React has
// rendered the screen. The page's query (useTeamLink) has the same key: it joins the request in
// flight, or takes its answer as its first result.
import { matchPath } from 'react-router-dom'
import { normaliseTeamCode, paths } from '@/config/paths'
import { getTeamLink, queryClient, queryKeys } from '@/lib/api'

/** How long the early answer counts as fresh: the screen that mounts after it doesn't ask again. */
const EARLY_ANSWER_FRESH_MS = 30_000

/** The team link's parameters as the route reads them (team-upload-route.tsx), or null. */
export function teamLinkOf(pathname: string): { eventCode: string; code: string } | null {
  if (pathname.startsWith(paths.adminRoot.pattern)) return null
  const match = matchPath(paths.teamUpload.pattern, pathname)
  if (!match) return null
  return { eventCode: match.params.eventCode ?? '', code: normaliseTeamCode(match.params.teamCode ?? '') }
}

export function prefetchTeamLink(pathname: string): void {
  const link = teamLinkOf(pathname)
  if (!link) return
  const queryKey = queryKeys.teamLink(link.eventCode, link.code)
  queryClient.setQueryDefaults(queryKey, { staleTime: EARLY_ANSWER_FRESH_MS })
  // A failure is the page's to show: its query finds no data and asks again on mounting.
  void queryClient.prefetchQuery({ queryKey, queryFn: ({ signal }) => getTeamLink(link.eventCode, link.code, signal) })
}
