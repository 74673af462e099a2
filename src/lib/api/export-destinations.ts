// An event's export destinations (accreditation, TV graphics, team sheets…): read and saved as one
// list, compare-and-set on its version. The SQL checks every entry; these types say what it keeps.
import { adminClient } from '@/lib/supabase'
import { NEVER_ABORTED } from './abort'
import { unwrap } from './errors'
import { queryKeys } from './query-keys'
import { useQuery } from './use-query'
import { useMutation, type MutationOptions } from './use-mutation'

export type DestinationShape = 'square' | '35:45' | '4:5' | 'master'

export interface ExportDestination {
  /** given by the server on the first save */
  id?: string
  name: string
  shape: DestinationShape
  /** the picture's width in px; its height follows from the shape */
  width: number
  format: 'jpeg' | 'png'
  /** a JPEG's byte cap in KB; null: none */
  max_kb: number | null
  /** the file name without its extension, from fields such as {team} and {name} */
  template: string
  folders: 'flat' | 'team'
  /** only approved photos, or every player's current one */
  photos: 'approved' | 'current'
  /** a CSV beside the photos, a row per file */
  manifest: boolean
}

export interface EventDestinations {
  destinations: ExportDestination[]
  /** sent back when saving: the list the organizer saw */
  version: number
}

export async function getExportDestinations(eventName: string, signal?: AbortSignal): Promise<EventDestinations> {
  const client = await adminClient()
  const rows = unwrap(
    await client.rpc('admin_export_destinations', { p_event: eventName }).abortSignal(signal ?? NEVER_ABORTED),
    'load-destinations',
  )
  const row = rows?.[0]
  return { destinations: (row?.destinations ?? []) as unknown as ExportDestination[], version: row?.version ?? 0 }
}

export function useExportDestinations(eventName: string) {
  return useQuery(queryKeys.exportDestinations(eventName), (signal) => getExportDestinations(eventName, signal))
}

export type SaveDestinationsVars = { eventName: string; destinations: ExportDestination[]; seenVersion: number }

/** The new version; refused ('destinations-changed') when another organizer saved meanwhile. */
export async function saveExportDestinations({ eventName, destinations, seenVersion }: SaveDestinationsVars): Promise<number> {
  const client = await adminClient()
  const res = await client.rpc('admin_set_export_destinations', {
    p_event: eventName,
    p_destinations: destinations as never,
    p_seen_version: seenVersion,
  })
  return unwrap(res, 'save-destinations')
}

export function useSaveExportDestinations(options?: MutationOptions<SaveDestinationsVars, number>) {
  return useMutation(saveExportDestinations, { invalidates: (v) => [queryKeys.exportDestinations(v.eventName)], ...options })
}
