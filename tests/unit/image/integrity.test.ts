import { isImageComplete, isJpegComplete } from '@/lib/image/integrity'
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
    for (const [name, type] of [['portrait-o6.jpg', 'jpeg'], ['alpha.png', 'png'], ['photo.webp', 'webp']] as const) {
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
