// A JPEG decoded at a fraction of its size, in the worker. libjpeg's scaled IDCT makes 1/2, 1/4 or
// 1/8 of the picture from the same data at a fraction of the work. Its other steps (3/8, 5/8…) have
// no fast path and take longer than the whole decode (docs/benchmarks.md), so only these three
// are asked for. The crop
// screen and the usual square need far fewer pixels than a phone takes: the stored photo is
// 1024 px from a crop of 2400.
//
// Browsers offer it through WebCodecs' ImageDecoder (desiredWidth/desiredHeight; Chromium picks
// the N/8 whose area fits the one asked for). Two things that API leaves to each engine are checked
// before it is used: that the EXIF orientation comes out exactly as createImageBitmap's (the path
// every engine already passes, decode.ts), once per worker on a small made-up JPEG in all eight
// orientations; and, on every photo, that both sides are what was asked for (or the whole photo's).
// Anything else, and the caller decodes the whole photo as before. Colour: an embedded ICC profile (Display P3) is
// converted the same way on both paths (measured in Chromium).
import { withExifOrientation, uprightSizeOf, type ExifOrientation, type JpegHeader } from './jpeg-header'

/** The scales with a fast path in libjpeg-turbo, smallest first. */
const FAST_SCALES = [1 / 8, 1 / 4, 1 / 2] as const

export interface ScaledDecode {
  /** upright, scale × the photo's upright size */
  bitmap: ImageBitmap
  /** bitmap pixels per photo pixel (libjpeg rounds the sides up: a little over 1/2, say; 1 when
   *  the engine decoded it whole) */
  scale: number
}

/** The smallest of 1/8, 1/4 and 1/2 at which `side` px keep at least `neededPx`; 1: decode it whole. */
export function dctScaleFor(side: number, neededPx: number): number {
  return FAST_SCALES.find((scale) => side * scale >= neededPx) ?? 1
}

// lib.dom has no ImageDecoder yet: the part of it used here.
interface ImageDecoderLike {
  decode(): Promise<{ image: VideoFrame }>
  close(): void
}
type ImageDecoderInit = { data: ReadableStream<Uint8Array> | BufferSource; type: string; desiredWidth?: number; desiredHeight?: number }
type ImageDecoderClass = { new (init: ImageDecoderInit): ImageDecoderLike; isTypeSupported(type: string): Promise<boolean> }
const imageDecoderClass = (): ImageDecoderClass | undefined => (globalThis as { ImageDecoder?: ImageDecoderClass }).ImageDecoder

/** Asks for the stored (sideways) size × scale; the frame comes back with its orientation, drawn upright. */
async function decodeWith(
  Decoder: ImageDecoderClass,
  data: Blob,
  stored: { width: number; height: number },
  scale: number,
): Promise<ImageBitmap> {
  const decoder = new Decoder({
    data: data.stream(),
    type: 'image/jpeg',
    desiredWidth: Math.ceil(stored.width * scale),
    desiredHeight: Math.ceil(stored.height * scale),
  })
  try {
    const { image } = await decoder.decode()
    try {
      return await createImageBitmap(image)
    } finally {
      image.close()
    }
  } finally {
    decoder.close()
  }
}

// --- the engine check --------------------------------------------------------------------------

/** A 16 × 16 JPEG of four flat grey quadrants (8 × 8 blocks: nothing bleeds between them). */
async function quadrantsJpeg(): Promise<Uint8Array> {
  const canvas = new OffscreenCanvas(16, 16)
  const context = canvas.getContext('2d')
  if (!context) throw new Error('no 2d context')
  for (const [x, y, grey] of [
    [0, 0, 20],
    [8, 0, 95],
    [0, 8, 170],
    [8, 8, 245],
  ] as const) {
    context.fillStyle = `rgb(${grey},${grey},${grey})`
    context.fillRect(x, y, 8, 8)
  }
  return new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 1 })).arrayBuffer())
}

