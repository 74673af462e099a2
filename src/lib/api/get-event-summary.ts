import { NEVER_ABORTED } from './abort'
import { adminClient } from '@/lib/supabase'
import { unwrap } from './errors'
import { progressPercent } from '@/lib/progress-percent'

export type TeamSummary = {
  name: string
  /** the spec's urlSafeName: team name URI-encoded */
  urlSafeName: string
  total: number
  uploaded: number
  /** photos an organizer approved */
  approved: number
  /** photos waiting for review (submitted, not yet approved or sent back) */
  needsReview: number
  /** photos sent back for a retake */
  retake: number
  /** 0-100, rounded; 0 when the team has no players */
  percentage: number
  lastUpdated: string | null
  accessCode: string | null
}

/** One row per team from one aggregate query: right past PostgREST's 1000-row cap. */
export async function getEventSummary(eventName: string, signal?: AbortSignal): Promise<TeamSummary[]> {
  const client = await adminClient()
  const rows = unwrap(await client.rpc('event_summary', { p_event: eventName }).abortSignal(signal ?? NEVER_ABORTED), 'load-teams')
  return (rows ?? []).map((r) => ({
    name: r.team,
    urlSafeName: encodeURIComponent(r.team),
    total: r.total,
    uploaded: r.uploaded,
    approved: r.approved,
    needsReview: r.needs_review,
    retake: r.retake,
    percentage: progressPercent(r.uploaded, r.total),
    lastUpdated: r.last_updated,
    accessCode: r.access_code,
  }))
}
