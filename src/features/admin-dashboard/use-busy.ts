import { useCallback, useRef, useState } from 'react'

/**
 * Guards an async action against double clicks: a second call while the first runs does
 * nothing (the ref answers at once; the state only re-renders the disabled button).
 */
export function useBusy() {
  const running = useRef(false)
  const [busy, setBusy] = useState(false)
  const run = useCallback(async <T>(action: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined
    running.current = true
    setBusy(true)
    try {
      return await action()
    } finally {
      running.current = false
      setBusy(false)
    }
  }, [])
  return [busy, run] as const
}
