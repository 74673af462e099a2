// A new event, in draft until an admin opens it. Refusals carry their own texts (code format,
// reserved or taken code, taken short name, dates order, time zone, …: see errors.ts).
import { adminClient } from '@/lib/supabase'
import { ApiError, unwrap } from './errors'
import { eventArgs, type EventInput } from './events'
import { useMutation, type MutationOptions } from './use-mutation'

/** Answers the new event's code (lower-cased by the server). */
export async function createEvent(input: EventInput): Promise<string> {
  if (!input.code?.trim()) throw new ApiError('event-field-required', { kind: 'invalid' })
  const client = await adminClient()
  return unwrap(await client.rpc('admin_create_event', { p_code: input.code, ...eventArgs(input) }), 'create-event')
}

export function useCreateEvent(options?: MutationOptions<EventInput, string>) {
  return useMutation(createEvent, options)
}
