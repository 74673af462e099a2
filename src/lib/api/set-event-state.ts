// Moves an event between draft, open, closed and archived (any way; reopening is closed → open)
// if its state is still the one the admin saw ('event-changed' otherwise).
import { adminClient } from '@/lib/supabase'
import { unwrap } from './errors'
import type { EventState } from './events'
import { useMutation, type MutationOptions } from './use-mutation'

export async function setEventState(code: string, state: EventState, seenState: EventState): Promise<void> {
  const client = await adminClient()
  unwrap(await client.rpc('admin_set_event_state', { p_code: code, p_state: state, p_seen_state: seenState }), 'set-event-state')
}

export type SetEventStateVars = { code: string; state: EventState; seenState: EventState }

export function useSetEventState(options?: MutationOptions<SetEventStateVars, void>) {
  return useMutation((v: SetEventStateVars) => setEventState(v.code, v.state, v.seenState), {
    key: (v) => v.code,
    ...options,
  })
}
