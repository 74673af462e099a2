// Decoding a whole image, upright, into an ImageBitmap.
//
// Why the whole image and not createImageBitmap(blob, sx, sy, sw, sh, { resizeWidth, ... })?
// Verified in Chromium 156: with imageOrientation 'from-image', the crop rectangle is applied
// wrongly for EXIF orientations 6 and 8 (the usual portrait phone photo): the region taken is the
// one mirrored through the image centre, (width - x - w, height - y - h), while orientations
// 1-5 and 7 are right. Centred crops hide the bug. Reported since Chrome 131 (pica#217), and the
// spec's wording is still being settled (whatwg/html#7210), so other engines may differ again.
// So we decode the whole image upright and crop with drawImage's source rectangle, which is right
// for all eight orientations (verified; careful: createImageBitmap(bitmap, sx, sy, sw, sh) on that
// bitmap repeats the bug, see raster.ts). The preview the player crops on comes from the very
// same decode, so the crop lands where they saw it. The cost is one full-size bitmap in the worker
// (48 MB for 12 MP), kept between the crop step and the render (process.worker.ts).
import { ImageError, UnsupportedError } from './errors'

export async function decodeUpright(blob: Blob): Promise<ImageBitmap> {
  if (typeof createImageBitmap === 'undefined') throw new UnsupportedError('no createImageBitmap')
  try {
    return await createImageBitmap(blob, { imageOrientation: 'from-image' })
  } catch (error) {
    // Browsers from before 'from-image' existed reject the value with a TypeError; they apply
    // EXIF orientation by default, so simply ask again without the option.
    if (error instanceof TypeError) {
      try {
        return await createImageBitmap(blob)
      } catch (retryError) {
        throw undecodable(retryError)
      }
    }
    throw undecodable(error)
  }
}

function undecodable(error: unknown): ImageError {
  return new ImageError(
    'process-failed',
    `the browser could not decode the image (${error instanceof Error ? error.message : String(error)})`,
    {
      cause: error,
    },
  )
}
