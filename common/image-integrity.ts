// Is the file complete? Photos reach players half-downloaded (WhatsApp on stadium Wi-Fi), and
// browsers differ on what they do with a cut-off file: Chromium's createImageBitmap rejects it, but
// <img> (our fallback path) and other browsers happily show the top half over grey. Checking the
// container structure ourselves gives every browser the same answer, before any pixel is decoded.
import type { ImageType } from './image-sniff'

/** A JPEG is complete when walking its segments and scan data reaches the EOI marker. */
export function isJpegComplete(bytes: Uint8Array): boolean {
  let i = 2 // after SOI
  while (i < bytes.length) {
    if (bytes[i] !== 0xff) {
      // Stray bytes between segments (some cameras pad with zeros): skip to the next marker, as libjpeg does.
      i = bytes.indexOf(0xff, i)
      if (i < 0) return false
    }
    while (bytes[i + 1] === 0xff) i++ // fill bytes before a marker are allowed
    const marker = bytes[i + 1]
    if (marker === undefined) return false
    if (marker === 0xd9) return true // EOI: anything after it (e.g. a Motion Photo's video) is not ours
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      i += 2 // markers without a length
      continue
    }
    if (i + 4 > bytes.length) return false
    const end = i + 2 + ((bytes[i + 2]! << 8) | bytes[i + 3]!)
    if (end > bytes.length) return false
    if (marker !== 0xda) {
      i = end
      continue
    }
    // Start of scan: entropy-coded data follows until the next marker. Inside it 0xFF is only
    // ever followed by 0x00 (a stuffed byte) or a restart marker 0xD0..0xD7.
    let j = end
    for (;;) {
      j = bytes.indexOf(0xff, j)
      if (j < 0 || j + 1 >= bytes.length) return false
      const next = bytes[j + 1]!
      if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) j += 2
      else if (next === 0xff) j += 1
      else break
    }
    i = j
  }
  return false
}

/** A PNG is complete when its chunks, each inside the file, lead to IEND. */
export function isPngComplete(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let i = 8 // after the signature
  while (i + 8 <= bytes.length) {
    const length = view.getUint32(i)
    const type = String.fromCharCode(bytes[i + 4]!, bytes[i + 5]!, bytes[i + 6]!, bytes[i + 7]!)
    const end = i + 12 + length // length, type, data, CRC
    if (end > bytes.length) return false
    if (type === 'IEND') return true
    i = end
  }
  return false
}

/** A WebP (RIFF) is complete when the file holds as many bytes as its RIFF header says. */
export function isWebpComplete(bytes: Uint8Array): boolean {
  if (bytes.length < 12) return false
  const riffSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(4, true)
  return bytes.length >= 8 + riffSize
}

/**
 * False when the file is cut short. GIF and HEIC are left to their decoders (a GIF's first frame
 * may be whole even when later frames are not; libheif reports HEIC truncation itself).
 */
export function isImageComplete(bytes: Uint8Array, type: ImageType): boolean {
  switch (type) {
    case 'jpeg':
      return isJpegComplete(bytes)
    case 'png':
      return isPngComplete(bytes)
    case 'webp':
      return isWebpComplete(bytes)
    default:
      return true
  }
}

const PNG_IEND = [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]
/** How many last bytes endsWhole needs. */
export const WHOLE_TAIL_BYTES = PNG_IEND.length

/**
 * The quick answer from a file's last bytes: true when it ends the way only a whole file does.
 * A JPEG's last two bytes are an EOI marker (entropy-coded data never holds 0xFF 0xD9: an 0xFF
 * there is always followed by 0x00 or a restart marker); a PNG's last chunk is IEND. False only
 * means "walk the whole file": data after the end (a Motion Photo's video) is allowed.
 */
export function endsWhole(tail: Uint8Array, type: 'jpeg' | 'png'): boolean {
  if (type === 'jpeg') return tail.length >= 2 && tail[tail.length - 2] === 0xff && tail[tail.length - 1] === 0xd9
  return tail.length >= PNG_IEND.length && PNG_IEND.every((b, i) => tail[tail.length - PNG_IEND.length + i] === b)
}
