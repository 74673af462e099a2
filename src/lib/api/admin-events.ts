// Every event for the admin area (switcher, dashboard, event form): open first, then draft,
// closed, archived; the latest first within each. Admins only (the SQL checks).
import { adminClient } from '@/lib/supabase'
import { unwrap } from './errors'
import { toTournament, type Tournament } from './events'
import { queryKeys } from './query-keys'
import { useQuery, type QueryOptions } from './use-query'

/** Each with updatedAt, which updateEvent needs. */
export async function listAdminEvents(): Promise<Tournament[]> {
  const client = await adminClient()
  const rows = unwrap(await client.rpc('admin_events'), 'load-events')
  return (rows ?? []).map(toTournament)
}

export function useAdminEvents(options?: QueryOptions) {
  return useQuery(queryKeys.adminEvents, listAdminEvents, options)
}
