// The image pipeline off the main thread: decode once, then draw and encode only output-sized
// canvases (photo + thumbnail). See decode.ts for why the decode is
// whole and raster.ts for the drawing; the main-thread fallback (fallback.ts) shares both.
import { decodeUpright } from './decode'
import { assertComplete } from './integrity'
import { PHOTO_ENCODER } from '@/config/constants'
import { mozJpegPhotoEncoder, warmMozJpeg } from './mozjpeg'
import type { PipelineRequest, PipelineResult } from './pipeline-protocol'
import { offscreenSurface, renderPhoto } from './raster'
import { failureFrom, type WorkerReply } from './worker-channel'

/**
 * The bitmap decoded for the crop step is kept for the render that follows: a 12 MP decode is
 * 150-500 ms we need not pay twice. One image at most, up to 16.7 MP (4096², 64 MB: what a
 * phone's 12 MP photo needs, not a 50 MP one), and dropped when idle so a player who walks away
 * does not leave it in memory.
 */
const CACHE_MAX_PIXELS = 4096 * 4096
const CACHE_IDLE_MS = 5 * 60_000
let cache: { key: number; bitmap: ImageBitmap; timer: ReturnType<typeof setTimeout> } | undefined

function dropCache(key?: number): void {
  if (!cache || (key !== undefined && cache.key !== key)) return
  clearTimeout(cache.timer)
  cache.bitmap.close()
  cache = undefined
}

function keep(key: number, bitmap: ImageBitmap): boolean {
  dropCache()
  if (bitmap.width * bitmap.height > CACHE_MAX_PIXELS) return false
  cache = { key, bitmap, timer: setTimeout(() => dropCache(key), CACHE_IDLE_MS) }
  return true
}

function cached(key: number | undefined): ImageBitmap | undefined {
  if (!cache || key === undefined || cache.key !== key) return undefined
  clearTimeout(cache.timer)
  cache.timer = setTimeout(() => dropCache(key), CACHE_IDLE_MS)
  return cache.bitmap
}

// The DOM lib types `self` as a Window; in a dedicated worker postMessage takes no target origin.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<PipelineRequest & { id: number }>) => void) | null
  postMessage(message: WorkerReply<PipelineResult>, transfer?: Transferable[]): void
}

/**
 * The crop screen's picture, scaled from the decode we already have: showing the file itself in
 * an <img> made the browser decode all 12 MP a second time (~300 ms of CPU on a fast machine).
 */
async function previewOf(bitmap: ImageBitmap, maxSide: number | undefined): Promise<ImageBitmap | undefined> {
  if (!maxSide) return undefined
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height))
  const width = Math.max(1, Math.round(bitmap.width * scale))
  const height = Math.max(1, Math.round(bitmap.height * scale))
  try {
    const preview = await createImageBitmap(bitmap, { resizeWidth: width, resizeHeight: height, resizeQuality: 'medium' })
    if (preview.width === width && preview.height === height) return preview
    preview.close() // an engine without resize options: the page shows the file itself instead
  } catch {
    // same: no preview, the page falls back to the file
  }
  return undefined
}

async function handle(request: PipelineRequest): Promise<PipelineResult> {
  if (request.op === 'release') {
    dropCache(request.key)
    return null
  }
  if (request.op === 'warm') return null // starting the worker was the point (warmMozJpeg above)
  const reused = request.op === 'render' ? cached(request.key) : undefined
  const decoding = reused ? Promise.resolve(reused) : decodeUpright(request.blob)
  if (request.op === 'inspect') {
    // Read and check the file while the browser decodes it (on its own decoder threads); a cut-off
    // file gets the clearer "truncated" reason even when the decoder would fail too.
    try {
      await assertComplete(request.blob, request.type)
    } catch (error) {
      void decoding.then((b) => b.close(), () => undefined)
      throw error
    }
  }
  const bitmap = await decoding
  let kept = reused !== undefined
  try {
    const size = { width: bitmap.width, height: bitmap.height }
    if (request.op === 'render') return await renderPhoto(bitmap, size, request.crop, offscreenSurface, { maxSide: request.maxSide, encode: PHOTO_ENCODER === 'mozjpeg' ? mozJpegPhotoEncoder : undefined })
    const preview = await previewOf(bitmap, request.previewSide)
    kept = keep(request.key, bitmap)
    return preview ? { ...size, preview } : size
  } finally {
    if (!kept) bitmap.close()
  }
}

// One request at a time: two 12 MP decodes at once would double the memory peak, and a new
// 'inspect' replacing the kept bitmap must not close it under a 'render' still drawing from it
// (an admin can start several replacements at once).
let queue = Promise.resolve()
scope.onmessage = ({ data }) => {
  queue = queue.then(async () => {
    try {
      const result = await handle(data)
      const preview = result && 'preview' in result ? result.preview : undefined
      scope.postMessage({ id: data.id, ok: true, result }, preview ? [preview] : [])
    } catch (error) {
      scope.postMessage({ id: data.id, ok: false, ...failureFrom(error) })
    }
  })
}
// The encoder's wasm compiles while the player is still choosing or cropping.
if (PHOTO_ENCODER === 'mozjpeg') void warmMozJpeg()
scope.postMessage({ ready: true })
