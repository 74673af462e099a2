// loadImage's checks that run before any pixel is decoded (decoding itself needs a real browser:
// see tests/e2e/image-pipeline.spec.ts).
import { IMAGE_ERRORS, ImageError, loadImage, MAX_SOURCE_BYTES } from '@/lib/image'
import { errorDetail } from '../../fixtures/error-detail'
import { readFixture, type FixtureName } from '../../fixtures/files'

/** "code: reason" of the ImageError the promise rejects with. */
async function failureOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ImageError)
  return errorDetail(error)
}

const file = (name: FixtureName, type = 'image/jpeg') => new File([readFixture(name)], name, { type })

describe('loadImage rejects before decoding', () => {
  it('a text file named .jpg and labelled image/jpeg: not-image', async () => {
    expect(await failureOf(loadImage(file('not-an-image.jpg')))).toMatch(/^not-image: the bytes are not/)
  })

  it('an empty file: not-image', async () => {
    expect(await failureOf(loadImage(new File([], 'empty.jpg', { type: 'image/jpeg' })))).toMatch(/^not-image: the file is empty/)
  })

  it('a truncated JPEG: process-failed (it is a photo, just not a whole one)', async () => {
    expect(await failureOf(loadImage(file('truncated.jpg')))).toBe('process-failed: the JPEG file is truncated')
  })

  it('first bytes read by the caller are used, not read again', async () => {
    const text = readFixture('not-an-image.jpg')
    // a file that can't be read at all: only the bytes handed over can say what it is
    const unreadable = {
      size: text.byteLength,
      slice: () => ({ arrayBuffer: () => Promise.reject(new Error('must not read')) }),
      arrayBuffer: () => Promise.reject(new Error('must not read')),
    } as unknown as Blob
    expect(await failureOf(loadImage(unreadable, { head: text.subarray(0, 64) }))).toMatch(/^not-image: the bytes are not/)
    expect(await failureOf(loadImage(unreadable))).toBe('process-failed: the file could not be read')
  })

  it('a file over MAX_SOURCE_BYTES: too-large, without reading it', async () => {
    const huge = { size: MAX_SOURCE_BYTES + 1, arrayBuffer: () => Promise.reject(new Error('must not read')) } as unknown as Blob
    expect(await failureOf(loadImage(huge))).toMatch(/^too-large:/)
  })
})

describe('ImageError', () => {
  it('carries the spec text as its message and the reason as its cause', () => {
    const error = new ImageError('not-image', 'bytes start with %PDF')
    expect(error.message).toBe('The file given is not an image')
    expect(new ImageError('process-failed').message).toBe('Failed to process image')
    expect(error.cause).toEqual(new Error('bytes start with %PDF'))
    expect(Object.keys(IMAGE_ERRORS).sort()).toEqual(['not-image', 'process-failed', 'too-large'])
  })
})
