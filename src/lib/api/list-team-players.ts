// One team's players as an admin sees them, with where each photo stands in review.
import { NEVER_ABORTED } from './abort'
import { adminClient } from '@/lib/supabase'
import type { Database } from '@/lib/database.types'
import { toFindings, type PhotoFinding } from '#common/photo-findings'
import { unwrap } from './errors'
import { PAGE_ROWS, readAllPages } from './read-pages'
import { photoSrc, thumbSrc } from './photo-urls'
import { required, toReview, type Review } from './review-types'
import { toPlayerIdentity, type PlayerIdentity } from './player-identity'

type AdminPlayerRow = Database['public']['CompositeTypes']['admin_player']
export type AdminPlayer = Review &
  PlayerIdentity & {
    id: number
    event_name: string
    team: string
    player_name: string
    upload_status: boolean
    photo_url: string | null
    photo_path: string | null
    thumb_path: string | null
    thumb_url: string | null
    updated_at: string
    created_at: string
    /** how many photo versions the player has (current included) */
    version_count: number
    /** what the photo checks found on the current photo; null when no check ran */
    findings: PhotoFinding[] | null
    /** approved by the event's rule (every check passed), not by a person */
    auto_approved: boolean
    photoSrc: string | null
    thumbSrc: string | null
  }

export function toAdminPlayer(row: AdminPlayerRow): AdminPlayer {
  const base = {
    id: required(row.id, 'id'),
    event_name: required(row.event_name, 'event_name'),
    team: required(row.team, 'team'),
    player_name: required(row.player_name, 'player_name'),
    upload_status: required(row.upload_status, 'upload_status'),
    photo_url: row.photo_url,
    photo_path: row.photo_path,
    thumb_path: row.thumb_path,
    thumb_url: row.thumb_url,
    updated_at: required(row.updated_at, 'updated_at'),
    created_at: required(row.created_at, 'created_at'),
    version_count: row.version_count ?? 0,
    findings: toFindings(row.findings),
    auto_approved: row.auto_approved === true,
  }
  return { ...base, ...toReview(row), ...toPlayerIdentity(row), photoSrc: photoSrc(base), thumbSrc: thumbSrc(base) }
}

/** The team's players; the name is matched exactly (case-insensitive), never as a pattern. */
export async function listTeamPlayers(eventName: string, team: string, signal?: AbortSignal): Promise<AdminPlayer[]> {
  const client = await adminClient()
  // a page at a time: a team can have more players than one answer carries
  const rows = await readAllPages<AdminPlayerRow>(async (last) => {
    const res = await client
      .rpc('admin_team_roster', {
        p_event: eventName,
        p_team: team,
        p_limit: PAGE_ROWS,
        ...(last ? { p_after_name: required(last.player_name, 'player_name'), p_after_id: required(last.id, 'id') } : {}),
      })
      .abortSignal(signal ?? NEVER_ABORTED)
    if (res.error) console.error('Error fetching players:', res.error)
    return unwrap(res, 'load-players')
  })
  return rows.map(toAdminPlayer)
}
