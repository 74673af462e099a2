// Runs a pipeline request in process.worker.ts, or on the main thread where the browser can't.
import type { CropRect } from './crop'
import { UnsupportedError } from './errors'
import { inspectOnMainThread, renderOnMainThread } from './fallback'
import type { FaceBox } from './master-frame'
import type { InspectOptions, Inspection, MasterPhoto, PipelineRequest, PipelineResult } from './pipeline-protocol'
import type { ProcessedPhoto } from './raster'
import type { ImageType } from '#common/image-sniff'
import { WorkerChannel } from './worker-channel'

// Generous: a 12 MP decode takes well under a second even on old phones; this only catches a wedge.
const PIPELINE_TIMEOUT_MS = 60_000

// One long-lived worker: it keeps the last loaded image decoded for the render that follows
// (see process.worker.ts), and keeping it saves starting one per step of the wizard.
const channel = new WorkerChannel<PipelineRequest, PipelineResult>(
  () => new Worker(new URL('./process.worker.ts', import.meta.url), { type: 'module', name: 'image-pipeline' }),
  { terminateWhenIdle: false, timeoutMs: PIPELINE_TIMEOUT_MS },
)

let workerFailedToStart = false

/** Checked per call, not once at import, so a test can take the APIs away to exercise the fallback. */
function canUseWorker(): boolean {
  return !workerFailedToStart && typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined'
}

async function run<R extends PipelineResult>(request: PipelineRequest, onMainThread: () => Promise<R>): Promise<R> {
  if (canUseWorker()) {
    try {
      return (await channel.request(request)) as R
    } catch (error) {
      if (!(error instanceof UnsupportedError)) throw error
      workerFailedToStart = true // e.g. no 2d OffscreenCanvas in workers: don't try again this session
    }
  }
  return onMainThread()
}

// Which worker-side decode belongs to which source blob (a Blob's identity is lost in postMessage).
const keys = new WeakMap<Blob, number>()
let lastKey = 0

/**
 * Checks the file is whole (as a `type`; null: skip), decodes it upright and, in the worker, makes
 * the crop screen's picture of at most `previewSide` px. `maxSide`: the stored photo's side, which
 * says how much of a large JPEG the worker needs to decode; `head`: the file's first bytes, when
 * read already.
 */
export function inspect(blob: Blob, type: ImageType | null, options: InspectOptions = {}): Promise<Inspection> {
  const key = ++lastKey
  keys.set(blob, key)
  return run({ op: 'inspect', blob, type, key, ...options }, () => inspectOnMainThread(blob, type))
}

export function render(blob: Blob, crop: CropRect, maxSide?: number): Promise<ProcessedPhoto> {
  return run({ op: 'render', blob, crop, key: keys.get(blob), maxSide }, () => renderOnMainThread(blob, crop, maxSide))
}

/**
 * The head-and-shoulders master around `square` (and `face`) of a loaded image, made in the worker
 * after the square (same queue, same kept decode). Null where there is no worker (the main-thread
 * fallback keeps to the square alone) or when it fails: the square is enough to upload.
 */
export async function renderMaster(blob: Blob, square: CropRect, face: FaceBox | null, squareSide: number): Promise<MasterPhoto | null> {
  if (!canUseWorker()) return null
  try {
    return (await channel.request({ op: 'master', blob, key: keys.get(blob), square, face, squareSide })) as MasterPhoto
  } catch (error) {
    console.warn('No head-and-shoulders master for this photo:', error)
    return null
  }
}

/**
 * Has the worker decode what `crop` of a loaded image will need, while the player still looks at
 * it; resolves when done (or at once: nothing loaded for `blob`, or no worker). Never rejects: the
 * render that follows reports any failure.
 */
export async function prepare(blob: Blob, crop: CropRect, maxSide?: number): Promise<void> {
  const key = keys.get(blob)
  if (key === undefined || !canUseWorker() || !channel.running) return
  await channel.request({ op: 'prepare', blob, crop, key, maxSide }).catch(() => undefined)
}

/** Starts the worker (and its encoder's wasm) ahead of the first photo; errors wait for real use. */
export function warm(): void {
  if (canUseWorker()) void channel.request({ op: 'warm' }).catch(() => undefined)
}

/** Lets the worker free the decoded image kept for `blob`. */
export function release(blob: Blob): void {
  const key = keys.get(blob)
  keys.delete(blob)
  if (key !== undefined && channel.running) void channel.request({ op: 'release', key }).catch(() => undefined)
}
