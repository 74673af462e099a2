// A callback whose identity never changes but which always runs the latest function given. The
// dashboard passes fresh arrow functions to its 200 memoised team cards on every render (each
// keystroke in the search): through this, a card whose team is unchanged skips re-rendering.
import { useCallback, useLayoutEffect, useRef } from 'react'

export function useStableCallback<A extends unknown[]>(fn: (...args: A) => void): (...args: A) => void {
  const latest = useRef(fn)
  useLayoutEffect(() => {
    latest.current = fn
  })
  return useCallback((...args: A) => latest.current(...args), [])
}
