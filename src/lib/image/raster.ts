// Drawing and encoding, shared by the worker (OffscreenCanvas) and the main-thread fallback
// (<canvas>). Canvases here are only ever as big as an output (photo, thumbnail), never
// the size of the source photo: a 12 MP canvas is what crashes iOS Safari.
import { PHOTO_JPEG_QUALITY, PHOTO_JPEG_QUALITY_PART_DECODE, PHOTO_MAX_BYTES, THUMB_SIDE_PX } from '@/config/constants'
import { clampCrop, outputSizeFor, type CropRect, type Size } from './crop'
import { ImageError, UnsupportedError } from './errors'

export const THUMB_JPEG_QUALITY = 0.8
/**
 * At or above this scale, plain bilinear filtering ('low') takes every source pixel into account
 * well enough that it looks the same as 'high' (bicubic with mipmaps), at 70 % of the time in
 * Chromium: the default crop of a 12 MP phone photo is scaled by 0.79. Smaller scales alias with
 * bilinear, so they get 'high'.
 */
export const BILINEAR_MIN_SCALE = 0.75
/** Tried in order until the photo fits in PHOTO_MAX_BYTES (2 MB). */
export const PHOTO_JPEG_QUALITY_STEPS = [PHOTO_JPEG_QUALITY, 0.7, 0.6, 0.5, 0.4] as const

/** A 2D drawing surface of a given size that can encode itself as JPEG. */
export interface Surface {
  readonly context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D
  toJpeg(quality: number): Promise<Blob>
  /** Frees the pixels now instead of at garbage collection (iOS counts canvas memory strictly). */
  release(): void
}
export type MakeSurface = (width: number, height: number) => Surface

/** What we can draw from: an upright ImageBitmap (worker) or a decoded <img> (fallback). */
export type Drawable = ImageBitmap | HTMLImageElement

export interface ProcessedPhoto {
  /** image/jpeg, width × height (square for a square crop), at most 2 MB */
  photo: Blob
  /** image/jpeg, 256 × 256, the centre square of the photo */
  thumb: Blob
  /** the photo's long side in pixels (= width = height for a square crop) */
  side: number
  width: number
  height: number
  /** Pixels of the decode it was drawn from per photo pixel (below 1: a part-size decode). For
   *  the tests: drawn from at least the photo's own pixels, never scaled up from fewer. */
  sourceScale?: number
  /** Drawn from the decode the worker kept since loadImage or prepareCrop: 'Use photo' waited for
   *  no decode (absent on the main thread). For the tests and the bench. */
  fromKeptDecode?: boolean
}

/**
 * Draws `region` of `source` scaled to the whole surface. The surface is filled white first so a
 * transparent PNG becomes a photo on white rather than on JPEG's black.
 *
 * Scaling a *whole* ImageBitmap or OffscreenCanvas goes through createImageBitmap's resize: in
 * Chromium it is 1.5-2× faster than drawImage with imageSmoothingQuality 'high' from a 12 MP
 * bitmap, at the same quality. A *part* of a bitmap never does: Chromium's ImageBitmap keeps the
 * EXIF orientation of the blob it was decoded from, and createImageBitmap(bitmap, sx, sy, sw, sh)
 * repeats the mirrored-rectangle bug of decode.ts for orientations 6 and 8 (caught by the e2e
 * test with off-centre crops). drawImage's source rectangle is right for all eight orientations.
 */
async function drawRegion(
  surface: Surface,
  width: number,
  height: number,
  source: Drawable | OffscreenCanvas | HTMLCanvasElement,
  region: CropRect,
): Promise<void> {
  const ctx = surface.context
  ctx.fillStyle = '#ffffff'
  ctx.fillRect(0, 0, width, height)
  const whole = region.x === 0 && region.y === 0 && region.width === source.width && region.height === source.height
  const bitmapLike =
    (typeof ImageBitmap !== 'undefined' && source instanceof ImageBitmap) ||
    (typeof OffscreenCanvas !== 'undefined' && source instanceof OffscreenCanvas)
  if (whole && bitmapLike) {
    const scaled = await createImageBitmap(source, { resizeWidth: width, resizeHeight: height, resizeQuality: 'high' })
    const resized = scaled.width === width && scaled.height === height // engines without resize options ignore them
    if (resized) ctx.drawImage(scaled, 0, 0)
    scaled.close()
    if (resized) return
  }
  ctx.imageSmoothingEnabled = true
  ctx.imageSmoothingQuality = Math.min(width / region.width, height / region.height) >= BILINEAR_MIN_SCALE ? 'low' : 'high'
  ctx.drawImage(source, region.x, region.y, region.width, region.height, 0, 0, width, height)
}

async function encodeJpeg(surface: Surface, quality: number): Promise<Blob> {
  const blob = await surface.toJpeg(quality)
  // A browser that cannot encode JPEG silently returns PNG; storage keys and content types say .jpg.
  if (blob.type !== 'image/jpeg') throw new ImageError('process-failed', `encoder returned ${blob.type || 'no type'} instead of image/jpeg`)
  return blob
}

