// The dashboard's data, kept current: the teams and the storage line load once, then reload by
// themselves every 15 s while the tab is visible (useLiveRefresh; tests inject a shorter interval
// through window.__PHOTO_PORTAL_REFRESH_MS__), on focus, and on Refresh. A reload never
// shows the loading state: the fresh answer replaces the numbers in place, so search, filter,
// scroll and open dialogs stay as they are. A failed reload keeps the last numbers and is said
// quietly (failedAt), not as a toast every 15 s.
import { useCallback, useRef, useState } from 'react'
import { getEventStorageUsage, getEventSummary, liveRefreshIntervalMs, queryKeys, useLiveRefresh, useQuery, type TeamSummary } from '@/lib/api'

export function useLiveSummary(eventName: string) {
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null)
  const [failedAt, setFailedAt] = useState<Date | null>(null)
  const loaded = useCallback(() => {
    setUpdatedAt(new Date())
    setFailedAt(null)
  }, [])
  // The spec's toast, once however often a retry of the first load fails.
  const summary = useQuery(
    queryKeys.eventSummary(eventName),
    () => getEventSummary(eventName).then((teams) => (loaded(), teams)),
    { errorToastId: 'load-teams-error' },
  )
  // Optional: a failure shows nothing and never touches the teams' states.
  const storage = useQuery(queryKeys.eventStorageUsage(eventName), () => getEventStorageUsage(eventName))
  const setSummary = summary.setData
  const refetchStorage = storage.refetch

  // A local change (a new code, a new team) made while a reload was on its way must not be
  // overwritten by that reload's older answer: such a reload is dropped, the next one is fresh.
  const edits = useRef(0)
  const editTeams = useCallback(
    (update: (prev: TeamSummary[]) => TeamSummary[]) => {
      edits.current++
      setSummary(update)
    },
    [setSummary],
  )

  const reload = useCallback(async () => {
    const edit = edits.current
    const storageDone = refetchStorage({ silent: true })
    try {
      const fresh = await getEventSummary(eventName)
      if (edits.current === edit) {
        setSummary(() => fresh)
        loaded()
      }
    } catch (e) {
      setFailedAt(new Date())
      throw e
    } finally {
      await storageDone
    }
  }, [eventName, refetchStorage, setSummary, loaded])

  // Only a screen that shows numbers reloads by itself; a failed first load has its own Try Again.
  useLiveRefresh(async () => {
    if (summary.status === 'success') await reload()
  }, liveRefreshIntervalMs())

  return { summary, storage, reload, editTeams, updatedAt, failedAt }
}
