// The technical-support address every footer shows (spec §1): the organizers set it in the admin
// area, and an event's own contact, where set, comes first on that event's pages. Null while none
// is set.
import { adminClient, publicRest } from '@/lib/supabase'
import { unwrap } from './errors'
import { queryKeys } from './query-keys'
import { useQuery } from './use-query'

export async function getSupportContact(): Promise<string | null> {
  return unwrap(await publicRest().rpc('support_contact'), 'load-support-contact') ?? null
}

export function useSupportContact() {
  return useQuery(queryKeys.supportContact, getSupportContact)
}

/**
 * Answers the address as stored (blank clears it). `seen`: the address the organizer's screen
 * showed; if another organizer changed it since, nothing changes ('support-email-changed').
 */
export async function setSupportContact(email: string, seen: string | null): Promise<string | null> {
  const client = await adminClient()
  return unwrap(await client.rpc('admin_set_support_contact', { p_email: email, p_seen: seen ?? '' }), 'save-support-contact')
}
