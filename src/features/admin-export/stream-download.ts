// A download streamed through the export's service worker (public/export-sw.js), where the browser
// has no save picker: the zip's bytes go to the browser's download as they are made, a chunk at a
// time when the worker asks for one, so the page never holds the whole zip.

export const EXPORT_SW_URL = '/export-sw.js'
/** The worker's scope: only the export's download requests, nothing of the app. */
export const EXPORT_SW_SCOPE = '/__export/'
/** A message to the worker this often keeps the browser from stopping it mid-download. */
const KEEP_ALIVE_MS = 10_000
/** The worker has this long to take the download's request before the page gives up on it. */
const START_TIMEOUT_MS = 15_000

export const canStreamDownload = () =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator && !!navigator.serviceWorker && window.isSecureContext

/** The worker, installed and running (registered once; later calls find it). */
async function exportWorker(): Promise<ServiceWorker> {
  const registration = await navigator.serviceWorker.register(EXPORT_SW_URL, { scope: EXPORT_SW_SCOPE })
  const worker = registration.active ?? registration.waiting ?? registration.installing
  if (!worker) throw new Error('The export worker did not start')
  if (worker.state === 'activated') return worker
  await new Promise<void>((resolve, reject) => {
    const changed = () => {
      if (worker.state === 'activated') resolve()
      else if (worker.state === 'redundant') reject(new Error('The export worker could not be installed'))
    }
    worker.addEventListener('statechange', changed)
    changed()
  })
  return worker
}

type FromWorker = { ready?: true; started?: true; pull?: true; cancelled?: true }

/**
 * Downloads `stream` as `name` through the worker. Resolves when the last byte was handed over;
 * rejects when the worker can't be used (then nothing of `stream` was read: the caller may fall
 * back to a download from memory, `started` false) or the organizer cancelled.
 */
export async function streamDownload(name: string, stream: ReadableStream<Uint8Array>, signal: AbortSignal): Promise<void> {
  const worker = await exportWorker()
  const id = crypto.randomUUID()
  const channel = new MessageChannel()
  const port = channel.port1
  let pulls = 0
  let wake: () => void = () => undefined
  let state: 'announced' | 'started' | 'cancelled' = 'announced'
  const ready = new Promise<void>((resolve) => {
    port.onmessage = ({ data }: MessageEvent<FromWorker>) => {
      if (data.ready) resolve()
      if (data.started) state = 'started'
      if (data.pull) pulls++
      if (data.cancelled) state = 'cancelled'
      wake()
    }
  })
  const keepAlive = setInterval(() => worker.postMessage({ type: 'export-keep-alive' }), KEEP_ALIVE_MS)
  const frame = document.createElement('iframe')
  frame.hidden = true
  frame.title = 'Export download'
  const reader = stream.getReader()
  /** Until `done()`, woken by the worker's messages; rejects on cancel, and after `timeoutMs`. */
  const waitFor = (done: () => boolean, timeoutMs?: number) =>
    new Promise<void>((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined
      const finish = (settle: () => void) => {
        clearTimeout(timer)
        signal.removeEventListener('abort', check)
        wake = () => undefined
        settle()
      }
      const check = () => {
        if (signal.aborted) finish(() => reject(signal.reason))
        else if (state === 'cancelled') finish(() => reject(new DOMException('The download was cancelled in the browser', 'AbortError')))
        else if (done()) finish(resolve)
      }
      if (timeoutMs !== undefined) timer = setTimeout(() => finish(() => reject(new StreamNotStarted())), timeoutMs)
      wake = check
      signal.addEventListener('abort', check)
      check()
    })
  try {
    worker.postMessage({ type: 'export-download', id, name, port: channel.port2 }, [channel.port2])
    await ready
    frame.src = `${EXPORT_SW_SCOPE}${id}/${encodeURIComponent(name)}`
    document.body.append(frame)
    await waitFor(() => state === 'started', START_TIMEOUT_MS)
    for (;;) {
      await waitFor(() => pulls > 0)
      const { value, done } = await reader.read()
      if (done) break
      pulls--
      // copied, not transferred: a chunk may be a view of a buffer the zip writer still uses
      port.postMessage({ chunk: value })
    }
    port.postMessage({ done: true })
  } catch (error) {
    port.postMessage({ abort: true })
    // not started: nothing was read, and the caller saves the zip another way
    if (!(error instanceof StreamNotStarted)) void reader.cancel(error).catch(() => undefined)
    throw error
  } finally {
    clearInterval(keepAlive)
    reader.releaseLock()
    // the frame's request is the download: removing the frame at once could stop it
    setTimeout(() => frame.remove(), KEEP_ALIVE_MS)
  }
}

/** The worker never took the download's request (a browser that won't route it there). */
export class StreamNotStarted extends Error {
  constructor() {
    super('The browser did not start the streamed download')
  }
}
