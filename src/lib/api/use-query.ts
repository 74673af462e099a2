// The data module's read hook: TanStack Query's useQuery on the app's one cache (query-client.ts),
// with the four branches every screen renders (loading, error, success; a background refresh never
// shows loading again) and the fetcher handed TanStack's AbortSignal, so a screen that goes away
// or a key that changes cancels its request.
import { useCallback, useState } from 'react'
import { useQuery as useTanstackQuery, type QueryKey } from '@tanstack/react-query'
import toast from '@/components/toast'
import { errorText, isAbortError } from './errors'
import { queryClient } from './query-client'

export type QueryState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'error'; data: undefined; error: Error }
  | { status: 'success'; data: T; error: undefined }

export type QueryOptions = {
  /** Toast a failed load that leaves nothing on screen with the error's text (its operation's spec
   *  text), under this id, so a failure shows once however often a retry fails. A failed
   *  background refresh keeps what is shown and is not toasted. */
  errorToastId?: string
  /** Keep the screen current while it is seen: once something is shown, reload it every `liveMs`
   *  while the tab is visible (TanStack's refetchInterval, paused while hidden; ≤ 0 turns the timer
   *  off) and when the tab comes back (refetchOnWindowFocus). A reload never overlaps the last
   *  one, and a failed first load waits for its own Try Again. */
  liveMs?: number
}

export type QueryOptionsWith<T> = QueryOptions & {
  /** Data already at hand for the first key (e.g. the roster the team link's one round trip
   *  brought): shown at once, not asked for again until refetch, a live refresh or a new key. */
  initialData?: T
}

export function useQuery<T>(key: QueryKey, fetcher: (signal: AbortSignal) => Promise<T>, options: QueryOptionsWith<T> = {}) {
  const hash = JSON.stringify(key)
  // The key the initial data belongs to; forgotten once another key was shown.
  const [initialKey, setInitialKey] = useState(options.initialData !== undefined ? hash : null)
  if (initialKey !== null && initialKey !== hash) setInitialKey(null)
  const withInitial = initialKey === hash
  const { errorToastId, liveMs } = options
  const live = liveMs !== undefined
  const query = useTanstackQuery(
    {
      queryKey: key,
      queryFn: async ({ signal }) => {
        try {
          return await fetcher(signal)
        } catch (e) {
          if (errorToastId && !isAbortError(e) && queryClient.getQueryData(key) === undefined)
            toast.error(errorText(e), { id: errorToastId })
          throw e
        }
      },
      ...(withInitial ? { initialData: options.initialData as T, staleTime: Infinity } : {}),
      refetchInterval: (q) => (live && Number.isFinite(liveMs) && liveMs > 0 && q.state.data !== undefined ? liveMs : false),
      // 'always': also the screen that started from data at hand (initialData, never stale).
      refetchOnWindowFocus: live ? 'always' : false,
    },
    queryClient,
  )

  /** Loads again; `silent` keeps the current data on screen while it does. */
  const refetch = useCallback(
    async (opts: { silent?: boolean } = {}) => {
      if (opts.silent) await queryClient.refetchQueries({ queryKey: key, exact: true })
      else await queryClient.resetQueries({ queryKey: key, exact: true })
    },
    // the key's content, not its identity (a new array each render)
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [hash],
  )

  /** Local update after a mutation, without a round trip. */
  const setData = useCallback(
    (update: (prev: T) => T) => {
      queryClient.setQueryData<T>(key, (prev) => (prev === undefined ? prev : update(prev)))
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [hash],
  )

  // What is on screen stays there while a background refresh fails: the data wins over its error.
  const current: QueryState<T> =
    query.data !== undefined
      ? { status: 'success', data: query.data, error: undefined }
      : query.status === 'error'
        ? { status: 'error', data: undefined, error: query.error }
        : { status: 'loading', data: undefined, error: undefined }
  return {
    ...current,
    refetch,
    setData,
    isFetching: query.isFetching,
    dataUpdatedAt: query.dataUpdatedAt,
    errorUpdatedAt: query.errorUpdatedAt,
  }
}
