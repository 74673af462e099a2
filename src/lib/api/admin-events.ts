// Every event for the admin area (switcher, dashboard, event form): open first, then draft,
// closed, archived; the latest first within each. Admins only (the SQL checks).
import { NEVER_ABORTED } from './abort'
import { adminClient } from '@/lib/supabase'
import { unwrap } from './errors'
import { toEventInfo, type EventInfo } from './events'
import { queryKeys } from './query-keys'
import { useQuery, type QueryOptions } from './use-query'

/** Each with updatedAt, which updateEvent needs. */
export async function listAdminEvents(signal?: AbortSignal): Promise<EventInfo[]> {
  const client = await adminClient()
  const rows = unwrap(await client.rpc('admin_events').abortSignal(signal ?? NEVER_ABORTED), 'load-events')
  return (rows ?? []).map(toEventInfo)
}

export function useAdminEvents(options?: QueryOptions) {
  return useQuery(queryKeys.adminEvents, (signal) => listAdminEvents(signal), options)
}
