// Step one of the pipeline: is it an image, is it whole, how big is it upright. Nothing here
// trusts the file's name or MIME type (see sniff.ts). The main thread only reads the first bytes;
// reading and checking the whole file and decoding happen in the worker (pipeline.ts).
import { ImageError } from './errors'
import { convertHeic } from './heic'
import { inspect, release } from './pipeline'
import { readBytes } from './read-bytes'
import { JPEG_HEADER_BYTES } from './jpeg-header'
import { SNIFF_BYTES, sniffImageType, type ImageType } from '#common/image-sniff'

/** How many first bytes loadImage's `head` is best given: enough for a JPEG's header (the worker
 *  then reads nothing twice), and for sniffing the type. */
export const HEAD_BYTES = JPEG_HEADER_BYTES

/**
 * Far beyond any phone photo (a 200 MP Samsung JPEG is ~40 MB) but below what decoding in a
 * browser tab survives. The 5 MB stated to players is a hint only (spec §5), not enforced here.
 */
export const MAX_SOURCE_BYTES = 64 * 1024 * 1024

/** The crop screen shows the photo at most this tall or wide (CSS px; step-crop.tsx: 440 px). */
const PREVIEW_CSS_PX = 480
/** The crop screen's picture in device pixels: sharp on the phone's screen, and no bigger. */
function previewSide(): number {
  const ratio = typeof devicePixelRatio === 'number' && devicePixelRatio > 0 ? devicePixelRatio : 1
  return Math.min(2048, Math.ceil(PREVIEW_CSS_PX * ratio))
}

const MIME: Record<ImageType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  heic: 'image/heic',
}

export interface LoadedImage {
  /** What processImage takes: the original JPEG/PNG/WebP/GIF bytes (typed by content, not by
   *  the file's claim), or, for HEIC, a conversion the browser can decode. */
  source: Blob
  /** What the file really was. */
  type: ImageType
  /** Upright size in pixels (EXIF orientation applied): the coordinate space of every crop. */
  width: number
  height: number
  /** Object URL of `source` itself, for the crop screen. Browsers show an <img> upright (EXIF
   *  applied) and decode it at display size off the main thread; making a smaller JPEG preview
   *  ourselves cost a resize and an encode on every photo, for a picture no sharper. */
  previewUrl: string
  /** The same picture already decoded and scaled to the screen (from the worker's decode), to draw
   *  on a canvas instead of decoding previewUrl again; absent on the main-thread fallback. Closed
   *  by revoke(). */
  preview?: ImageBitmap
  /** How much of the photo the worker decoded for the photo and for the crop screen's picture
   *  (1/2, 1/4 or 1/8 of a large JPEG; 1: all of it; absent on the main thread): what the tests
   *  and the bench check, nothing the app needs. */
  decodedScale?: number
  previewScale?: number
  /** Revokes previewUrl and frees the decoded image kept for processImage. Call when the wizard
   *  leaves the image (retake, upload done, unmount); safe to call twice. */
  revoke(): void
}

/**
 * `head`: the file's first bytes (HEAD_BYTES of them, or all of a smaller file), when the caller
 * has read them already (a second read of a picked file is a round trip to the browser's file
 * store before the decode can start).
 * `maxSide`: the stored photo's side (photoSideFor(the event's setting)); default 1024.
 */
export interface LoadOptions {
  head?: Uint8Array
  maxSide?: number
}

/**
 * Errors (all ImageError):
 * - 'not-image': empty file, or the bytes are not JPEG/PNG/WebP/GIF/HEIC (a renamed .txt).
 * - 'process-failed': it is an image type but cannot be used: cut short (truncated download),
 *   undecodable, or unreadable (file removed while picking). We say "Failed to process image"
 *   rather than "not an image" because the player did pick a photo; telling them it is not one
 *   would be wrong and would not help them pick it again.
 * - 'too-large': over MAX_SOURCE_BYTES.
 */
export async function loadImage(file: Blob, options: LoadOptions = {}): Promise<LoadedImage> {
  if (file.size === 0) throw new ImageError('not-image', 'the file is empty')
  if (file.size > MAX_SOURCE_BYTES) throw new ImageError('too-large', `${file.size} bytes is over ${MAX_SOURCE_BYTES}`)
  let head: Uint8Array
  try {
    head = options.head ?? (await readBytes(file.slice(0, SNIFF_BYTES)))
  } catch (error) {
    throw new ImageError('process-failed', 'the file could not be read', { cause: error })
  }
  const type = sniffImageType(head)
  if (!type) throw new ImageError('not-image', 'the bytes are not a JPEG, PNG, WebP, GIF or HEIC image')

  // slice() relabels without copying; the MIME is what decoders (and any later upload) see.
  const source = type === 'heic' ? await convertHeic(file) : file.slice(0, file.size, MIME[type])
  // A HEIC conversion is our own output: nothing to check for truncation (libheif did).
  const known = type === 'jpeg' && options.head ? options.head : undefined
  const { width, height, preview, decodedScale, previewScale } = await inspect(source, type === 'heic' ? null : type, {
    previewSide: previewSide(),
    maxSide: options.maxSide,
    head: known,
  })
  const previewUrl = URL.createObjectURL(source)
  const revoke = () => {
    URL.revokeObjectURL(previewUrl)
    preview?.close()
    release(source)
  }
  return { source, type, width, height, previewUrl, preview, decodedScale, previewScale, revoke }
}
