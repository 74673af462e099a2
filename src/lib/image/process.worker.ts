// The image pipeline off the main thread: decode once, then draw and encode only output-sized
// canvases (photo + thumbnail). See decode.ts for why the decode is
// whole and raster.ts for the drawing; the main-thread fallback (fallback.ts) shares both.
import { clampCrop, outputSizeFor, type CropRect, type Size } from './crop'
import { decodeUpright } from './decode'
import { assertComplete } from './integrity'
import { PHOTO_ENCODER } from '@/config/constants'
import { mozJpegPhotoEncoder, warmMozJpeg } from './mozjpeg'
import type { PipelineRequest, PipelineResult } from './pipeline-protocol'
import { offscreenSurface, renderPhoto } from './raster'
import { failureFrom, type WorkerReply } from './worker-channel'

/**
 * The bitmap decoded for the crop step is kept for the render that follows: a 12 MP decode is
 * 150-500 ms we need not pay twice. One image at most, up to 16.7 MP (4096², 64 MB), and dropped
 * when idle so a player who walks away does not leave it in memory. A larger photo (48 MP, 192 MB
 * decoded) is kept as a copy scaled down to that size, made after the crop screen has its picture:
 * it still holds more than the stored photo's pixels for any crop but a close zoom (a 48 MP
 * photo's default square is 2800 px in it), and decoding 48 MP again took a second.
 */
const CACHE_MAX_PIXELS = 4096 * 4096
const CACHE_IDLE_MS = 5 * 60_000
/** `scale`: bitmap pixels per photo pixel (1, or below for a reduced copy); `size`: the photo's. */
type Kept = { key: number; bitmap: ImageBitmap; scale: number; size: Size; timer: ReturnType<typeof setTimeout> }
let cache: Kept | undefined

function dropCache(key?: number): void {
  if (!cache || (key !== undefined && cache.key !== key)) return
  clearTimeout(cache.timer)
  cache.bitmap.close()
  cache = undefined
}

function keep(key: number, bitmap: ImageBitmap, size: Size, scale = 1): void {
  dropCache()
  cache = { key, bitmap, scale, size, timer: setTimeout(() => dropCache(key), CACHE_IDLE_MS) }
}

/** A copy of `bitmap` small enough to keep, or undefined when it can't be made here. */
async function reduced(bitmap: ImageBitmap): Promise<{ copy: ImageBitmap; scale: number } | undefined> {
  const scale = Math.sqrt(CACHE_MAX_PIXELS / (bitmap.width * bitmap.height))
  const width = Math.floor(bitmap.width * scale)
  const height = Math.floor(bitmap.height * scale)
  try {
    const copy = await createImageBitmap(bitmap, { resizeWidth: width, resizeHeight: height, resizeQuality: 'high' })
    if (copy.width === width && copy.height === height) return { copy, scale: width / bitmap.width }
    copy.close() // an engine without resize options
  } catch {
    // out of memory, say: the render decodes again
  }
  return undefined
}

/** What the render can draw from: the kept bitmap, if it has enough pixels for this crop. */
function cached(key: number | undefined, crop: CropRect, maxSide: number | undefined): Kept | undefined {
  if (!cache || key === undefined || cache.key !== key) return undefined
  clearTimeout(cache.timer)
  cache.timer = setTimeout(() => dropCache(key), CACHE_IDLE_MS)
  if (cache.scale < 1) {
    const region = clampCrop(crop, cache.size)
    const out = outputSizeFor(region, maxSide)
    if (Math.min(region.width, region.height) * cache.scale < Math.min(out.width, out.height)) return undefined // a close zoom
  }
  return cache
}

/** Runs once the reply is posted (the reduced copy of a large photo), before the next request. */
let afterReply: (() => Promise<void>) | undefined

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
  const encode = PHOTO_ENCODER === 'mozjpeg' ? mozJpegPhotoEncoder : undefined
  if (request.op === 'render') {
    const kept = cached(request.key, request.crop, request.maxSide)
    if (kept) return renderPhoto(kept.bitmap, kept.size, request.crop, offscreenSurface, { maxSide: request.maxSide, encode, sourceScale: kept.scale })
  }
  const decoding = decodeUpright(request.blob)
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
  let closeLater = false
  try {
    const size = { width: bitmap.width, height: bitmap.height }
    if (request.op === 'render') return await renderPhoto(bitmap, size, request.crop, offscreenSurface, { maxSide: request.maxSide, encode })
    const preview = await previewOf(bitmap, request.previewSide)
    if (bitmap.width * bitmap.height <= CACHE_MAX_PIXELS) {
      keep(request.key, bitmap, size)
      closeLater = true // it is the cache's now
    } else {
      dropCache()
      const key = request.key
      closeLater = true
      afterReply = async () => {
        try {
          const small = await reduced(bitmap)
          if (small) keep(key, small.copy, size, small.scale)
        } finally {
          bitmap.close()
        }
      }
    }
    return preview ? { ...size, preview } : size
  } finally {
    if (!closeLater) bitmap.close()
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
    const after = afterReply
    afterReply = undefined
    await after?.().catch(() => undefined)
  })
}
// The encoder's wasm compiles while the player is still choosing or cropping.
if (PHOTO_ENCODER === 'mozjpeg') void warmMozJpeg()
scope.postMessage({ ready: true })
