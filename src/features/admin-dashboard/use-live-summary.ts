// The dashboard's data, kept current: the teams and the storage line load once, then reload by
// themselves every 15 s while the tab is visible and when it comes back (useQuery's liveMs:
// TanStack Query's refetchInterval and refetchOnWindowFocus; tests inject a shorter interval
// through window.__PHOTO_PORTAL_REFRESH_MS__), and on Refresh. A reload never shows the loading
// state: the fresh answer replaces the numbers in place, so search, filter, scroll and open
// dialogs stay as they are. A failed reload keeps the last numbers and is said quietly
// (failedAt), not as a toast every 15 s. Changes made here (a new team, a new code, an import)
// update this read through the cache (summary-cache.ts), as the team page's changes do.
import { useCallback, useState } from 'react'
import { getEventStorageUsage, getEventSummary, isAbortError, liveRefreshIntervalMs, queryClient, queryKeys, useQuery } from '@/lib/api'

export function useLiveSummary(eventName: string) {
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null)
  const [failedAt, setFailedAt] = useState<Date | null>(null)
  const liveMs = liveRefreshIntervalMs()
  const summaryKey = queryKeys.eventSummary(eventName)
  // The spec's toast, once however often a retry of the first load fails.
  const summary = useQuery(
    summaryKey,
    async (signal) => {
      try {
        const teams = await getEventSummary(eventName, signal)
        setUpdatedAt(new Date())
        setFailedAt(null)
        return teams
      } catch (e) {
        // Said quietly only where numbers are shown; a failed first load has its own screen.
        if (!isAbortError(e) && queryClient.getQueryData(summaryKey) !== undefined) setFailedAt(new Date())
        throw e
      }
    },
    { errorToastId: 'load-teams-error', liveMs },
  )
  // Optional: a failure shows nothing and never touches the teams' states.
  const storage = useQuery(queryKeys.eventStorageUsage(eventName), (signal) => getEventStorageUsage(eventName, signal), { liveMs })

  /** Refresh: both, at once; rejects when the teams could not be read (the caller toasts it). */
  const reload = useCallback(async () => {
    await Promise.all([
      queryClient.refetchQueries({ queryKey: queryKeys.eventStorageUsage(eventName), exact: true }),
      queryClient.refetchQueries({ queryKey: queryKeys.eventSummary(eventName), exact: true }, { throwOnError: true }),
    ])
  }, [eventName])

  return { summary, storage, reload, updatedAt, failedAt }
}