/** JPEG at `first` (default PHOTO_JPEG_QUALITY), stepping the quality down until it fits in `maxBytes`. */
export async function encodeJpegWithin(surface: Surface, maxBytes: number, first: number = PHOTO_JPEG_QUALITY): Promise<Blob> {
  let smallest: Blob | undefined
  // (after 0.8, the fixed steps down: 0.78 would be another encode for 5 % fewer bytes)
  for (const quality of [first, ...PHOTO_JPEG_QUALITY_STEPS.slice(1).filter((q) => q < first)]) {
    const blob = await encodeJpeg(surface, quality)
    if (blob.size <= maxBytes) return blob
    smallest = blob
  }
  throw new ImageError('too-large', `photo is still ${smallest?.size} bytes at JPEG quality ${PHOTO_JPEG_QUALITY_STEPS.at(-1)}`)
}

/**
 * Encodes a drawn photo surface as a JPEG of at most PHOTO_MAX_BYTES. `fromPartDecode`: drawn
 * from a part-size decode, which asks for one step more quality (PHOTO_JPEG_QUALITY_PART_DECODE).
 */
export type PhotoEncoder = (surface: Surface, width: number, height: number, fromPartDecode?: boolean) => Promise<Blob>

/** The browser's own encoder (libjpeg-turbo in Chromium), at PHOTO_JPEG_QUALITY (0.78, or 0.8) and down. */
export const browserPhotoEncoder: PhotoEncoder = (surface, _width, _height, fromPartDecode = false) =>
  encodeJpegWithin(surface, PHOTO_MAX_BYTES, fromPartDecode ? PHOTO_JPEG_QUALITY_PART_DECODE : PHOTO_JPEG_QUALITY)

export interface RenderOptions {
  /** The stored photo's long side when the crop is larger (the event's; default 1024 px). */
  maxSide?: number
  /** Default: the browser's encoder. The worker passes MozJPEG (mozjpeg.ts). */
  encode?: PhotoEncoder
  /** `source` is the photo scaled by this (the worker's reduced copy of a 48 MP photo); `size` and `crop` stay in the photo's own pixels. */
  sourceScale?: number
  /** `source` is a part-size decode (scaled-decode.ts): encoded one quality step higher. */
  partDecode?: boolean
}

/**
 * `region` of `source` (in its own pixels) drawn at `output` and encoded as one JPEG at `quality`,
 * stepped down to fit `maxBytes`: the head-and-shoulders master.
 */
export async function renderJpeg(
  source: Drawable,
  region: CropRect,
  output: Size,
  makeSurface: MakeSurface,
  quality: number,
  maxBytes: number,
): Promise<Blob> {
  const surface = makeSurface(output.width, output.height)
  try {
    await drawRegion(surface, output.width, output.height, source, region)
    return await encodeJpegWithin(surface, maxBytes, quality)
  } finally {
    surface.release()
  }
}

/** The photo (long side 800..maxSide px, ≤ 2 MB) and its 256 px thumbnail, from one decoded source. */
export async function renderPhoto(
  source: Drawable,
  size: Size,
  crop: CropRect,
  makeSurface: MakeSurface,
  options: RenderOptions = {},
): Promise<ProcessedPhoto> {
  const region = clampCrop(crop, size)
  const { width, height } = outputSizeFor(region, options.maxSide)
  const encodePhoto = options.encode ?? browserPhotoEncoder
  const s = options.sourceScale ?? 1
  const drawn = s === 1 ? region : { x: region.x * s, y: region.y * s, width: region.width * s, height: region.height * s }
  const photoSurface = makeSurface(width, height)
  const thumbSurface = makeSurface(THUMB_SIDE_PX, THUMB_SIDE_PX)
  try {
    await drawRegion(photoSurface, width, height, source, drawn)
    // The thumbnail is scaled from the drawn photo (its centre square when it is not square): a
    // small canvas and no second pass over the full-size source. Both encode at once.
    const short = Math.min(width, height)
    const centre = { x: Math.floor((width - short) / 2), y: Math.floor((height - short) / 2), width: short, height: short }
    await drawRegion(thumbSurface, THUMB_SIDE_PX, THUMB_SIDE_PX, photoSurface.context.canvas, centre)
    const [photo, thumb] = await Promise.all([
      encodePhoto(photoSurface, width, height, options.partDecode),
      encodeJpeg(thumbSurface, THUMB_JPEG_QUALITY),
    ])
    return { photo, thumb, side: Math.max(width, height), width, height, sourceScale: s }
  } finally {
    photoSurface.release()
    thumbSurface.release()
  }
}

export const offscreenSurface: MakeSurface = (width, height) => {
  if (typeof OffscreenCanvas === 'undefined') throw new UnsupportedError('no OffscreenCanvas')
  const canvas = new OffscreenCanvas(width, height)
  const context = canvas.getContext('2d')
  if (!context) throw new UnsupportedError('OffscreenCanvas has no 2d context')
  return {
    context,
    toJpeg: (quality) => canvas.convertToBlob({ type: 'image/jpeg', quality }),
    release: () => {
      canvas.width = 0
      canvas.height = 0
    },
  }
}

export const domSurface: MakeSurface = (width, height) => {
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) throw new ImageError('process-failed', 'canvas has no 2d context')
  return {
    context,
    toJpeg: (quality) =>
      new Promise<Blob>((resolve, reject) =>
        // toBlob gives null for a zero-sized or over-large canvas: the spec's 'Canvas is empty'.
        canvas.toBlob(
          (blob) => (blob ? resolve(blob) : reject(new ImageError('process-failed', 'Canvas is empty'))),
          'image/jpeg',
          quality,
        ),
      ),
    release: () => {
      canvas.width = 0
      canvas.height = 0
    },
  }
}
