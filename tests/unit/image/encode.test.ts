// The 2 MB rule: quality steps down from 0.78 (PHOTO_JPEG_QUALITY) until the photo fits, and the encoder must
// really give JPEG. A fake surface stands in for the canvas (encoding itself is tested in Chromium).
import { ImageError } from '@/lib/image'
import { browserPhotoEncoder, encodeJpegWithin, PHOTO_JPEG_QUALITY_STEPS, type Surface } from '@/lib/image/raster'

/** A surface whose JPEG at quality q weighs bytesAt(q); records the qualities asked for. */
function fakeSurface(bytesAt: (quality: number) => number, type = 'image/jpeg') {
  const asked: number[] = []
  const surface: Surface = {
    context: {} as Surface['context'],
    toJpeg: async (quality) => {
      asked.push(quality)
      return new Blob([new Uint8Array(bytesAt(quality))], { type })
    },
    release: () => undefined,
  }
  return { surface, asked }
}

const MB = 1024 * 1024

describe('encodeJpegWithin', () => {
  it('keeps quality 0.78 when the photo already fits', async () => {
    const { surface, asked } = fakeSurface(() => 700 * 1024)
    expect((await encodeJpegWithin(surface, 2 * MB)).size).toBe(700 * 1024)
    expect(asked).toEqual([0.78])
  })

  it('steps down 0.8, 0.7, 0.6 … and stops at the first that fits', async () => {
    const { surface, asked } = fakeSurface((q) => Math.round(q * 3 * MB)) // 0.78 -> 2.34 MB, 0.6 -> 1.8 MB
    const blob = await encodeJpegWithin(surface, 2 * MB)
    expect(asked).toEqual([0.78, 0.7, 0.6])
    expect(blob.size).toBeLessThanOrEqual(2 * MB)
  })

  it('gives up with too-large below the last step', async () => {
    const { surface, asked } = fakeSurface(() => 3 * MB)
    const error = await encodeJpegWithin(surface, 2 * MB).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ImageError)
    expect((error as ImageError).code).toBe('too-large')
    expect(asked).toEqual([...PHOTO_JPEG_QUALITY_STEPS])
  })

  // A part-size decode was low-passed by the decoder once: its photo starts a step higher
  // (PHOTO_JPEG_QUALITY_PART_DECODE) and steps down the same way.
  it('starts at 0.8 for a photo drawn from a part-size decode, at 0.78 otherwise', async () => {
    const part = fakeSurface((q) => Math.round(q * 3 * MB))
    await browserPhotoEncoder(part.surface, 1024, 1024, true)
    expect(part.asked).toEqual([0.8, 0.7, 0.6])
    const whole = fakeSurface(() => 70 * 1024)
    await browserPhotoEncoder(whole.surface, 1024, 1024)
    expect(whole.asked).toEqual([0.78])
  })

  it('refuses a PNG from a browser that cannot encode JPEG', async () => {
    const { surface } = fakeSurface(() => 1000, 'image/png')
    const error = await encodeJpegWithin(surface, 2 * MB).catch((e: unknown) => e)
    expect((error as ImageError).code).toBe('process-failed')
  })
})
