// The image module's results as the wizard holds them, named once for the reducer, steps and tests.
import type { FaceBox, LoadedImage, MasterPhoto, ProcessedPhoto } from '@/lib/image'
import type { CropRect } from '@/lib/image/crop'
import type { PhotoFinding } from '@/lib/face/framing'

/** A decoded, upright picture: `source` for processImage, `previewUrl` for the crop screen. */
export type LoadedSource = LoadedImage
/** The cropped JPEG photo and thumbnail that are uploaded, and an object URL of the photo for
 *  Review (revoked by the wizard when it lets go of the result). `master`: the head-and-shoulders
 *  master, still being made while Review shows (null when it can't be: the square goes alone). */
export type ProcessedResult = ProcessedPhoto & { previewUrl: string; master?: Promise<MasterPhoto | null> }

/** The face check of a picture (src/lib/face, loaded lazily): where the default square goes on
 *  the face (null: no face, keep the centred one), and the warnings for any square. */
export type PhotoCheck = {
  /** the main face (the master is framed from it); absent where a test's check gives none */
  face?: FaceBox | null
  faceCrop: CropRect | null
  findingsFor(crop: CropRect): PhotoFinding[]
}
