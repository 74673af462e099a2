// What a JPEG's first segments say before any pixel is decoded: its stored size (the start-of-frame
// marker) and its EXIF Orientation. The worker needs both to ask the decoder for a reduced decode
// (scaled-decode.ts) and still know the photo's full upright size, the space every crop is in.
// Also the other way round: a minimal EXIF segment, for the engine check in scaled-decode.ts and
// for the test fixtures (browsers encode JPEGs but never write EXIF).

export type ExifOrientation = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8

export interface JpegHeader {
  /** As stored (the sensor's way round), from the first start-of-frame marker. */
  width: number
  height: number
  /** EXIF Orientation of IFD0; 1 when absent or unreadable (what decoders then do too). */
  orientation: ExifOrientation
}

/** Enough for the segments before the frame of any phone JPEG (EXIF with its thumbnail ≤ 64 KB, ICC, MPF). */
export const JPEG_HEADER_BYTES = 256 * 1024

const SOI = 0xd8
const APP0 = 0xe0
const APP1 = 0xe1
const SOS = 0xda

/** SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC), which share the range. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc

/** Orientations 5-8 turn the stored picture a quarter: width and height swap. */
export function uprightSizeOf(header: JpegHeader): { width: number; height: number } {
  return header.orientation >= 5 ? { width: header.height, height: header.width } : { width: header.width, height: header.height }
}

function orientationIn(bytes: Uint8Array, start: number, end: number): ExifOrientation | undefined {
  if (end - start < 14 || String.fromCharCode(...bytes.subarray(start, start + 6)) !== 'Exif\0\0') return undefined
  const tiff = start + 6
  const little = bytes[tiff] === 0x49 // "II"; "MM" is big-endian
  if (!little && bytes[tiff] !== 0x4d) return undefined
  const view = new DataView(bytes.buffer, bytes.byteOffset, end)
  const ifd = tiff + view.getUint32(tiff + 4, little)
  if (ifd + 2 > end) return undefined
  const count = view.getUint16(ifd, little)
  for (let e = 0; e < count; e++) {
    const entry = ifd + 2 + e * 12
    if (entry + 10 > end) return undefined
    if (view.getUint16(entry, little) !== 0x0112) continue
    const value = view.getUint16(entry + 8, little)
    return value >= 1 && value <= 8 ? (value as ExifOrientation) : undefined
  }
  return undefined
}

/** The segments before the first scan: marker, and where its payload starts and ends in `bytes`. */
function* segments(bytes: Uint8Array): Generator<{ marker: number; start: number; end: number }> {
  if (bytes[0] !== 0xff || bytes[1] !== SOI) return
  let i = 2
  while (i + 4 <= bytes.length && bytes[i] === 0xff) {
    const marker = bytes[i + 1]!
    if (marker === 0xff) {
      i++ // fill byte
      continue
    }
    if (marker === SOS) return
    const end = i + 2 + ((bytes[i + 2]! << 8) | bytes[i + 3]!)
    yield { marker, start: i + 4, end: Math.min(end, bytes.length) }
    i = end
  }
}

/** The EXIF Orientation decoders apply (the first EXIF segment's), 1 when there is none. */
export function readExifOrientation(bytes: Uint8Array): ExifOrientation {
  for (const { marker, start, end } of segments(bytes)) {
    if (marker === APP1) {
      const orientation = orientationIn(bytes, start, end)
      if (orientation !== undefined || String.fromCharCode(...bytes.subarray(start, start + 4)) === 'Exif') return orientation ?? 1
    }
  }
  return 1
}

/** The header from a JPEG's first bytes (JPEG_HEADER_BYTES), or null when no frame marker is among them. */
export function readJpegHeader(bytes: Uint8Array): JpegHeader | null {
  for (const { marker, start, end } of segments(bytes)) {
    if (!isStartOfFrame(marker)) continue
    if (end - start < 5) return null
    const height = (bytes[start + 1]! << 8) | bytes[start + 2]!
    const width = (bytes[start + 3]! << 8) | bytes[start + 4]!
    return width > 0 && height > 0 ? { width, height, orientation: readExifOrientation(bytes) } : null
  }
  return null
}

/** The smallest valid EXIF APP1 segment that carries only IFD0 with one Orientation (0x0112) entry. */
export function exifOrientationSegment(orientation: ExifOrientation): Uint8Array<ArrayBuffer> {
  const tiff = [
    0x4d,
    0x4d,
    0x00,
    0x2a, // "MM": big-endian TIFF, magic 42
    0x00,
    0x00,
    0x00,
    0x08, // IFD0 starts right after this 8-byte header
    0x00,
    0x01, // one entry
    0x01,
    0x12, // tag 0x0112 Orientation
    0x00,
    0x03, // type SHORT
    0x00,
    0x00,
    0x00,
    0x01, // count 1
    0x00,
    orientation,
    0x00,
    0x00, // value, left-justified in the 4-byte field
    0x00,
    0x00,
    0x00,
    0x00, // no next IFD
  ]
  const payload = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00, ...tiff] // "Exif\0\0"
  const length = payload.length + 2 // the length field counts itself
  return Uint8Array.from([0xff, APP1, length >> 8, length & 0xff, ...payload])
}

/**
 * A copy of `jpeg` whose first segment is an EXIF APP1 with the given orientation. A JFIF APP0
 * right after SOI is dropped (cameras write EXIF first, never both), and any existing APP1 is left
 * alone after ours (decoders use the first).
 */
export function withExifOrientation(jpeg: Uint8Array, orientation: ExifOrientation): Uint8Array<ArrayBuffer> {
  if (jpeg[0] !== 0xff || jpeg[1] !== SOI) throw new Error('not a JPEG (no SOI marker)')
  let rest = 2
  if (jpeg[2] === 0xff && jpeg[3] === APP0) {
    rest = 4 + ((jpeg[4]! << 8) | jpeg[5]!)
  }
  const segment = exifOrientationSegment(orientation)
  const out = new Uint8Array(2 + segment.length + (jpeg.length - rest))
  out.set([0xff, SOI], 0)
  out.set(segment, 2)
  out.set(jpeg.subarray(rest), 2 + segment.length)
  return out
}
