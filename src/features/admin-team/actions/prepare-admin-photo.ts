// An admin's upload or replacement: any image the browser can read, stored as JPEG (spec §5),
// at most 1920 px on its long side, plus the 256 px thumbnail the grid shows. Like a player's
// photo, it gets the face check: with a face found, the stored photo is the same
// head-and-shoulders square the wizard opens on; without one (or when the check can't run), the
// whole picture is kept as it is. The findings go with it, and so does the head-and-shoulders
// master framed from the face and that square, from which exports cut their shapes (none when the
// whole picture is kept: it is the master itself). The image pipeline does the decoding
// and encoding; its ImageError messages ('The file given is not an image', 'Failed to process
// image') are the texts to show.
import { PHOTO_MAX_SIDE_PX } from '@/config/constants'
import type { PhotoFinding } from '#common/photo-findings'
import type { CropRect } from '@/lib/image/crop'
import { loadImage, processImage, processMaster, type LoadedImage, type MasterPhoto } from '@/lib/image'

export type PreparedPhoto = {
  photo: Blob
  thumb: Blob
  /** the checks' findings on the stored picture; null when no check could run */
  findings: PhotoFinding[] | null
  /** the picture was cut to the face's square */
  faceCropped: boolean
  /** the head-and-shoulders master around that square; null: none (no face, or it failed) */
  master?: MasterPhoto | null
}

export async function prepareAdminPhoto(file: File): Promise<PreparedPhoto> {
  const image = await loadImage(file, { maxSide: PHOTO_MAX_SIDE_PX })
  try {
    const whole: CropRect = { x: 0, y: 0, width: image.width, height: image.height }
    const check = await faceCheck(image)
    const crop = check?.faceCrop ?? whole
    // The pipeline keeps the aspect ratio of a non-square crop. An organizer's upload keeps the
    // spec's 1920 px (players' photos: the event's size).
    const processed = await processImage(image, crop, { maxSide: PHOTO_MAX_SIDE_PX })
    const master = check?.faceCrop ? await processMaster(image, crop, check.face, processed) : null
    const { photo, thumb } = processed
    return { photo, thumb, findings: check ? check.findingsFor(crop) : null, faceCropped: crop !== whole, master }
  } finally {
    image.revoke() // the decoded copies the wizard would show; the admin flow is done with them
  }
}

/** The wizard's check, loaded on first use; null when it can't run here (no worker decode, no model). */
async function faceCheck(image: LoadedImage) {
  if (!image.preview) return null
  try {
    const { checkPhoto } = await import('@/lib/face')
    return await checkPhoto(image.preview, image)
  } catch (error) {
    console.warn('Face check unavailable:', error)
    return null
  }
}
