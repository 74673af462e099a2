// The JPEG header the worker sizes a part-size decode by: the stored size and the EXIF
// orientation, read from bytes alone, on the committed phone-photo fixture and on made-up layouts.
import { JPEG_HEADER_BYTES, readExifOrientation, readJpegHeader, uprightSizeOf, withExifOrientation } from '@/lib/image/jpeg-header'
import { dctScaleFor } from '@/lib/image/scaled-decode'
import { readFixture } from '../../fixtures/files'

const bytes = (...parts: (number[] | Uint8Array)[]) => Uint8Array.from(parts.flatMap((p) => Array.from(p)))
/** A segment: marker, then a length that counts itself, then the payload. */
const segment = (marker: number, payload: number[]) => [0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff, ...payload]
/** A baseline frame header of width × height (precision, size, one component). */
const sof = (marker: number, width: number, height: number) =>
  segment(marker, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0])
const SOI = [0xff, 0xd8]
const SOS = segment(0xda, [1, 1, 0, 0, 63, 0])

describe('readJpegHeader', () => {
  it('reads the phone-photo fixture: stored 640 × 480, orientation 6, upright 480 × 640', () => {
    const header = readJpegHeader(readFixture('portrait-o6.jpg').subarray(0, JPEG_HEADER_BYTES))
    expect(header).toEqual({ width: 640, height: 480, orientation: 6 })
    expect(uprightSizeOf(header!)).toEqual({ width: 480, height: 640 })
  })

  it.each([1, 2, 3, 4, 5, 6, 7, 8] as const)('reads orientation %i, and swaps the sides from 5 on', (orientation) => {
    const header = readJpegHeader(withExifOrientation(bytes(SOI, sof(0xc0, 4000, 3000), SOS), orientation))
    expect(header).toEqual({ width: 4000, height: 3000, orientation })
    expect(uprightSizeOf(header!)).toEqual(orientation >= 5 ? { width: 3000, height: 4000 } : { width: 4000, height: 3000 })
  })

  it('finds the frame after large segments, and reads progressive (SOF2) frames', () => {
    const icc = segment(0xe2, new Array(60_000).fill(7)) // an ICC profile, say
    expect(readJpegHeader(bytes(SOI, icc, sof(0xc2, 8000, 6000), SOS))).toEqual({ width: 8000, height: 6000, orientation: 1 })
  })

  it('skips the tables that share the frame markers’ range (DHT C4, DAC CC)', () => {
    expect(readJpegHeader(bytes(SOI, segment(0xc4, [0, 1, 2]), segment(0xcc, [0, 1]), sof(0xc1, 640, 480), SOS))).toEqual({
      width: 640,
      height: 480,
      orientation: 1,
    })
  })

  it('takes the first EXIF segment’s orientation, as decoders do, past an XMP APP1', () => {
    const xmp = segment(0xe1, Array.from(new TextEncoder().encode('http://ns.adobe.com/xap/1.0/\0<x/>')))
    const twice = withExifOrientation(withExifOrientation(bytes(SOI, sof(0xc0, 40, 30), SOS), 3), 6) // 6 first, then 3
    expect(readExifOrientation(twice)).toBe(6)
    expect(readJpegHeader(bytes(SOI, xmp, twice.subarray(2)))?.orientation).toBe(6)
  })

  it('is null for what it cannot size: not a JPEG, a frame beyond the bytes given, a zero height (DNL)', () => {
    expect(readJpegHeader(readFixture('alpha.png'))).toBeNull()
    const late = bytes(SOI, segment(0xe2, new Array(100).fill(0)), sof(0xc0, 640, 480), SOS)
    expect(readJpegHeader(late)).toEqual({ width: 640, height: 480, orientation: 1 })
    expect(readJpegHeader(late.subarray(0, 50))).toBeNull() // cut inside the segment before the frame
    expect(readJpegHeader(late.subarray(0, 106 + 6))).toBeNull() // cut inside the frame marker
    expect(readJpegHeader(bytes(SOI, SOS, sof(0xc0, 10, 10)))).toBeNull() // scan data before any frame
    expect(readJpegHeader(bytes(SOI, sof(0xc0, 4000, 0), SOS))).toBeNull()
  })

  it('treats an out-of-range orientation as none (1)', () => {
    const tagged = withExifOrientation(bytes(SOI, sof(0xc0, 40, 30), SOS), 6)
    tagged[2 + 4 + 6 + 8 + 2 + 8 + 1] = 9 // the value byte of the one IFD0 entry
    expect(readJpegHeader(tagged)).toEqual({ width: 40, height: 30, orientation: 1 })
  })
})

describe('dctScaleFor', () => {
  it('is the smallest of 1/8, 1/4 and 1/2 that keeps the pixels needed, else the whole photo', () => {
    expect(dctScaleFor(2400, 1024)).toBe(1 / 2) // a 12 MP photo's default square for a 1024 px photo: 1200 px
    expect(dctScaleFor(4800, 1024)).toBe(1 / 4) // a 48 MP photo's: 1200 px
    expect(dctScaleFor(4000, 480)).toBe(1 / 8) // the crop screen's picture at DPR 1: 500 px
    expect(dctScaleFor(4000, 1440)).toBe(1 / 2) // … at DPR 3: 2000 px (3/8 has no fast path)
    expect(dctScaleFor(1600, 1024)).toBe(1) // 5/8 would do, but costs more than the whole decode
    expect(dctScaleFor(700, 800)).toBe(1) // never more than the whole photo
    expect(dctScaleFor(4000, 0)).toBe(1 / 8)
  })
})
