import { Link } from 'react-router-dom'
import type { EventStorageUsage } from '@/lib/api'
import { storageUsageText } from './format-storage'

/**
 * A quiet line under the tiles: the event's bytes in Storage, replaced photos and unfinished
 * uploads included (that is what counts against the quota). Nothing while loading or if it
 * could not be loaded: it never stands in the way of the dashboard.
 */
export function StorageUsage({ usage, leftoversHref }: { usage: EventStorageUsage | undefined; leftoversHref: string }) {
  return (
    <div className="flex flex-wrap items-baseline justify-end gap-x-3 gap-y-1 text-sm">
      {usage && (
        <p
          data-testid="storage-usage"
          title="Every file of this event in storage, including replaced photos not yet removed"
          className="text-slate-500 tabular-nums"
        >
          {storageUsageText(usage)}
        </p>
      )}
      {/* Where those replaced photos can be seen, restored or purged to free the space. */}
      <Link
        to={leftoversHref}
        className="rounded font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        Overwritten and leftover files
      </Link>
    </div>
  )
}
