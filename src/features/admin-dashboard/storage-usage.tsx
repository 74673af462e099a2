import type { EventStorageUsage } from '@/lib/api'
import { storageUsageText } from './format-storage'

/**
 * A quiet line under the tiles: the event's bytes in Storage, replaced photos and unfinished
 * uploads included (that is what counts against the quota). Nothing while loading or if it
 * could not be loaded: it never stands in the way of the dashboard.
 */
export function StorageUsage({ usage }: { usage: EventStorageUsage | undefined }) {
  if (!usage) return null
  return (
    <p
      data-testid="storage-usage"
      title="Every file of this event in storage, including replaced photos not yet removed"
      className="text-right text-sm text-slate-500 tabular-nums"
    >
      {storageUsageText(usage)}
    </p>
  )
}
