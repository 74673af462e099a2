// Every player an export may include, for an event or some of its teams, read a page at a time
// (an event can pass PostgREST's 1000-row cap).
import { adminClient } from '@/lib/supabase'
import { NEVER_ABORTED } from './abort'
import { unwrap } from './errors'
import { readAllPages, PAGE_ROWS } from './read-pages'
import { publicPhotoUrl } from './photo-urls'
import type { ReviewState } from './review-types'
import { toPlayerIdentity, type PlayerIdentity } from './player-identity'

/** x, y, width, height in the master's pixels */
export interface MasterSquare {
  x: number
  y: number
  width: number
  height: number
}

export interface ExportPlayer extends PlayerIdentity {
  id: number
  team: string
  player_name: string
  /** null: no photo */
  photo_path: string | null
  review_state: ReviewState | null
  /** when the current photo was stored */
  photo_at: string | null
  /** where the current photo is read from */
  photoSrc: string | null
  /** the current photo's head-and-shoulders master (null: stored before masters, or none made) */
  masterSrc: string | null
  /** the player's square inside the master */
  masterSquare: MasterSquare | null
}

function masterSquareOf(v: readonly number[] | null): MasterSquare | null {
  if (!v || v.length !== 4) return null
  const [x, y, width, height] = v as [number, number, number, number]
  return { x, y, width, height }
}

export async function listExportPlayers(eventName: string, teams: readonly string[] | null, signal?: AbortSignal): Promise<ExportPlayer[]> {
  const client = await adminClient()
  return readAllPages<ExportPlayer>(async (last) => {
    const args = {
      p_event: eventName,
      p_teams: teams ? [...teams] : undefined,
      p_limit: PAGE_ROWS,
      ...(last && { p_after_team: last.team, p_after_name: last.player_name, p_after_id: last.id }),
    }
    const rows = unwrap(await client.rpc('admin_export_players', args).abortSignal(signal ?? NEVER_ABORTED), 'load-export-players')
    return (rows ?? []).map(({ master_path, master_square, ...r }) => {
      const masterSquare = masterSquareOf(master_square)
      return {
        ...r,
        ...toPlayerIdentity(r),
        review_state: r.review_state as ReviewState | null,
        photoSrc: r.photo_path ? publicPhotoUrl(r.photo_path) : null,
        masterSrc: master_path && masterSquare ? publicPhotoUrl(master_path) : null,
        masterSquare,
      }
    })
  })
}
