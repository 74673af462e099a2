import { useCallback, useEffect, useRef, useState } from 'react'
import { SUCCESS_OVERLAY_FADE_MS, SUCCESS_OVERLAY_MS } from '@/config/constants'

export type SuccessOverlayState = { playerId: number; name: string; fading: boolean }

type Steps = {
  /** at ~1.5 s, as the fade starts (spec §4: the filter switches to Done) */
  onSwitch: () => void
  /** at ~1.8 s, when the overlay is gone */
  onDone: () => void
}

export type SuccessTimings = { overlayMs: number; fadeMs: number }
const SPEC_TIMINGS: SuccessTimings = { overlayMs: SUCCESS_OVERLAY_MS, fadeMs: SUCCESS_OVERLAY_FADE_MS }

/**
 * The timing of spec §4 after an upload: overlay shown → 1.5 s → switch + fade → 0.3 s → gone.
 * Timers start from the upload event (not from an effect) and are cleared on unmount. `timings`
 * can be given (tests); tests of the page step the clock instead of waiting.
 */
export function useSuccessSequence(timings: SuccessTimings = SPEC_TIMINGS) {
  const { overlayMs, fadeMs } = timings
  const [overlay, setOverlay] = useState<SuccessOverlayState | null>(null)
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>())

  useEffect(() => {
    const pending = timers.current
    return () => {
      pending.forEach(clearTimeout)
      pending.clear()
    }
  }, [])

  const later = useCallback((ms: number, fn: () => void) => {
    const id = setTimeout(() => {
      timers.current.delete(id)
      fn()
    }, ms)
    timers.current.add(id)
  }, [])

  const start = useCallback(
    (player: { id: number; player_name: string }, steps: Steps) => {
      timers.current.forEach(clearTimeout)
      timers.current.clear()
      setOverlay({ playerId: player.id, name: player.player_name, fading: false })
      later(overlayMs, () => {
        steps.onSwitch()
        setOverlay((o) => (o ? { ...o, fading: true } : o))
      })
      later(overlayMs + fadeMs, () => {
        setOverlay(null)
        steps.onDone()
      })
    },
    [later, overlayMs, fadeMs],
  )

  return { overlay, start }
}
