// The image module's results as the wizard holds them, named once for the reducer, steps and tests.
import type { LoadedImage, ProcessedPhoto } from '@/lib/image'
import type { CropRect } from '@/lib/image/crop'
import type { PhotoFinding } from '@/lib/face/framing'

/** A decoded, upright picture: `source` for processImage, `previewUrl` for the crop screen. */
export type LoadedSource = LoadedImage
/** The cropped JPEG photo and thumbnail that are uploaded, and an object URL of the photo for
 *  Review (revoked by the wizard when it lets go of the result). */
export type ProcessedResult = ProcessedPhoto & { previewUrl: string }

/** The face check of a picture (src/lib/face, loaded lazily): where the default square goes on
 *  the face (null: no face, keep the centred one), and the warnings for any square. */
export type PhotoCheck = {
  faceCrop: CropRect | null
  findingsFor(crop: CropRect): PhotoFinding[]
}
