// Per event: approve a player's photo at once when every photo check passed on their phone
// (issue 14). Off by default; the organizer can undo any approval (reviewPhoto 'undo-approval').
import { adminClient } from '@/lib/supabase'
import { unwrap } from './errors'

export async function getAutoApprove(eventName: string): Promise<boolean> {
  const client = await adminClient()
  return unwrap(await client.rpc('event_auto_approve', { p_event: eventName }), 'load-auto-approve') === true
}

/** Answers the setting as stored. */
export async function setAutoApprove(eventName: string, on: boolean): Promise<boolean> {
  const client = await adminClient()
  return unwrap(await client.rpc('set_event_auto_approve', { p_event: eventName, p_on: on }), 'save-auto-approve') === true
}
