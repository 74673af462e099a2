// Keeps a screen current while someone looks at it: reloads every `intervalMs` while the tab is
// visible, at once when the tab comes back or the window gets focus, and not at all while hidden
// (a dashboard left open in a background tab costs the backend nothing).
import { useEffect, useLayoutEffect, useRef } from 'react'

/** Focus and visibility often fire together when a tab comes back: one reload is enough. */
const EVENT_DEDUPE_MS = 1000

/**
 * `refetch` should reload without a loading flash (e.g. useQuery's refetch({ silent: true })) and
 * report its own failures; a rejection here is ignored and the next tick comes as usual.
 * The next tick is scheduled when a reload ends, so a slow network never piles reloads up.
 * `intervalMs` ≤ 0 (or not finite) turns the timer off; focus and visibility still reload.
 */
export function useLiveRefresh(refetch: () => Promise<unknown>, intervalMs: number): void {
  const latest = useRef(refetch)
  useLayoutEffect(() => {
    latest.current = refetch
  })

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    let running = false
    let stopped = false
    let lastStart = 0
    const visible = () => document.visibilityState !== 'hidden'

    const schedule = () => {
      clearTimeout(timer)
      if (!stopped && visible() && Number.isFinite(intervalMs) && intervalMs > 0) timer = setTimeout(() => void run(), intervalMs)
    }
    const run = async () => {
      if (running || stopped) return
      running = true
      lastStart = Date.now()
      clearTimeout(timer)
      try {
        await latest.current()
      } catch {
        // the caller reports its own failures
      } finally {
        running = false
        schedule()
      }
    }
    const onReturn = () => {
      if (!visible()) return clearTimeout(timer)
      if (Date.now() - lastStart >= EVENT_DEDUPE_MS) void run()
    }

    document.addEventListener('visibilitychange', onReturn)
    window.addEventListener('focus', onReturn)
    schedule()
    return () => {
      stopped = true
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', onReturn)
      window.removeEventListener('focus', onReturn)
    }
  }, [intervalMs])
}
