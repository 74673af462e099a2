// Every event for the admin area (switcher, dashboard, event form): open first, then draft,
// closed, archived; the latest first within each. Admins only (the SQL checks).
import { NEVER_ABORTED } from './abort'
import { adminClient } from '@/lib/supabase'
import { unwrap } from './errors'
import { toTournament, type Tournament } from './events'
import { queryKeys } from './query-keys'
import { useQuery, type QueryOptions } from './use-query'

/** Each with updatedAt, which updateEvent needs. */
export async function listAdminEvents(signal?: AbortSignal): Promise<Tournament[]> {
  const client = await adminClient()
  const rows = unwrap(await client.rpc('admin_events').abortSignal(signal ?? NEVER_ABORTED), 'load-events')
  return (rows ?? []).map(toTournament)
}

export function useAdminEvents(options?: QueryOptions) {
  return useQuery(queryKeys.adminEvents, (signal) => listAdminEvents(signal), options)
}
