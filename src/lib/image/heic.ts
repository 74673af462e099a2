// HEIC/HEIF to something every browser decodes: JPEG from a worker, or a BMP when the browser has
// no workers/OffscreenCanvas (decoding then blocks the page for a moment, but works).
import { rgbaToBmp } from './bmp'
import { ImageError, UnsupportedError } from './errors'
import { decodeHeic } from './heic-decode'
import { readBytes } from './read-bytes'
import { WorkerChannel } from './worker-channel'

// libheif is slow in WASM: a 12 MP HEIC takes seconds on a budget phone.
const HEIC_TIMEOUT_MS = 120_000

// A fresh worker per file, terminated when done: libheif's WASM memory grows to hundreds of MB
// for a large photo and is never given back while the worker lives.
const channel = new WorkerChannel<{ file: Blob }, Blob>(
  () => new Worker(new URL('./heic.worker.ts', import.meta.url), { type: 'module', name: 'heic-decoder' }),
  { terminateWhenIdle: true, timeoutMs: HEIC_TIMEOUT_MS },
)

export async function convertHeic(file: Blob): Promise<Blob> {
  if (typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined') {
    try {
      return await channel.request({ file }) // a Blob crosses to the worker by reference, not copied
    } catch (error) {
      if (!(error instanceof UnsupportedError)) throw error
    }
  }
  try {
    return rgbaToBmp(await decodeHeic(await readBytes(file)))
  } catch (error) {
    if (error instanceof ImageError) throw error
    throw new ImageError('process-failed', 'HEIC decoding failed on the main thread', { cause: error })
  }
}
