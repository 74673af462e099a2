// A small loading/error/data hook for the data module's fetchers, so components never call
// the backend from their own effects.
import { useCallback, useEffect, useRef, useState } from 'react'

export type QueryState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'error'; data: undefined; error: Error }
  | { status: 'success'; data: T; error: undefined }

export function useQuery<T>(key: string, fetcher: () => Promise<T>) {
  const [state, setState] = useState<QueryState<T>>({ status: 'loading', data: undefined, error: undefined })
  const fetcherRef = useRef(fetcher)
  fetcherRef.current = fetcher
  const run = useRef(0)

  const refetch = useCallback(async (opts: { silent?: boolean } = {}) => {
    const id = ++run.current
    if (!opts.silent) setState({ status: 'loading', data: undefined, error: undefined })
    try {
      const data = await fetcherRef.current()
      if (id === run.current) setState({ status: 'success', data, error: undefined })
    } catch (e) {
      if (id === run.current) setState({ status: 'error', data: undefined, error: e instanceof Error ? e : new Error(String(e)) })
    }
  }, [])

  useEffect(() => {
    void refetch()
  }, [key, refetch])

  /** Local update after a mutation, without a round trip. */
  const setData = useCallback((update: (prev: T) => T) => {
    setState((s) => (s.status === 'success' ? { ...s, data: update(s.data) } : s))
  }, [])

  return { ...state, refetch, setData }
}
