// Step two: the player's crop becomes the photo to upload. One decode, one draw, one encode, in a
// worker where the browser allows (pipeline.ts). Camera captures come through here too.
import type { CropRect } from './crop'
import type { LoadedImage } from './load'
import type { FaceBox } from './master-frame'
import { prepare, render, renderMaster } from './pipeline'
import type { MasterPhoto } from './pipeline-protocol'
import type { ProcessedPhoto } from './raster'

export type { ProcessedPhoto } from './raster'
export type { MasterPhoto } from './pipeline-protocol'

export interface ProcessOptions {
  /** Long side of the stored photo when the crop is larger: photoSideFor(the event's setting);
   *  default PHOTO_OUTPUT_SIDE_PX (1024). Admin replacements pass the spec's 1920. */
  maxSide?: number
}

function assertCrop(crop: CropRect): void {
  const numbers = [crop.x, crop.y, crop.width, crop.height]
  if (!numbers.every(Number.isFinite) || crop.width < 1 || crop.height < 1) {
    throw new RangeError(`invalid crop ${JSON.stringify(crop)}`)
  }
}

/**
 * Crops `source` to `crop` (upright source pixels, the space of LoadedImage.width/height) and
 * returns:
 * - photo: image/jpeg; for the player's square crop side × side with side = clamp(crop side, 800,
 *   maxSide = 1024 by default); for any other rectangle (an admin keeping the whole picture) the
 *   long side follows the same rule and the aspect ratio is kept. Encoded by the browser at
 *   PHOTO_JPEG_QUALITY (0.78), stepped down to fit (PHOTO_ENCODER can switch the worker to
 *   MozJPEG), at most 2 MB.
 * - thumb: image/jpeg, 256 × 256 (the photo's centre square);
 * - side (long side), width, height of the photo in pixels.
 * `source` is a LoadedImage (or its .source blob) or a camera capture blob: something this browser
 * decodes (a raw HEIC file only becomes decodable through loadImage). A crop poking out of the
 * image by rounding is pulled back inside.
 * Throws ImageError 'process-failed' (undecodable source) or 'too-large' (still over 2 MB at the
 * lowest quality, not seen in practice), and RangeError for an empty or non-numeric crop.
 */
export async function processImage(
  source: Blob | Pick<LoadedImage, 'source'>,
  crop: CropRect,
  options: ProcessOptions = {},
): Promise<ProcessedPhoto> {
  assertCrop(crop)
  return render(source instanceof Blob ? source : source.source, crop, options.maxSide)
}

/**
 * The head-and-shoulders master kept beside the square (master-frame.ts): framed from `face` (the
 * face check's main face, when it found one) and the player's `crop`, its square's side matching
 * the stored photo's (`photo.side`). Call it after processImage for the same crop: it draws from
 * the decode that one used. Resolves null when it can't be made; never rejects.
 */
export function processMaster(
  source: Blob | Pick<LoadedImage, 'source'>,
  crop: CropRect,
  face: FaceBox | null,
  photo: Pick<ProcessedPhoto, 'side'>,
): Promise<MasterPhoto | null> {
  return renderMaster(source instanceof Blob ? source : source.source, crop, face, photo.side)
}

/**
 * While the player is still on the crop screen: has the worker decode what `crop` will need (a
 * closer square than the default asks for more of a large JPEG than the crop screen decoded), so
 * 'Use photo' need not wait for it. Resolves when done; never rejects.
 */
export function prepareCrop(source: Pick<LoadedImage, 'source'>, crop: CropRect, options: ProcessOptions = {}): Promise<void> {
  return prepare(source.source, crop, options.maxSide)
}
