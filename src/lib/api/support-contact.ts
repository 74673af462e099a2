// The technical-support address every footer shows (spec §1): the organizers set it in the admin
// area, and an event's own contact, where set, comes first on that event's pages. Null while none
// is set.
import { adminClient, publicRest } from '@/lib/supabase'
import { unwrap } from './errors'
import { queryKeys } from './query-keys'
import { useQuery } from './use-query'
import { useMutation, type MutationOptions } from './use-mutation'

export async function getSupportContact(signal?: AbortSignal): Promise<string | null> {
  return unwrap(await publicRest().rpc('support_contact', undefined, { signal }), 'load-support-contact') ?? null
}

export function useSupportContact() {
  return useQuery(queryKeys.supportContact, (signal) => getSupportContact(signal))
}

/**
 * Answers the address as stored (blank clears it). `seen`: the address the organizer's screen
 * showed; if another organizer changed it since, nothing changes ('support-email-changed').
 */
export async function setSupportContact(email: string, seen: string | null): Promise<string | null> {
  const client = await adminClient()
  return unwrap(await client.rpc('admin_set_support_contact', { p_email: email, p_seen: seen ?? '' }), 'save-support-contact')
}

export type SetSupportContactVars = { email: string; seen: string | null }

export function useSetSupportContact(options?: MutationOptions<SetSupportContactVars, string | null>) {
  return useMutation((v: SetSupportContactVars) => setSupportContact(v.email, v.seen), {
    // after a save, and after 'changed meanwhile': every footer and this form show what is stored
    invalidates: () => [queryKeys.supportContact],
    ...options,
  })
}
