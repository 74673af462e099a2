// Request/response over a dedicated Worker, with the failure modes made explicit:
// - the worker answers { ok: false, code }  -> ImageError(code), or UnsupportedError for 'unsupported'
// - the worker never started (module workers, OffscreenCanvas or WASM missing, chunk failed to
//   load)                                    -> UnsupportedError, so the caller can use the main thread
// - the worker died after starting (out of memory on a huge photo) -> ImageError('process-failed')
// - no answer within the time limit (a wedged decoder)                -> ImageError('process-failed')
import { ImageError, UnsupportedError, type ImageErrorCode } from './errors'

export type WorkerFailureCode = ImageErrorCode | 'unsupported'
/** What a worker posts: once `{ ready: true }` when its module has loaded, then one reply per request. */
export type WorkerReply<R> =
  { ready: true } | { id: number; ok: true; result: R } | { id: number; ok: false; code: WorkerFailureCode; detail: string }

export function failureFrom(error: unknown): { code: WorkerFailureCode; detail: string } {
  if (error instanceof UnsupportedError) return { code: 'unsupported', detail: error.message }
  if (error instanceof ImageError) return { code: error.code, detail: error.cause instanceof Error ? error.cause.message : error.message }
  return { code: 'process-failed', detail: error instanceof Error ? `${error.name}: ${error.message}` : String(error) }
}

interface Pending<R> {
  resolve(value: R): void
  reject(error: Error): void
  timer: ReturnType<typeof setTimeout>
}

export class WorkerChannel<Req extends object, R> {
  private worker: Worker | undefined
  private started = false
  private nextId = 1
  private readonly pending = new Map<number, Pending<R>>()
  private readonly create: () => Worker
  /** A worker per request frees its memory at once (libheif's WASM heap only grows). */
  private readonly terminateWhenIdle: boolean
  private readonly timeoutMs: number

  constructor(create: () => Worker, options: { terminateWhenIdle: boolean; timeoutMs: number }) {
    this.create = create
    this.terminateWhenIdle = options.terminateWhenIdle
    this.timeoutMs = options.timeoutMs
  }

  /** Whether a worker is alive now (so a clean-up message need not start one). */
  get running(): boolean {
    return this.worker !== undefined
  }

  /** `transfer`: what moves to the worker instead of being copied (a bitmap, a buffer). */
  request(message: Req, transfer: Transferable[] = []): Promise<R> {
    let worker: Worker
    try {
      worker = this.ensureWorker()
    } catch (error) {
      // e.g. a browser that refuses module workers outright, or a CSP that forbids workers
      return Promise.reject(new UnsupportedError(`could not create the worker: ${error instanceof Error ? error.message : String(error)}`))
    }
    const id = this.nextId++
    return new Promise<R>((resolve, reject) => {
      const timer = setTimeout(
        () => this.failAll(new ImageError('process-failed', `worker gave no answer in ${this.timeoutMs} ms`)),
        this.timeoutMs,
      )
      this.pending.set(id, { resolve, reject, timer })
      worker.postMessage({ ...message, id }, transfer)
    })
  }

  /** Ends the worker now; requests still waiting fail with `reason`. */
  terminate(reason: Error): void {
    this.failAll(reason)
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker
    const worker = this.create()
    this.started = false
    worker.onmessage = (event: MessageEvent<WorkerReply<R>>) => {
      const reply = event.data
      if ('ready' in reply) {
        this.started = true
        return
      }
      const pending = this.pending.get(reply.id)
      this.pending.delete(reply.id)
      if (this.terminateWhenIdle && this.pending.size === 0) this.dispose()
      if (!pending) return
      clearTimeout(pending.timer)
      if (reply.ok) pending.resolve(reply.result)
      else if (reply.code === 'unsupported') pending.reject(new UnsupportedError(reply.detail))
      else pending.reject(new ImageError(reply.code, reply.detail))
    }
    worker.onerror = (event: ErrorEvent) => {
      event.preventDefault()
      const detail = `worker ${this.started ? 'crashed' : 'failed to start'}: ${event.message || 'no message'}`
      this.failAll(this.started ? new ImageError('process-failed', detail) : new UnsupportedError(detail))
    }
    worker.onmessageerror = () => this.failAll(new ImageError('process-failed', 'worker reply could not be deserialised'))
    this.worker = worker
    return worker
  }

  private failAll(error: Error): void {
    const pending = [...this.pending.values()]
    this.pending.clear()
    this.dispose()
    for (const p of pending) {
      clearTimeout(p.timer)
      p.reject(error)
    }
  }

  private dispose(): void {
    this.worker?.terminate()
    this.worker = undefined
  }
}
