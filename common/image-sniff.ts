// What kind of image a file really is, from its first bytes. File names and MIME types come from
// the user's device and lie (a .txt renamed .jpg, HEIC photos labelled image/jpeg by some apps,
// an empty type from WhatsApp downloads), so nothing else in the pipeline looks at them.
export type ImageType = 'jpeg' | 'png' | 'webp' | 'heic' | 'gif'

/** How many leading bytes `sniffImageType` may need (an ISO-BMFF ftyp box lists its brands here). */
export const SNIFF_BYTES = 64

// ISO-BMFF brands of HEIF images: HEVC stills (heic, heix, heim, heis), HEVC sequences such as
// Live Photos (hevc, hevx, hevm, hevs) and the generic HEIF brands (mif1, msf1).
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs', 'mif1', 'msf1'])
// AVIF files also list mif1/msf1 but hold AV1, which our HEIC decoder does not have.
const AVIF_BRANDS = new Set(['avif', 'avis'])

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return signature.every((b, i) => bytes[at + i] === b)
}

function sniffHeif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0
  const end = Math.min(bytes.length, boxSize >= 16 ? boxSize : 16)
  // major brand at 8, minor version at 12, compatible brands from 16 to the end of the box
  const brands = [ascii(bytes, 8, 12)]
  for (let i = 16; i + 4 <= end; i += 4) brands.push(ascii(bytes, i, i + 4))
  if (brands.some((b) => AVIF_BRANDS.has(b))) return false
  return brands.some((b) => HEIF_BRANDS.has(b))
}

/** The image type from magic bytes, or null when the bytes are not an image we handle. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp'
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) return 'gif'
  if (sniffHeif(bytes)) return 'heic'
  return null
}
