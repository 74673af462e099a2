// The pipeline on the main thread, for browsers without module workers or OffscreenCanvas
// (Safari before 16.4). An <img> decodes the photo (upright: browsers apply EXIF orientation to
// images, and drawImage's source rectangle is in upright pixels, verified for all eight
// orientations in Chromium); only output-sized <canvas> elements are drawn, never the full photo.
import type { CropRect } from './crop'
import { ImageError } from './errors'
import { assertComplete } from './integrity'
import type { Inspection } from './pipeline-protocol'
import { domSurface, renderPhoto, type ProcessedPhoto } from './raster'
import type { ImageType } from '#common/image-sniff'

async function withDecodedImage<T>(blob: Blob, draw: (image: HTMLImageElement) => Promise<T>): Promise<T> {
  const url = URL.createObjectURL(blob)
  try {
    const image = new Image()
    image.decoding = 'async'
    image.src = url
    try {
      await image.decode()
    } catch (error) {
      throw new ImageError('process-failed', 'the browser could not decode the image (<img>)', { cause: error })
    }
    return await draw(image)
  } finally {
    URL.revokeObjectURL(url)
  }
}

export async function inspectOnMainThread(blob: Blob, type: ImageType | null): Promise<Inspection> {
  await assertComplete(blob, type)
  return withDecodedImage(blob, async (image) => ({ width: image.naturalWidth, height: image.naturalHeight }))
}

export function renderOnMainThread(blob: Blob, crop: CropRect, maxSide?: number): Promise<ProcessedPhoto> {
  return withDecodedImage(blob, (image) =>
    renderPhoto(image, { width: image.naturalWidth, height: image.naturalHeight }, crop, domSurface, { maxSide }),
  )
}
