// A small loading/error/data hook for the data module's fetchers, so components never call
// the backend from their own effects.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import toast from 'react-hot-toast'
import { errorText } from './errors'

export type QueryState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'error'; data: undefined; error: Error }
  | { status: 'success'; data: T; error: undefined }

const LOADING = { status: 'loading', data: undefined, error: undefined } as const

export type QueryOptions = {
  /** Toast every failed load with the error's text (its operation's spec text), under this id, so a
   *  failure shows once however often a retry fails. */
  errorToastId?: string
}

export type QueryOptionsWith<T> = QueryOptions & {
  /** Data already at hand for the first key (e.g. the roster the team link's one round trip
   *  brought): shown at once, not asked for again until refetch or a new key. */
  initialData?: T
}

export function useQuery<T>(key: string, fetcher: () => Promise<T>, options: QueryOptionsWith<T> = {}) {
  // The state remembers which key it belongs to: a new key reads as loading at once,
  // without a render showing the previous key's data.
  const [state, setState] = useState<QueryState<T> & { key: string }>(() =>
    options.initialData !== undefined ? { status: 'success', data: options.initialData, error: undefined, key } : { ...LOADING, key },
  )
  // The key the initial data belongs to; cleared once another key was loaded.
  const initialKey = useRef(options.initialData !== undefined ? key : null)
  const fetcherRef = useRef(fetcher)
  const toastIdRef = useRef(options.errorToastId)
  useLayoutEffect(() => {
    fetcherRef.current = fetcher
    toastIdRef.current = options.errorToastId
  })
  const run = useRef(0)

  const load = useCallback(async (forKey: string, silent = false) => {
    const id = ++run.current
    try {
      const data = await fetcherRef.current()
      if (id === run.current) setState({ status: 'success', data, error: undefined, key: forKey })
    } catch (e) {
      const error = e instanceof Error ? e : new Error(String(e))
      if (toastIdRef.current) toast.error(errorText(e), { id: toastIdRef.current })
      // A quiet reload that fails (e.g. a live refresh during a network blip) keeps what is shown.
      const failed = { status: 'error', data: undefined, error, key: forKey } as const
      if (id === run.current) setState((s) => (silent && s.status === 'success' && s.key === forKey ? s : failed))
    }
  }, [])

  useEffect(() => {
    if (key === initialKey.current) return
    initialKey.current = null
    void load(key)
  }, [key, load])

  /** Loads again; `silent` keeps the current data on screen while it does. */
  const refetch = useCallback(
    async (opts: { silent?: boolean } = {}) => {
      if (!opts.silent) setState({ ...LOADING, key })
      await load(key, opts.silent)
    },
    [key, load],
  )

  /** Local update after a mutation, without a round trip. */
  const setData = useCallback((update: (prev: T) => T) => {
    setState((s) => (s.status === 'success' ? { ...s, data: update(s.data) } : s))
  }, [])

  const current: QueryState<T> = state.key === key ? stripKey(state) : LOADING
  return { ...current, refetch, setData }
}

function stripKey<T>({ key: _key, ...rest }: QueryState<T> & { key: string }): QueryState<T> {
  return rest as QueryState<T>
}
