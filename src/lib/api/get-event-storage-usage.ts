import { NEVER_ABORTED } from './abort'
import { adminClient } from '@/lib/supabase'
import { unwrap } from './errors'

export type EventStorageUsage = {
  /** objects under the event's key prefix, including ones no row points at any more */
  objects: number
  /** their total size in bytes: what counts against the project's storage quota */
  bytes: number
}

/** What one event keeps in Storage, summed on the server (one row, admin only). */
export async function getEventStorageUsage(eventName: string, signal?: AbortSignal): Promise<EventStorageUsage> {
  const client = await adminClient()
  const rows = unwrap(await client.rpc('event_storage_usage', { p_event: eventName }).abortSignal(signal ?? NEVER_ABORTED), 'load-storage')
  const row = rows?.[0]
  return { objects: Number(row?.objects ?? 0), bytes: Number(row?.bytes ?? 0) }
}
