// The landing page's 'Active Tournaments' (and the routes' known events): open events from the
// database, public fields only. Players' small client, so the landing page stays light.
import { publicRest } from '@/lib/supabase'
import { unwrap } from './errors'
import { toEventInfo, type EventInfo } from './events'
import { queryKeys } from './query-keys'
import { useQuery, type QueryOptions } from './use-query'

/** Open events, earliest start first; the first is the admin area's default event. */
export async function listOpenEvents(signal?: AbortSignal): Promise<EventInfo[]> {
  const rows = unwrap(await publicRest().rpc('list_open_events', undefined, { signal }), 'load-events')
  return (rows ?? []).map(toEventInfo)
}

export function useOpenEvents(options?: QueryOptions) {
  return useQuery(queryKeys.openEvents, (signal) => listOpenEvents(signal), options)
}
