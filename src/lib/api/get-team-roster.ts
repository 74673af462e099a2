import { publicRest } from '@/lib/supabase'
import type { Database } from '@/lib/database.types'
import { unwrap } from './errors'
import { photoSrc, thumbSrc } from './photo-urls'

type RosterRow = Database['public']['Functions']['team_roster']['Returns'][number]
export type RosterPlayer = RosterRow & { photoSrc: string | null; thumbSrc: string | null }

export function toRosterPlayer(row: RosterRow): RosterPlayer {
  return { ...row, photoSrc: photoSrc(row), thumbSrc: thumbSrc(row) }
}

/** The roster of the team the code opens (the server checks the code). */
export function getTeamRoster(eventName: string, code: string): Promise<RosterPlayer[]> {
  const key = prefetchKey(eventName, code)
  const early = prefetched.get(key)
  if (early) {
    prefetched.delete(key) // used once: Try Again and refreshes always ask the server anew
    return early
  }
  return fetchRoster(eventName, code)
}

// A team link resolves the code, then loads the roster: on a weak network that second round trip
// is most of the wait. resolveTeam starts the roster request alongside the code check; the page's
// first getTeamRoster picks it up. A wrong code only gets an error the page never shows.
const prefetched = new Map<string, Promise<RosterPlayer[]>>()
const prefetchKey = (eventName: string, code: string) => `${eventName}\u0000${code}`

export function prefetchTeamRoster(eventName: string, code: string): void {
  // Each code check starts a fresh request, so an old or failed one is never handed out.
  const request = fetchRoster(eventName, code)
  request.catch(() => undefined) // reported when (if) the page takes it
  prefetched.set(prefetchKey(eventName, code), request)
}

async function fetchRoster(eventName: string, code: string): Promise<RosterPlayer[]> {
  const res = await publicRest().rpc('team_roster', { p_event: eventName, p_code: code })
  const rows = unwrap(res, 'load-roster')
  if (res.error === null && rows === null) console.error('Error fetching players:', res)
  return (rows ?? []).map(toRosterPlayer)
}
