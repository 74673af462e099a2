import { publicRest } from '@/lib/supabase'
import type { Database } from '@/lib/database.types'
import { unwrap } from './errors'
import { PAGE_ROWS, readAllPages } from './read-pages'
import { photoSrc, thumbSrc } from './photo-urls'
import { required, toReview, type Review } from './review-types'

type RosterRow = Database['public']['CompositeTypes']['roster_player']
export type RosterPlayer = Review & {
  id: number
  player_name: string
  upload_status: boolean
  photo_url: string | null
  photo_path: string | null
  thumb_path: string | null
  updated_at: string
  /** the shirt number, shown beside the name (the only part of the identity players see) */
  shirt_number: number | null
  photoSrc: string | null
  thumbSrc: string | null
}

export function toRosterPlayer(row: RosterRow): RosterPlayer {
  const base = {
    id: required(row.id, 'id'),
    player_name: required(row.player_name, 'player_name'),
    upload_status: required(row.upload_status, 'upload_status'),
    photo_url: row.photo_url,
    photo_path: row.photo_path,
    thumb_path: row.thumb_path,
    updated_at: required(row.updated_at, 'updated_at'),
    shirt_number: row.shirt_number ?? null,
  }
  return { ...base, ...toReview(row), photoSrc: photoSrc(base), thumbSrc: thumbSrc(base) }
}

/** The roster of the team the code opens (the server checks the code). */
export function getTeamRoster(eventName: string, code: string, signal?: AbortSignal): Promise<RosterPlayer[]> {
  const key = prefetchKey(eventName, code)
  const early = prefetched.get(key)
  if (early) {
    prefetched.delete(key) // used once: Try Again and refreshes always ask the server anew
    return early
  }
  return fetchRoster(eventName, code, signal)
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

async function fetchRoster(eventName: string, code: string, signal?: AbortSignal): Promise<RosterPlayer[]> {
  // a page at a time: a team can have more players than one answer carries
  const rows = await readAllPages<RosterRow>(async (last) => {
    const res = await publicRest().rpc(
      'team_roster',
      {
        p_event: eventName,
        p_code: code,
        p_limit: PAGE_ROWS,
        ...(last ? { p_after_name: required(last.player_name, 'player_name'), p_after_id: required(last.id, 'id') } : {}),
      },
      { signal },
    )
    // Spec §7: a failed list logs 'Error fetching players:' (then unwrap throws the spec's text).
    if (res.error) console.error('Error fetching players:', res.error)
    return unwrap(res, 'load-roster') ?? []
  })
  return rows.map(toRosterPlayer)
}