/** The grey at the middle of each quadrant, whatever the bitmap's size. */
function quadrantGreys(bitmap: ImageBitmap): number[] {
  const { width, height } = bitmap
  const canvas = new OffscreenCanvas(width, height)
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) throw new Error('no 2d context')
  context.drawImage(bitmap, 0, 0)
  return [
    [1, 1],
    [3, 1],
    [1, 3],
    [3, 3],
  ].map(([qx, qy]) => context.getImageData(Math.floor((qx! * width) / 4), Math.floor((qy! * height) / 4), 1, 1).data[1]!)
}

async function engineDecodesLikeCreateImageBitmap(): Promise<boolean> {
  const Decoder = imageDecoderClass()
  if (!Decoder || typeof OffscreenCanvas === 'undefined' || typeof VideoFrame === 'undefined') return false
  if (!(await Decoder.isTypeSupported('image/jpeg'))) return false
  const plain = await quadrantsJpeg()
  for (const orientation of [1, 2, 3, 4, 5, 6, 7, 8] as ExifOrientation[]) {
    const blob = new Blob([withExifOrientation(plain, orientation)], { type: 'image/jpeg' })
    const made = await Promise.allSettled([
      createImageBitmap(blob, { imageOrientation: 'from-image' }),
      decodeWith(Decoder, blob, { width: 16, height: 16 }, 0.5),
    ])
    const [reference, scaled] = made.map((m) => (m.status === 'fulfilled' ? m.value : undefined))
    if (!reference || !scaled) {
      reference?.close()
      scaled?.close()
      return false
    }
    try {
      const expected = quadrantGreys(reference)
      const seen = quadrantGreys(scaled)
      if (seen.some((grey, i) => Math.abs(grey - expected[i]!) > 30)) return false
    } finally {
      reference.close()
      scaled.close()
    }
  }
  return true
}

/**
 * Eight decodes of a 16 px JPEG take a few milliseconds. An engine whose ImageDecoder never
 * answers must not hold the worker's queue (and so every photo) until its 60 s timeout.
 */
export const ENGINE_CHECK_TIMEOUT_MS = 2000

/** The engine check, unremembered: false when it fails, throws or takes over `timeoutMs`. */
export function checkEngine(timeoutMs: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)))
  const checked = engineDecodesLikeCreateImageBitmap().catch(() => false)
  return Promise.race([checked, late]).finally(() => clearTimeout(timer))
}

let engineChecked: Promise<boolean> | undefined

/** Whether ImageDecoder can stand in for createImageBitmap here; checked once, then remembered. */
export function scaledDecodeAvailable(): Promise<boolean> {
  engineChecked ??= checkEngine(ENGINE_CHECK_TIMEOUT_MS)
  return engineChecked
}

// --- the decode --------------------------------------------------------------------------------

/**
 * `blob` (a JPEG whose header is `header`) decoded upright at `scale` (1/2, 1/4 or 1/8), or
 * undefined when this engine can't (no ImageDecoder, failed its check, this photo failed to
 * decode or came back in another shape): the caller then decodes it whole, which also reports an
 * undecodable file properly.
 */
export async function decodeJpegScaled(blob: Blob, header: JpegHeader, scale: number): Promise<ScaledDecode | undefined> {
  const Decoder = imageDecoderClass()
  if (!Decoder || scale >= 1 || !(await scaledDecodeAvailable())) return undefined
  let bitmap: ImageBitmap
  try {
    bitmap = await decodeWith(Decoder, blob, header, scale)
  } catch {
    return undefined
  }
  const upright = uprightSizeOf(header)
  // Both sides what was asked for, to a pixel of rounding (libjpeg rounds up), or the whole photo
  // (an engine that decodes it whole anyway): anything else would put every crop in the wrong
  // place, or make the photo from fewer pixels than the crop's scale was chosen for.
  const asked = Math.abs(bitmap.width - upright.width * scale) <= 1 && Math.abs(bitmap.height - upright.height * scale) <= 1
  const whole = bitmap.width === upright.width && bitmap.height === upright.height
  if (!asked && !whole) {
    bitmap.close()
    return undefined
  }
  return { bitmap, scale: whole ? 1 : bitmap.width / upright.width }
}
