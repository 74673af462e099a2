// Per event: approve a player's photo at once when every photo check passed on their phone
//. Off by default; the organizer can undo any approval (reviewPhoto 'undo-approval').
import { NEVER_ABORTED } from './abort'
import { adminClient } from '@/lib/supabase'
import { unwrap } from './errors'

export async function getAutoApprove(eventName: string, signal?: AbortSignal): Promise<boolean> {
  const client = await adminClient()
  return (
    unwrap(await client.rpc('event_auto_approve', { p_event: eventName }).abortSignal(signal ?? NEVER_ABORTED), 'load-auto-approve') ===
    true
  )
}

/**
 * Answers the setting as stored. `seen`: the setting as the organizer's screen showed it; if
 * another organizer changed it since, nothing changes and the error is 'event-changed'.
 */
export async function setAutoApprove(eventName: string, on: boolean, seen: boolean): Promise<boolean> {
  const client = await adminClient()
  return unwrap(await client.rpc('set_event_auto_approve', { p_event: eventName, p_on: on, p_seen: seen }), 'save-auto-approve') === true
}
