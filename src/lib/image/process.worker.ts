// The image pipeline off the main thread: decode once, then draw and encode only output-sized
// canvases (photo + thumbnail). A JPEG is decoded at the fraction of its size that the crop screen
// and the crop need (scaled-decode.ts), anything else whole (decode.ts says why whole rather than a
// part); raster.ts draws. The main-thread fallback (fallback.ts) shares decode.ts and raster.ts.
import { clampCrop, defaultCrop, outputSizeFor, type CropRect, type Size } from './crop'
import { decodeUpright } from './decode'
import { assertComplete } from './integrity'
import { JPEG_HEADER_BYTES, readJpegHeader, uprightSizeOf, type JpegHeader } from './jpeg-header'
import { readBytes } from './read-bytes'
import { dctScaleFor, decodeJpegScaled, scaledDecodeAvailable } from './scaled-decode'
import { PHOTO_ENCODER } from '@/config/constants'
import { mozJpegPhotoEncoder, warmMozJpeg } from './mozjpeg'
import { MASTER_JPEG_QUALITY, MASTER_LONG_SIDE_PX, MASTER_MAX_BYTES, masterFrame, masterOutputSize, squareInMaster } from './master-frame'
import type { Inspection, MasterPhoto, PipelineRequest, PipelineResult } from './pipeline-protocol'
import { offscreenSurface, renderJpeg, renderPhoto } from './raster'
import { failureFrom, type WorkerReply } from './worker-channel'

/**
 * The bitmap decoded for the crop step is kept for the render that follows: a 12 MP decode is
 * 150-500 ms we need not pay twice. One image at most, up to 16.7 MP (4096², 64 MB), and dropped
 * when idle so a player who walks away does not leave it in memory.
 *
 * A JPEG is decoded at the smallest 1/8, 1/4 or 1/2 of its size that holds the crop screen's
 * picture and the stored photo's pixels for the default square (1/2 of a 12 MP phone photo): a
 * crop that needs more (the face check's closer square, a zoom) is decoded again at its own scale,
 * ahead of time while the player is still on the crop screen ('prepare'), else when 'Use photo'
 * asks for it.
 * Another large photo (a 48 MP PNG, 192 MB decoded) is kept as a copy scaled down to 16.7 MP, made
 * after the crop screen has its picture.
 */
const CACHE_MAX_PIXELS = 4096 * 4096
const CACHE_IDLE_MS = 5 * 60_000
/**
 * A decoded photo. `scale`: bitmap pixels per photo pixel (1, or below for a part-size decode or a
 * reduced copy); `size`: the photo's; `jpeg`: its header, when a part-size decode can be asked for
 * again; `part`: it is one (its photo is encoded a step higher, PHOTO_JPEG_QUALITY_PART_DECODE).
 */
type Decoded = { bitmap: ImageBitmap; scale: number; size: Size; jpeg?: JpegHeader; part?: boolean }
type Kept = Decoded & { key: number; timer: ReturnType<typeof setTimeout> }
let cache: Kept | undefined

function dropCache(key?: number): void {
  if (!cache || (key !== undefined && cache.key !== key)) return
  clearTimeout(cache.timer)
  cache.bitmap.close()
  cache = undefined
}

function keep(key: number, decoded: Decoded): void {
  dropCache()
  cache = { ...decoded, key, timer: setTimeout(() => dropCache(key), CACHE_IDLE_MS) }
}

/**
 * Whether a bitmap at `scale` holds as many pixels as the stored photo of `crop` needs (to a pixel:
 * an engine may round a part-size decode down where libjpeg rounds up).
 */
function covers(scale: number, size: Size, crop: CropRect, maxSide: number | undefined): boolean {
  if (scale >= 1) return true
  const region = clampCrop(crop, size)
  const out = outputSizeFor(region, maxSide)
  return Math.min(region.width, region.height) * scale + 1 >= Math.min(out.width, out.height)
}

/** The part of the photo (1/8, 1/4, 1/2) that `crop` needs (1: all of it). */
function scaleFor(size: Size, crop: CropRect, maxSide: number | undefined): number {
  const region = clampCrop(crop, size)
  const out = outputSizeFor(region, maxSide)
  return dctScaleFor(Math.min(region.width, region.height), Math.min(out.width, out.height))
}

async function jpegHeaderOf(blob: Blob): Promise<JpegHeader | null> {
  try {
    return readJpegHeader(await readBytes(blob.slice(0, JPEG_HEADER_BYTES)))
  } catch {
    return null // unreadable: the whole decode reports it
  }
}

