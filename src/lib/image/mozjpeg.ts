// MozJPEG (Squoosh's build, @jsquash/jpeg) for the stored photo, in the pipeline worker only
// (PHOTO_ENCODER, off: see constants.ts). Trellis quantisation, progressive scans and optimised
// Huffman tables: at 1024 px it needs q85 to beat the spec chain's SSIM, more bytes than the
// browser's encoder at 0.78 and 3–4× its time (scripts/bench/encoders.ts prints both). When
// switched on, its wasm (~250 KB) is an asset of our own origin, fetched when the worker starts.
import encode, { init } from '@jsquash/jpeg/encode'
import { PHOTO_MAX_BYTES, PHOTO_MOZJPEG_QUALITY } from '@/config/constants'
import { browserPhotoEncoder, type PhotoEncoder } from './raster'

let ready: Promise<boolean> | undefined

/** Starts fetching and compiling the encoder; resolves false where it can't run (no wasm, CSP). */
export function warmMozJpeg(): Promise<boolean> {
  ready ??= (async () => {
    try {
      await init()
      return true
    } catch (error) {
      console.warn('MozJPEG unavailable, using the browser encoder:', error)
      return false
    }
  })()
  return ready
}

/** MozJPEG at `quality` (0..100), straight from the surface's pixels. */
export async function mozJpegBlob(pixels: ImageData, quality: number): Promise<Blob> {
  const bytes = await encode(pixels, { quality, progressive: true, optimize_coding: true, chroma_subsample: 2 })
  return new Blob([bytes], { type: 'image/jpeg' })
}

/**
 * The photo encoder of the worker. Falls back to the browser's encoder when the wasm can't load,
 * and when MozJPEG's answer would be over 2 MB (never seen at 1920 px and below).
 */
export const mozJpegPhotoEncoder: PhotoEncoder = async (surface, width, height) => {
  if (!(await warmMozJpeg())) return browserPhotoEncoder(surface, width, height)
  const blob = await mozJpegBlob(surface.context.getImageData(0, 0, width, height), PHOTO_MOZJPEG_QUALITY)
  return blob.size <= PHOTO_MAX_BYTES ? blob : browserPhotoEncoder(surface, width, height)
}
