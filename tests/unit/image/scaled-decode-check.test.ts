// The engine check of the part-size decode (src/lib/image/scaled-decode.ts) where an engine
// misbehaves: an ImageDecoder that never answers, or one that throws, must leave the worker on
// the whole decode, in bounded time. (Engines that behave are checked for real in the browsers:
// tests/e2e/image-pipeline.spec.ts, tests/engines.) Browser APIs are stand-ins here.
import { checkEngine } from '@/lib/image/scaled-decode'

/** A 2 × 2 "JPEG" (SOI … EOI) and just enough canvas and bitmap for the check to reach the decoder. */
function stubBrowser(decode: () => Promise<unknown>) {
  const bitmap = { width: 16, height: 16, close: vi.fn() }
  vi.stubGlobal('VideoFrame', class {})
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => bitmap),
  )
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      getContext() {
        return { fillRect: () => {}, drawImage: () => {}, getImageData: () => ({ data: [0, 128, 0, 255] }), fillStyle: '' }
      }
      async convertToBlob() {
        return new Blob([Uint8Array.from([0xff, 0xd8, 0xff, 0xd9])], { type: 'image/jpeg' })
      }
    },
  )
  const decoderMade = vi.fn()
  vi.stubGlobal(
    'ImageDecoder',
    class {
      static isTypeSupported = async () => true
      constructor() {
        decoderMade()
      }
      decode = decode
      close() {}
    },
  )
  return { decoderMade }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

it('an ImageDecoder that never answers: no part-size decodes, after the time allowed', async () => {
  vi.useFakeTimers()
  const { decoderMade } = stubBrowser(() => new Promise(() => {}))
  let answer: boolean | undefined
  void checkEngine(2000).then((ok) => (answer = ok))
  await vi.advanceTimersByTimeAsync(1999)
  expect(decoderMade).toHaveBeenCalled() // it was waiting on the decoder, not failing earlier
  expect(answer).toBeUndefined()
  await vi.advanceTimersByTimeAsync(1)
  expect(answer).toBe(false)
})

it('an ImageDecoder that throws: no part-size decodes', async () => {
  stubBrowser(async () => {
    throw new DOMException('no', 'EncodingError')
  })
  expect(await checkEngine(2000)).toBe(false)
})

it('no ImageDecoder at all: no part-size decodes', async () => {
  expect(await checkEngine(2000)).toBe(false)
})
