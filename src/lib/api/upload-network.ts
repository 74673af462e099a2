// Two guards that keep a player's upload from waiting forever on a bad network:
// - waitOnline: the browser says it is offline → wait for 'online', but only so long; then a
//   clear 'upload-offline' failure (the photo stays on Review for one tap to retry).
// - attemptGuard: one attempt whose bytes stop moving (a stalled connection holds an XHR or a
//   fetch for minutes) is given up after `stallMs` without progress, and counts as a network
//   failure, so the back-off loop tries again.
import { ApiError } from './errors'

const aborted = () => new DOMException('Upload aborted', 'AbortError')

export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false
}

/** Resolves at once when online, else at the 'online' event; rejects after `maxMs` offline. */
export function waitOnline({ maxMs, signal, onOffline }: { maxMs: number; signal?: AbortSignal; onOffline?: () => void }): Promise<void> {
  if (!isOffline()) return Promise.resolve()
  onOffline?.()
  return new Promise((resolve, reject) => {
    const finish = (outcome: () => void) => {
      clearTimeout(timer)
      window.removeEventListener('online', back)
      signal?.removeEventListener('abort', abort)
      outcome()
    }
    const back = () => finish(resolve)
    const abort = () => finish(() => reject(aborted()))
    const timer = setTimeout(() => finish(() => reject(new ApiError('upload-offline', { kind: 'network' }))), maxMs)
    window.addEventListener('online', back)
    signal?.addEventListener('abort', abort, { once: true })
    if (signal?.aborted) abort()
  })
}

export type AttemptGuard = {
  /** aborted when the attempt stalls or the whole upload is aborted: hand it to the request */
  signal: AbortSignal
  /** bytes moved: the stall clock starts again */
  progress(): void
  /** the step, or the stall's network failure if no progress came for `stallMs` */
  run<T>(step: PromiseLike<T>): Promise<T>
  /** whether this attempt was given up as stalled */
  readonly stalled: boolean
  /** the attempt is over: stop the clock, let go of the outer signal */
  dispose(): void
}

export function attemptGuard(stallMs: number, outer?: AbortSignal): AttemptGuard {
  const controller = new AbortController()
  const forward = () => controller.abort()
  outer?.addEventListener('abort', forward, { once: true })
  let stalled = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let giveUp: (error: ApiError) => void = () => {}
  const stall = new Promise<never>((_, reject) => (giveUp = reject))
  stall.catch(() => undefined) // only a step in flight reports it
  const start = () => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      stalled = true
      // Rejected before the request is aborted, so the step's race ends with the network
      // failure (retried), never with the abort the request then reports.
      giveUp(new ApiError('upload-failed', { kind: 'network' }))
      controller.abort()
    }, stallMs)
  }
  start()
  return {
    signal: controller.signal,
    progress: () => {
      if (!stalled) start()
    },
    run: async (step) => {
      const value = await Promise.race([step, stall])
      // A step that can't be aborted (a function call) finished after the player left.
      if (controller.signal.aborted) throw aborted()
      return value
    },
    get stalled() {
      return stalled
    },
    dispose: () => {
      clearTimeout(timer)
      outer?.removeEventListener('abort', forward)
    },
  }
}