/**
 * `blob` decoded upright at the part of its size that `scaleFor` asks of its upright size
 * (a JPEG where the engine can), else whole. `jpeg`: its header when known (null: not a JPEG).
 */
async function decode(blob: Blob, scaleFor: (size: Size) => number, jpeg?: JpegHeader | null): Promise<Decoded> {
  const header = jpeg === undefined ? await jpegHeaderOf(blob) : jpeg
  if (header) {
    const size = uprightSizeOf(header)
    const scaled = await decodeJpegScaled(blob, header, scaleFor(size))
    if (scaled) return { ...scaled, size, jpeg: header, part: scaled.scale < 1 }
  }
  const bitmap = await decodeUpright(blob)
  return { bitmap, scale: 1, size: { width: bitmap.width, height: bitmap.height }, jpeg: header ?? undefined }
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
  return covers(cache.scale, cache.size, crop, maxSide) ? cache : undefined // else a closer crop
}

/**
 * A decode of the loaded image `key` that covers `crop`: the kept one, or a new one at the crop's
 * own scale, kept in its place when it fits (else the caller closes it after use). undefined:
 * nothing kept for `key` (a camera capture, a released image), or `onlyToKeep` and the new decode
 * would be too large to keep.
 */
async function coveringDecode(
  key: number | undefined,
  blob: Blob,
  crop: CropRect,
  maxSide: number | undefined,
  onlyToKeep = false,
): Promise<Kept | Decoded | undefined> {
  const kept = cached(key, crop, maxSide)
  if (kept || !cache || cache.key !== key) return kept
  const { size, jpeg } = cache
  // (an engine without part-size decodes decodes it whole: a 48 MP photo too big to keep)
  const scale = jpeg && (await scaledDecodeAvailable()) ? scaleFor(size, crop, maxSide) : 1
  if (onlyToKeep && size.width * size.height * scale * scale > CACHE_MAX_PIXELS) return undefined
  const closer = await decode(blob, () => scale, jpeg ?? null)
  if (closer.bitmap.width * closer.bitmap.height > CACHE_MAX_PIXELS) return closer
  keep(key, closer)
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
 * an <img> made the browser decode the whole photo a second time.
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
  if (request.op === 'warm') {
    await scaledDecodeAvailable() // the engine check, while the player is still in the picker
    return null
  }
  const encode = PHOTO_ENCODER === 'mozjpeg' ? mozJpegPhotoEncoder : undefined
  if (request.op === 'prepare') {
    // The closer square the face check chose, or a zoom: decoded now, not when 'Use photo' waits.
    const ready = await coveringDecode(request.key, request.blob, request.crop, request.maxSide, true)
    if (ready && ready !== cache) ready.bitmap.close()
    return null
  }
  if (request.op === 'render') {
    const kept = cached(request.key, request.crop, request.maxSide)
    const ready = kept ?? (await coveringDecode(request.key, request.blob, request.crop, request.maxSide))
    if (ready) {
      try {
        const photo = await renderPhoto(ready.bitmap, ready.size, request.crop, offscreenSurface, {
          maxSide: request.maxSide,
          encode,
          sourceScale: ready.scale,
          partDecode: ready.part,
        })
        return { ...photo, fromKeptDecode: ready === kept }
      } finally {
        if (ready !== cache) ready.bitmap.close()
      }
    }
    // Nothing kept for it (a camera capture; after release): decoded for this render alone.
    const { crop, maxSide } = request
    const decoded = await decode(request.blob, (size) => scaleFor(size, crop, maxSide))
    try {
      const photo = await renderPhoto(decoded.bitmap, decoded.size, crop, offscreenSurface, {
        maxSide,
        encode,
        sourceScale: decoded.scale,
        partDecode: decoded.part,
      })
      return { ...photo, fromKeptDecode: false }
    } finally {
      decoded.bitmap.close()
    }
  }
  if (request.op === 'master') return master(request)
  return inspect(request)
}

/**
 * The head-and-shoulders master around the square just rendered, from the same kept decode (or
 * one that covers the larger frame), drawn with no more pixels than the decode has.
 */
