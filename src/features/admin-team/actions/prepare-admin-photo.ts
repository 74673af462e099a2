// An admin's upload or replacement: any image the browser can read, stored as JPEG (spec §5),
// the whole picture kept as it is (no square crop), at most 1920 px on its long side, plus the
// 256 px thumbnail the grid shows. The image pipeline does the decoding and encoding; its
// ImageError messages ('The file given is not an image', 'Failed to process image') are the
// texts to show.
import { PHOTO_MAX_SIDE_PX } from '@/config/constants'
import { loadImage, processImage } from '@/lib/image'

export type PreparedPhoto = { photo: Blob; thumb: Blob }

export async function prepareAdminPhoto(file: File): Promise<PreparedPhoto> {
  const image = await loadImage(file)
  try {
    // The whole upright picture: the pipeline keeps its aspect ratio for a non-square crop. An
    // organizer's replacement keeps the spec's 1920 px (players' photos: the event's size).
    const { photo, thumb } = await processImage(image, { x: 0, y: 0, width: image.width, height: image.height }, { maxSide: PHOTO_MAX_SIDE_PX })
    return { photo, thumb }
  } finally {
    image.revoke() // the crop preview the wizard would show; the admin flow never needs it
  }
}
