// The one way the app runs a change against the backend: busy state, a guard against double
// submits (a ref answers at once, before React re-renders the button as disabled), the error
// toast with the operation's spec text by default, an optional success toast, and the cached
// reads it changed invalidated by key prefix (query-keys.ts) instead of reload callbacks.
import { useCallback, useLayoutEffect, useRef, useState } from 'react'
import type { QueryKey } from '@tanstack/react-query'
import toast from '@/components/toast'
import { errorText, isAbortError, isStaleRefusal } from './errors'
import { queryClient } from './query-client'

export type MutationKey = string | number

export type MutationOptions<V, R> = {
  /** At most one run per key at a time (e.g. per player). Default: one run at a time. */
  key?: (vars: V) => MutationKey
  /** Shown while it runs (when it gives a text); the success or error toast then replaces it. */
  loadingToast?: (vars: V) => string | undefined
  successToast?: (data: R, vars: V) => string
  /** The error toast's text. Default: the ApiError's (its operation's spec text). false: the caller shows the error. */
  errorToast?: false | ((error: unknown, vars: V) => string)
  /** Id of the success and error toasts, so a new outcome replaces the last one. */
  toastId?: string
  /** Writes the server's answer into the cached reads at once (cache-writes.ts), before the
   *  success toast and the invalidation, for a screen that must show the change without waiting
   *  for the reload. */
  writeCache?: (data: R, vars: V) => void
  /** The cached reads this change touches (key prefixes): reloaded quietly after a success, before
   *  onSuccess runs, and after a compare-and-set refusal (before the outcome is answered), so the
   *  person sees what changed. */
  invalidates?: (vars: V) => readonly QueryKey[]
  /** After the success toast and the invalidation, still inside the busy state. */
  onSuccess?: (data: R, vars: V) => void | Promise<void>
  onError?: (error: unknown, vars: V) => void
}

export type MutationOutcome<R> =
  | { status: 'success'; data: R }
  | { status: 'error'; error: unknown }
  /** the same key was already running: nothing was done */
  | { status: 'skipped' }
  /** the caller aborted: nothing is reported */
  | { status: 'aborted' }

const SINGLE: MutationKey = '\u0000'

export function useMutation<V = void, R = void>(run: (vars: V) => Promise<R>, options: MutationOptions<V, R> = {}) {
  const latest = useRef({ run, options })
  useLayoutEffect(() => {
    latest.current = { run, options }
  })
  const running = useRef(new Set<MutationKey>())
  const [pending, setPending] = useState<ReadonlyMap<MutationKey, V>>(new Map())

  const mutate = useCallback(async (vars: V): Promise<MutationOutcome<R>> => {
    const { run, options: o } = latest.current
    const key = o.key?.(vars) ?? SINGLE
    if (running.current.has(key)) return { status: 'skipped' }
    running.current.add(key)
    setPending((m) => new Map(m).set(key, vars))
    const loadingText = o.loadingToast?.(vars)
    const loadingId = loadingText ? toast.loading(loadingText) : undefined
    const withId = (id: string | undefined) => (id === undefined ? [] : ([{ id }] as const))
    try {
      const data = await run(vars)
      o.writeCache?.(data, vars)
      if (o.successToast) toast.success(o.successToast(data, vars), ...withId(loadingId ?? o.toastId))
      else if (loadingId !== undefined) toast.dismiss(loadingId)
      await invalidate(o.invalidates?.(vars))
      await o.onSuccess?.(data, vars)
      return { status: 'success', data }
    } catch (error) {
      if (isAbortError(error)) {
        if (loadingId !== undefined) toast.dismiss(loadingId)
        return { status: 'aborted' }
      }
      console.error('Failed:', error)
      if (o.errorToast !== false) {
        const text = o.errorToast ? o.errorToast(error, vars) : errorText(error)
        toast.error(text, ...withId(loadingId ?? o.toastId))
      } else if (loadingId !== undefined) toast.dismiss(loadingId)
      o.onError?.(error, vars)
      if (isStaleRefusal(error)) await invalidate(o.invalidates?.(vars))
      return { status: 'error', error }
    } finally {
      running.current.delete(key)
      setPending((m) => {
        const next = new Map(m)
        next.delete(key)
        return next
      })
    }
  }, [])

  return {
    mutate,
    /** something is running */
    busy: pending.size > 0,
    /** what runs per key (the vars it was called with) */
    pending,
  }
}

async function invalidate(keys: readonly QueryKey[] | undefined): Promise<void> {
  if (keys?.length) await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
}
