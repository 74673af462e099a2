// A team link's one round trip (get-team-link.ts) is the entry script's first call, beside the
// screen's code and the player's dictionary, instead of after both have arrived and React has
// rendered the screen; index.html's early script has usually sent it already, and the players'
// client takes that answer (src/lib/early-team-link.ts). The page's query (useTeamLink) has the
// same key: it joins the request in flight, or takes its answer as its first result.
import { matchPath } from 'react-router-dom'
import { normaliseTeamCode, paths } from '@/config/paths'
import { getTeamLink, queryClient, queryKeys } from '@/lib/api'

/** How long the early answer counts as fresh: the screen that mounts after it doesn't ask again. */
const EARLY_ANSWER_FRESH_MS = 30_000

/**
 * The path as React Router decodes it before matching routes: each segment decoded, an encoded
 * '/' kept encoded; left as it is if any escape is malformed.
 */
function decodedPath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/')
  } catch {
    return pathname
  }
}

/** The team link's parameters as the route reads them (team-upload-route.tsx), or null. */
export function teamLinkOf(pathname: string): { eventCode: string; code: string } | null {
  if (pathname.startsWith(paths.adminRoot.pattern)) return null
  const match = matchPath(paths.teamUpload.pattern, decodedPath(pathname))
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