async function master(request: Extract<PipelineRequest, { op: 'master' }>): Promise<MasterPhoto> {
  const { blob, key, square, face, squareSide } = request
  const frameOf = (size: Size) => masterFrame(clampCrop(square, size), size, face)
  let ready: Kept | Decoded | undefined
  if (cache && key !== undefined && cache.key === key) ready = await coveringDecode(key, blob, frameOf(cache.size), MASTER_LONG_SIDE_PX)
  ready ??= await decode(blob, (size) => scaleFor(size, frameOf(size), MASTER_LONG_SIDE_PX))
  try {
    const { size } = ready
    const crop = clampCrop(square, size)
    const frame = frameOf(size)
    let output = masterOutputSize(frame, crop, squareSide)
    if (output.width > frame.width * ready.scale)
      output = { width: Math.max(1, Math.floor(frame.width * ready.scale)), height: Math.max(1, Math.floor(frame.height * ready.scale)) }
    const s = ready.scale
    const drawn = { x: frame.x * s, y: frame.y * s, width: frame.width * s, height: frame.height * s }
    const jpeg = await renderJpeg(ready.bitmap, drawn, output, offscreenSurface, MASTER_JPEG_QUALITY, MASTER_MAX_BYTES)
    return { master: jpeg, ...output, square: squareInMaster(crop, frame, output) }
  } finally {
    if (ready !== cache) ready.bitmap.close()
  }
}

/**
 * Keeps what `inspect` decoded for the render; a decode too large to keep is closed by the work
 * this returns, to run after the reply, which keeps a copy small enough instead.
 */
function keepDecoded(key: number, decoded: Decoded): (() => Promise<void>) | undefined {
  const { bitmap, scale, size, jpeg } = decoded
  if (bitmap.width * bitmap.height <= CACHE_MAX_PIXELS) {
    keep(key, decoded)
    return undefined
  }
  dropCache()
  return async () => {
    try {
      const small = await reduced(bitmap)
      if (small) keep(key, { bitmap: small.copy, scale: small.scale * scale, size, jpeg, part: decoded.part })
    } finally {
      bitmap.close()
    }
  }
}

/**
 * How much of a photo `inspect` decodes: enough for the crop screen's picture and for the stored
 * photo of the default square (the one 'Use photo' takes when pressed at once).
 */
function inspectScale(size: Size, previewSide: number | undefined, maxSide: number | undefined): number {
  const square = defaultCrop(size.width, size.height)
  return Math.max(previewScale(size, previewSide), scaleFor(size, square, maxSide))
}
const previewScale = (size: Size, previewSide: number | undefined) => dctScaleFor(Math.max(size.width, size.height), previewSide ?? 0)

async function inspect(request: Extract<PipelineRequest, { op: 'inspect' }>): Promise<Inspection> {
  const { blob, type, key, previewSide, maxSide, head } = request
  // null: not a JPEG; undefined: read it from the file (a HEIC's conversion, no `head`)
  const jpeg = type === 'jpeg' || type === null ? (head && readJpegHeader(head)) || undefined : null
  const header = jpeg === undefined ? await jpegHeaderOf(blob) : jpeg
  // On a phone at DPR 1 the crop screen's picture needs 1/8 of a 12 MP photo and the stored photo
  // 1/2: the smaller decode, done sooner and with no resize after it, goes to
  // the screen while the other runs beside it on another decoder thread, kept for 'Use photo'.
  const size = header && uprightSizeOf(header)
  const keepScale = size ? inspectScale(size, previewSide, maxSide) : 1
  const screenScale = size ? previewScale(size, previewSide) : 1
  const early = size && screenScale * 2 <= keepScale ? decodeJpegScaled(blob, header, screenScale) : undefined
  const decoding = decode(blob, () => keepScale, header)
  const closeAll = () => {
    void decoding.then(
      (d) => d.bitmap.close(),
      () => undefined,
    )
    void early?.then(
      (d) => d?.bitmap.close(),
      () => undefined,
    )
  }
  // Read and check the file while the browser decodes it (on its own decoder threads); a cut-off
  // file gets the clearer "truncated" reason even when the decoder would fail too.
  try {
    await assertComplete(blob, type)
  } catch (error) {
    closeAll()
    throw error
  }
  const first = await early
  if (first && size) {
    const preview = await previewOf(first.bitmap, previewSide)
    first.bitmap.close()
    if (preview) {
      dropCache()
      afterReply = async () => {
        await keepDecoded(key, await decoding)?.()
      }
      return { ...size, preview, previewScale: first.scale, decodedScale: keepScale }
    }
  }
  const decoded = await decoding
  try {
    const preview = await previewOf(decoded.bitmap, previewSide)
    afterReply = keepDecoded(key, decoded)
    const scales = { previewScale: decoded.scale, decodedScale: decoded.scale }
    return preview ? { ...decoded.size, preview, ...scales } : { ...decoded.size, ...scales }
  } catch (error) {
    decoded.bitmap.close()
    throw error
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
