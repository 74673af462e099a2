// Saves an admin's event form if the event is still as the form showed it (compare-and-set on
// updated_at; 'event-changed' otherwise). The code and name never change.
import { adminClient } from '@/lib/supabase'
import { unwrap } from './errors'
import { eventArgs, type EventInput } from './events'
import { useMutation, type MutationOptions } from './use-mutation'

/** Every field is saved as given. Answers the new updatedAt, for the next save. */
export async function updateEvent(code: string, seenUpdatedAt: string, input: EventInput): Promise<string> {
  const client = await adminClient()
  return unwrap(
    await client.rpc('admin_update_event', { p_code: code, p_seen_updated_at: seenUpdatedAt, ...eventArgs(input) }),
    'update-event',
  )
}

export type UpdateEventVars = { code: string; seenUpdatedAt: string; input: EventInput }

export function useUpdateEvent(options?: MutationOptions<UpdateEventVars, string>) {
  return useMutation((v: UpdateEventVars) => updateEvent(v.code, v.seenUpdatedAt, v.input), options)
}
