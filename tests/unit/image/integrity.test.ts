import { endsWhole, isImageComplete, isJpegComplete } from '#common/image-integrity'
import { assertComplete } from '@/lib/image/integrity'
import { ImageError } from '@/lib/image/errors'
import { readFixture } from '../../fixtures/files'

describe('isImageComplete on real files', () => {
  it('accepts whole JPEG, PNG and WebP files', () => {
    expect(isImageComplete(readFixture('portrait-o6.jpg'), 'jpeg')).toBe(true)
    expect(isImageComplete(readFixture('alpha.png'), 'png')).toBe(true)
    expect(isImageComplete(readFixture('photo.webp'), 'webp')).toBe(true)
  })

  it('rejects the truncated JPEG fixture', () => {
    expect(isImageComplete(readFixture('truncated.jpg'), 'jpeg')).toBe(false)
  })

  it.each([0.99, 0.9, 0.5, 0.1, 0.01])('rejects every file cut to %s of its length', (share) => {
    for (const [name, type] of [
      ['portrait-o6.jpg', 'jpeg'],
      ['alpha.png', 'png'],
      ['photo.webp', 'webp'],
    ] as const) {
      const bytes = readFixture(name)
      expect(isImageComplete(bytes.subarray(0, Math.floor(bytes.length * share)), type), name).toBe(false)
    }
  })

  it('rejects a JPEG missing only its final EOI marker', () => {
    const bytes = readFixture('portrait-o6.jpg')
    expect(isJpegComplete(bytes.subarray(0, bytes.length - 2))).toBe(false)
  })

  it('accepts data after EOI (Motion Photos append a video there)', () => {
    const jpeg = readFixture('portrait-o6.jpg')
    const withTrailer = new Uint8Array(jpeg.length + 1000)
    withTrailer.set(jpeg)
    withTrailer.fill(0xab, jpeg.length)
    expect(isJpegComplete(withTrailer)).toBe(true)
  })

  it('leaves GIF and HEIC to their decoders', () => {
    expect(isImageComplete(readFixture('pixel.gif'), 'gif')).toBe(true)
    expect(isImageComplete(readFixture('photo.heic').subarray(0, 100), 'heic')).toBe(true)
  })
})

describe('assertComplete (what the worker runs before decoding)', () => {
  const blob = (bytes: Uint8Array) => new Blob([bytes as Uint8Array<ArrayBuffer>])
  const outcome = (bytes: Uint8Array, type: 'jpeg' | 'png' | 'webp') =>
    assertComplete(blob(bytes), type).then(
      () => 'whole',
      (e: unknown) => (e instanceof ImageError ? `${e.code}: ${(e.cause as Error).message}` : String(e)),
    )

  it('answers whole files from their last bytes (or a WebP from its header), as the full walk does', async () => {
    for (const [name, type] of [
      ['portrait-o6.jpg', 'jpeg'],
      ['alpha.png', 'png'],
      ['photo.webp', 'webp'],
    ] as const) {
      const bytes = readFixture(name)
      if (type !== 'webp') expect(endsWhole(bytes, type), name).toBe(true)
      expect(await outcome(bytes, type), name).toBe('whole')
    }
  })

  it.each([0.99, 0.9, 0.5, 0.1, 0.01])('rejects every file cut to %s of its length', async (share) => {
    for (const [name, type] of [
      ['portrait-o6.jpg', 'jpeg'],
      ['alpha.png', 'png'],
      ['photo.webp', 'webp'],
    ] as const) {
      const bytes = readFixture(name)
      const cut = bytes.subarray(0, Math.floor(bytes.length * share))
      if (type !== 'webp') expect(endsWhole(cut, type), name).toBe(false)
      expect(await outcome(cut, type), name).toBe(`process-failed: the ${type.toUpperCase()} file is truncated`)
    }
  })

  it('walks the whole file when something follows the end: a Motion Photo is whole, a cut one is not', async () => {
    const jpeg = readFixture('portrait-o6.jpg')
    const motion = new Uint8Array(jpeg.length + 1000)
    motion.set(jpeg)
    motion.fill(0xab, jpeg.length)
    expect(endsWhole(motion, 'jpeg')).toBe(false)
    expect(await outcome(motion, 'jpeg')).toBe('whole')
    const cutThenTrailer = new Uint8Array(jpeg.length)
    cutThenTrailer.set(jpeg.subarray(0, jpeg.length / 2))
    cutThenTrailer.fill(0xab, jpeg.length / 2)
    expect(await outcome(cutThenTrailer, 'jpeg')).toBe('process-failed: the JPEG file is truncated')
  })
})
