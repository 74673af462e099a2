// What a picked file says it is (its MIME type, else its name), beside what its bytes are
// (sniffImageType). The bytes decide what we decode; the claim only decides which text a player
// reads when the bytes are not a photo we take, the way the spec's chain words it (§5, §8):
// - a file that is not an image at all (a PDF, a .txt): 'The file given is not an image';
// - a "photo" that can't be read (a text file named .jpg, a cut-off download): 'Failed to process image';
// - a real picture of a kind we don't take (GIF, BMP, TIFF, AVIF…): 'choose a JPEG, PNG or WebP photo'.
import type { ImageType } from '@/lib/image'

/** 'accepted': JPEG/PNG/WebP (spec §5) or iPhone HEIC/HEIF; 'other-image': an image type we refuse. */
export type PictureClaim = 'accepted' | 'other-image' | 'not-image'

const ACCEPTED_TYPES = new Set([
  'image/jpeg',
  'image/jpg',
  'image/pjpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'image/heic-sequence',
  'image/heif-sequence',
])
const ACCEPTED_EXTENSIONS = new Set(['jpg', 'jpeg', 'jfif', 'png', 'webp', 'heic', 'heif'])
const OTHER_IMAGE_EXTENSIONS = new Set(['gif', 'bmp', 'tif', 'tiff', 'avif', 'svg', 'ico', 'jxl'])

export function pictureClaim(file: { type?: string; name?: string }): PictureClaim {
  const type = (file.type ?? '').toLowerCase().split(';')[0]!.trim()
  if (type.startsWith('image/')) return ACCEPTED_TYPES.has(type) ? 'accepted' : 'other-image'
  const extension = /\.([a-z0-9]+)$/i.exec(file.name ?? '')?.[1]?.toLowerCase()
  if (extension && ACCEPTED_EXTENSIONS.has(extension)) return 'accepted'
  if (extension && OTHER_IMAGE_EXTENSIONS.has(extension)) return 'other-image'
  return 'not-image'
}

/** Refuse before decoding: the bytes are a GIF, or nothing we know from a file that names another image type. */
export function isRefusedPicture(sniffed: ImageType | null | undefined, claim: PictureClaim): boolean {
  return sniffed === 'gif' || (sniffed === null && claim === 'other-image')
}
