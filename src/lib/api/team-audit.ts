// A team's audit trail, written by the SQL (triggers and functions), never by the browser.
import { NEVER_ABORTED } from './abort'
import { adminClient } from '@/lib/supabase'
import type { Json } from '@/lib/database.types'
import { unwrap } from './errors'

export type AuditAction =
  | 'add-player'
  | 'remove-player'
  | 'rename'
  | 'upload'
  | 'replace'
  | 'delete-photo'
  | 'restore'
  | 'approve'
  | 'request-retake'
  | 'undo-approval'
  | 'purge'
  | 'add-team'
  | 'regenerate-code'
  | 'consent-changed'
export type AuditActor = 'team-link' | 'admin' | 'system'

export type AuditEntry = {
  id: number
  at: string
  action: AuditAction
  actor: AuditActor
  playerId: number | null
  playerName: string | null
  before: Record<string, Json | undefined> | null
  after: Record<string, Json | undefined> | null
}

const asObject = (j: Json): Record<string, Json | undefined> | null => (j !== null && typeof j === 'object' && !Array.isArray(j) ? j : null)

/** Newest first; `beforeId` pages further back. */
export async function getTeamAudit(eventName: string, team: string, beforeId?: number, signal?: AbortSignal): Promise<AuditEntry[]> {
  const client = await adminClient()
  const res = await client
    .rpc('team_audit', { p_event: eventName, p_team: team, ...(beforeId ? { p_before_id: beforeId } : {}) })
    .abortSignal(signal ?? NEVER_ABORTED)
  return unwrap(res, 'load-audit').map((r) => ({
    id: r.id,
    at: r.at,
    action: r.action as AuditAction,
    actor: r.actor as AuditActor,
    playerId: r.upload_id,
    playerName: r.player_name,
    before: asObject(r.before),
    after: asObject(r.after),
  }))
}
