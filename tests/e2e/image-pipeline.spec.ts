// The image pipeline (src/lib/image) in real Chromium, on real files: the phone photo with EXIF
// orientation, PNG with alpha, WebP, HEIC, a renamed text file, a truncated and an oversize JPEG;
// through the worker and through the main-thread fallback old iOS uses.
//
// Outputs are checked by looking at them: every fixture shows a red block upper-left of centre
// and a blue block lower-right (tests/fixtures/browser-images.ts PATTERN), so sampling the output
// where those blocks must land proves it is upright, unmirrored and cropped in the right place.
//
// The worker decodes a large JPEG at a part of its size (1/2, 1/4 or 1/8: src/lib/image/scaled-decode.ts):
// every such test also says at which scale it decoded and drew, so a photo can never be made from
// fewer pixels than it has (Chromium's ImageDecoder does the part-size decode; the engines' own
// runs, tests/engines, cover browsers that fall back to the whole decode).
import { test, expect, type Page } from '@playwright/test'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { makeJpeg, makeOversizeJpeg, PATTERN, uprightSize, type UnitRect } from '../fixtures/browser-images.ts'
import type { ExifOrientation } from '../fixtures/exif.ts'
import { startHarnessServer, REPO_ROOT, type HarnessServer } from '../fixtures/harness-server.ts'
import type { CropChoice, ProcessOptions, ProcessOutcome, Rgba, SamplePoints } from './pages/image-harness.ts'

type Crop = { x: number; y: number; width: number; height: number }
type Size = { width: number; height: number }

const MB = 1024 * 1024
const isRed = ([r, g, b]: Rgba) => r > 190 && g < 70 && b < 70
const isBlue = ([r, g, b]: Rgba) => b > 190 && r < 70 && g < 70
const isWhite = ([r, g, b]: Rgba) => r > 235 && g > 235 && b > 235
const colour = (rgba: Rgba) =>
  isRed(rgba) ? 'red' : isBlue(rgba) ? 'blue' : isWhite(rgba) ? 'white' : `other rgb(${rgba.slice(0, 3).join(',')})`

/**
 * Where a marker must appear in the output of `crop`: the centre of the part of the marker inside
 * the crop, as fractions of the output; null when the crop leaves the marker out.
 */
function markerPoint(marker: UnitRect, upright: Size, crop: Crop): [number, number] | null {
  const x0 = Math.max(marker.x0 * upright.width, crop.x)
  const x1 = Math.min(marker.x1 * upright.width, crop.x + crop.width)
  const y0 = Math.max(marker.y0 * upright.height, crop.y)
  const y1 = Math.min(marker.y1 * upright.height, crop.y + crop.height)
  if (x1 - x0 < 0.04 * crop.width || y1 - y0 < 0.04 * crop.height) return null
  return [((x0 + x1) / 2 - crop.x) / crop.width, ((y0 + y1) / 2 - crop.y) / crop.height]
}

/** Where each marker is expected in the output, and the colour expected there. */
function expectations(upright: Size, crop: Crop): { points: SamplePoints; expected: string[] } {
  const points: SamplePoints = []
  const expected: string[] = []
  for (const [name, rect] of [
    ['red', PATTERN.red],
    ['blue', PATTERN.blue],
  ] as const) {
    const point = markerPoint(rect, upright, crop)
    if (point) {
      points.push(point)
      expected.push(name)
    }
  }
  return { points, expected }
}

// Generated once per worker: committing 12 MP files would bloat the repo.
const generated = new Map<string, Uint8Array>()
let server: HarnessServer

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000)
  server = await startHarnessServer()
  const page = await browser.newPage()
  generated.set('phone-4000x3000-o6.jpg', await makeJpeg(page, { width: 4000, height: 3000, orientation: 6, noise: 24 }))
  generated.set('oversize.jpg', await makeOversizeJpeg(page))
  generated.set('phone-5000x3750-o6.jpg', await makeJpeg(page, { width: 5000, height: 3750, orientation: 6, noise: 24 }))
  for (const orientation of [1, 2, 3, 4, 5, 6, 7, 8] as const) {
    generated.set(`small-o${orientation}.jpg`, await makeJpeg(page, { width: 600, height: 400, orientation, noise: 8 }))
    // odd sides: libjpeg rounds a part-size decode's sides up (3601 / 2 is 1801)
    generated.set(`medium-o${orientation}.jpg`, await makeJpeg(page, { width: 3601, height: 2701, orientation, noise: 8 }))
  }
  await page.close()
})

test.afterAll(async () => {
  await server?.close()
})

/**
 * One harness page for all the tests of a describe block: the tests only call its functions, and
 * a fresh page per test (the dev server's few hundred unbundled modules fetched and compiled
 * again) cost more than most tests. A failed test ends its worker, so the next one gets a new page.
 */
function sharedHarness(options: { workers: boolean } = { workers: true }): () => Page {
  let page: Page | undefined
  test.beforeAll(async ({ browser }, testInfo) => {
    const { viewport, deviceScaleFactor, hasTouch, isMobile } = testInfo.project.use
    const context = await browser.newContext({ viewport, deviceScaleFactor, hasTouch, isMobile })
    page = await context.newPage()
    await openHarness(page, options)
  })
  test.afterAll(async () => {
    await page?.context().close()
  })
  return () => page!
}

/** Which path each harness page is meant to run: checked on every processed photo (processFile). */
const meantToUseWorkers = new WeakMap<Page, boolean>()

async function openHarness(page: Page, options: { workers: boolean } = { workers: true }): Promise<void> {
  meantToUseWorkers.set(page, options.workers)
  await page.route('**/generated/*', (route) => {
    const name = decodeURIComponent(new URL(route.request().url()).pathname.split('/').pop()!)
    const body = generated.get(name)
    return body ? route.fulfill({ body: Buffer.from(body), contentType: 'application/octet-stream' }) : route.fulfill({ status: 404 })
  })
  page.on('pageerror', (error) => console.log('page error:', error.message))
  await page.goto(server.harnessUrl)
  await page.waitForFunction(() => document.body.dataset.ready === 'true')
  if (!options.workers) await page.evaluate(() => window.harness.disableWorkers())
}

const fixtureUrl = (name: string) => `/tests/fixtures/images/${name}`
const generatedUrl = (name: string) => `/generated/${name}`

async function processFile(
  page: Page,
  url: string,
  name: string,
  crop: CropChoice,
  points: SamplePoints,
  previewPoints: SamplePoints = [],
  options: ProcessOptions = {},
): Promise<Extract<ProcessOutcome, { ok: true }>> {
  const outcome = await page.evaluate(([u, n, c, p, pp, o]) => window.harness.loadAndProcess(u, n, c, p, pp, o), [
    url,
    name,
    crop,
    points,
    previewPoints,
    options,
  ] as const)
  if (!outcome.ok) throw new Error(`pipeline failed: ${outcome.detail}`)
  // A shared page can drift to the other path (a worker that failed to start once latches the
  // fallback; a reload drops disableWorkers()), and the photo would still come out right. Only
  // the worker hands the crop screen a decoded picture, so that says which path ran.
  expect(outcome.loaded.previewBitmap === null, 'ran on the main thread').toBe(!meantToUseWorkers.get(page))
  return outcome
}

function expectPhoto(outcome: Extract<ProcessOutcome, { ok: true }>, side: number, expected: string[]): void {
  expect(outcome.side).toBe(side)
  expect(outcome.photo).toMatchObject({ type: 'image/jpeg', width: side, height: side })
  expect(outcome.photo.bytes).toBeLessThanOrEqual(2 * MB)
  expect(outcome.thumb).toMatchObject({ type: 'image/jpeg', width: 256, height: 256 })
  expect(outcome.photo.samples.map(colour)).toEqual(expected)
}

for (const mode of ['worker', 'main-thread fallback'] as const) {
  test.describe(`image pipeline (${mode})`, () => {
    const harnessPage = sharedHarness({ workers: mode === 'worker' })
    // The fallback decodes and draws with other code, so it runs every input type and every
    // orientation; tests of the same code on a bigger input (the 12 MP off-centre crop, the 5 MB
    // file) and of the worker's kept decode run through the worker only.
    const workerOnly = (name: string, body: () => Promise<void>) => {
      if (mode === 'worker') test(name, body)
    }

    test('12 MP phone JPEG with EXIF orientation 6, default crop: upright 1024 px JPEG under 2 MB', async () => {
      const page = harnessPage()
      const upright = { width: 3000, height: 4000 }
      const crop = { x: 300, y: 800, width: 2400, height: 2400 } // the default crop
      const { points, expected } = expectations(upright, crop)
      expect(expected).toEqual(['red', 'blue'])
      const whole = expectations(upright, { x: 0, y: 0, ...upright })
      const outcome = await processFile(page, generatedUrl('phone-4000x3000-o6.jpg'), 'IMG_0001.JPG', 'default', points, whole.points)
      expect(outcome.loaded).toMatchObject({ type: 'jpeg', width: 3000, height: 4000, sourceType: 'image/jpeg' })
      // The crop screen shows the photo upright, at the size the crop is measured in.
      expect(outcome.loaded.preview).toMatchObject({ type: 'image/jpeg', width: 3000, height: 4000 })
      expect(outcome.loaded.preview.samples.map(colour)).toEqual(whole.expected)
      // From the worker, the same picture already decoded and scaled for the screen (at most
      // 480 CSS px × DPR 3 here), so the page never decodes the 12 MP file again.
      if (mode === 'worker') {
        expect(outcome.loaded.previewBitmap).toMatchObject({ width: 1080, height: 1440 })
        expect(outcome.loaded.previewBitmap!.samples.map(colour)).toEqual(whole.expected)
        // Decoded at 1/2 (1500 × 2000): the 2400 px square keeps 1200 px for the 1024 px photo, and
        // the crop screen 1440; 'Use photo' draws from that decode without another.
        expect(outcome.loaded).toMatchObject({ decodedScale: 0.5, previewScale: 0.5 })
        expect(outcome).toMatchObject({ sourceScale: 0.5, fromKeptDecode: true })
      } else expect(outcome.loaded.previewBitmap).toBeNull()
      expect(outcome.crop).toEqual(crop)
      expectPhoto(outcome, 1024, expected)
      console.log(`${mode}: 12 MP load + process ${outcome.ms.toFixed(0)} ms, photo ${(outcome.photo.bytes / 1024).toFixed(0)} KB`)
    })

    // Chromium applies a createImageBitmap crop rectangle mirrored through the centre for EXIF
    // orientations 6 and 8; a centred crop cannot tell, an off-centre one can.
    test('off-centre crops land where the player put them, for all eight EXIF orientations', async () => {
      const page = harnessPage()
      for (const orientation of [1, 2, 3, 4, 5, 6, 7, 8] as ExifOrientation[]) {
        const upright = uprightSize(600, 400, orientation)
        // Upper-left square that holds the red marker and leaves the blue one out.
        const side = Math.round(Math.min(upright.width, upright.height) * 0.55)
        const crop = { x: Math.round(upright.width * 0.1), y: Math.round(upright.height * 0.15), width: side, height: side }
        const { points, expected } = expectations(upright, crop)
        points.push([0.95, 0.95]) // lower-right corner of the crop: background, never blue
        const whole = expectations(upright, { x: 0, y: 0, ...upright })
        const outcome = await processFile(
          page,
          generatedUrl(`small-o${orientation}.jpg`),
          `o${orientation}.jpg`,
          crop,
          points,
          whole.points,
        )
        expect(outcome.loaded, `orientation ${orientation}`).toMatchObject(upright)
        expect(outcome.loaded.preview.samples.map(colour), `preview, orientation ${orientation}`).toEqual(whole.expected)
        expect(outcome.side).toBe(800) // crops under 800 px are scaled up to the minimum
        const seen = outcome.photo.samples.map(colour)
        expect(seen.slice(0, -1), `orientation ${orientation}`).toEqual(expected)
        expect(['red', 'blue']).not.toContain(seen.at(-1))
      }
    })

    // A square closer than the default (the face check's, a zoom) needs more of the photo than the
    // crop screen decoded: all of it for 1024 px out of 1600. The crop screen has it decoded while
    // the player looks (prepareCrop); without that, 'Use photo' decodes it.
    for (const prepared of [false, true]) {
      workerOnly(
        `off-centre crop of the 12 MP orientation-6 photo, ${prepared ? 'prepared on the crop screen' : 'decoded when made'}`,
        async () => {
          const page = harnessPage()
          const upright = { width: 3000, height: 4000 }
          const crop = { x: 0, y: 600, width: 1600, height: 1600 } // holds the red marker, not the blue
          const { points, expected } = expectations(upright, crop)
          expect(expected).toEqual(['red'])
          const outcome = await processFile(
            page,
            generatedUrl('phone-4000x3000-o6.jpg'),
            'IMG_0002.JPG',
            crop,
            [...points, [0.97, 0.97]],
            [],
            { prepare: prepared },
          )
          expect(outcome.side).toBe(1024) // the stored size: the 1600 px crop scaled down
          expect(outcome.loaded.decodedScale).toBe(0.5)
          expect(outcome).toMatchObject({ sourceScale: 1, fromKeptDecode: prepared })
          expect(outcome.photo.samples.map(colour).slice(0, 1)).toEqual(expected)
          expect(['red', 'blue']).not.toContain(colour(outcome.photo.samples[1]!))
        },
      )
    }

    // The part-size decode turns the picture as EXIF says, exactly like the whole decode: the
    // crop screen's picture and an off-centre square drawn from a 1/2 decode, in all eight.
    workerOnly('a part-size decode lands crops where the player put them, for all eight EXIF orientations', async () => {
      const page = harnessPage()
      for (const orientation of [1, 2, 3, 4, 5, 6, 7, 8] as ExifOrientation[]) {
        const upright = uprightSize(3601, 2701, orientation)
        const side = Math.round(Math.min(upright.width, upright.height) * 0.9) // 1215 px at 1/2
        const crop = {
          x: Math.round((upright.width - side) * 0.2),
          y: Math.round((upright.height - side) * 0.8),
          width: side,
          height: side,
        }
        const { points, expected } = expectations(upright, crop)
        expect(expected, `orientation ${orientation}`).toContain('red')
        const whole = expectations(upright, { x: 0, y: 0, ...upright })
        const outcome = await processFile(
          page,
          generatedUrl(`medium-o${orientation}.jpg`),
          `m${orientation}.jpg`,
          crop,
          points,
          whole.points,
        )
        expect(outcome.loaded, `orientation ${orientation}`).toMatchObject(upright)
        expect(outcome.loaded.decodedScale, `orientation ${orientation}`).toBeCloseTo(0.5, 3)
        expect(outcome.loaded.previewBitmap!.samples.map(colour), `preview, orientation ${orientation}`).toEqual(whole.expected)
        expect(outcome, `orientation ${orientation}`).toMatchObject({ side: 1024, fromKeptDecode: true })
        expect(outcome.sourceScale, `orientation ${orientation}`).toBeCloseTo(0.5, 3)
        expect(outcome.photo.samples.map(colour), `orientation ${orientation}`).toEqual(expected)
      }
    })

    // A 19 MP photo is decoded at 1/2 for the crop screen (4.7 MP), which an off-centre square of
    // 2400 px is drawn from; a close zoom needs the whole photo (19 MP, over the 16.7 MP the worker
    // keeps: decoded, drawn and let go).
    workerOnly('a 19 MP photo: an off-centre crop from the 1/2 decode, and a close zoom from the whole photo', async () => {
      const page = harnessPage()
      const upright = { width: 3750, height: 5000 }
      for (const [crop, side, scale, kept] of [
        [{ x: 0, y: 750, width: 2400, height: 2400 }, 1024, 0.5, true],
        [{ x: 800, y: 1150, width: 900, height: 900 }, 900, 1, false],
      ] as const) {
        const { points, expected } = expectations(upright, crop)
        expect(expected).toEqual(['red'])
        const outcome = await processFile(page, generatedUrl('phone-5000x3750-o6.jpg'), 'IMG_0003.JPG', crop, [...points, [0.97, 0.97]])
        expect(outcome.loaded).toMatchObject({ ...upright, decodedScale: 0.5 })
        expect(outcome).toMatchObject({ sourceScale: scale, fromKeptDecode: kept })
        expect(outcome.side).toBe(side)
        expect(outcome.photo.samples.map(colour).slice(0, 1)).toEqual(expected)
        expect(['red', 'blue']).not.toContain(colour(outcome.photo.samples[1]!))
      }
    })

    // The worker keeps the image it decoded for the preview; these paths must decode on their own.
    for (const via of ['blob', 'revoked'] as const) {
      workerOnly(`processImage without a kept decode (${via === 'blob' ? 'camera capture blob' : 'after revoke()'})`, async () => {
        const page = harnessPage()
        const upright = { width: 400, height: 600 }
        const crop = { x: 40, y: 90, width: 220, height: 220 } // off-centre, holds the red marker only
        const { points, expected } = expectations(upright, crop)
        expect(expected).toEqual(['red'])
        points.push([0.95, 0.95])
        const outcome = await page.evaluate(
          ([u, c, p, v]: readonly [string, Crop, SamplePoints, 'blob' | 'revoked']) =>
            window.harness.processOnly(u, 'capture.jpg', c, p, v),
          [generatedUrl('small-o6.jpg'), crop, points, via] as const,
        )
        if (!outcome.ok) throw new Error(outcome.detail)
        expect(outcome.photo).toMatchObject({ type: 'image/jpeg', width: 800, height: 800 })
        expect(outcome.photo.samples.map(colour)[0]).toBe('red')
        expect(['red', 'blue']).not.toContain(colour(outcome.photo.samples[1]!))
      })
    }

    test('PNG with alpha becomes a JPEG on white', async () => {
      const page = harnessPage()
      const upright = { width: 480, height: 360 }
      const crop = { x: 0, y: 0, width: 360, height: 360 }
      const { points, expected } = expectations(upright, crop)
      // Sample the marker, and the transparent top-left corner (no circle is that close to it).
      const outcome = await processFile(page, fixtureUrl('alpha.png'), 'logo.png', crop, [...points, [0.005, 0.005]])
      expect(outcome.loaded).toMatchObject({ type: 'png', sourceType: 'image/png', width: 480, height: 360 })
      expect(outcome.side).toBe(800)
      expect(outcome.photo.type).toBe('image/jpeg')
      expect(outcome.photo.samples.map(colour)).toEqual([...expected, 'white'])
    })

    test('WebP loads and processes', async () => {
      const page = harnessPage()
      const upright = { width: 480, height: 360 }
      const { points, expected } = expectations(upright, { x: 60, y: 36, width: 288, height: 288 })
      const outcome = await processFile(page, fixtureUrl('photo.webp'), 'photo.webp', 'default', points)
      expect(outcome.loaded).toMatchObject({ type: 'webp', sourceType: 'image/webp', width: 480, height: 360 })
      expectPhoto(outcome, 800, expected)
    })

    test('HEIC loads (converted in the browser) and processes', async () => {
      const page = harnessPage()
      test.setTimeout(90_000)
      const upright = { width: 1200, height: 900 }
      const { points, expected } = expectations(upright, { x: 240, y: 90, width: 720, height: 720 })
      const outcome = await processFile(page, fixtureUrl('photo.heic'), 'IMG_0003.HEIC', 'default', points)
      expect(outcome.loaded).toMatchObject({ type: 'heic', width: 1200, height: 900 })
      // A JPEG from the worker; a BMP where the page has to decode it itself (no canvas needed).
      expect(outcome.loaded.sourceType).toBe(mode === 'worker' ? 'image/jpeg' : 'image/bmp')
      expectPhoto(outcome, 800, expected)
    })

    workerOnly('a 5+ MB JPEG still comes out under 2 MB', async () => {
      const page = harnessPage()
      expect(generated.get('oversize.jpg')!.length).toBeGreaterThan(5 * MB)
      const outcome = await processFile(page, generatedUrl('oversize.jpg'), 'big.jpg', 'default', [])
      expect(outcome.photo).toMatchObject({ type: 'image/jpeg', width: 1024, height: 1024 })
      expect(outcome.photo.bytes).toBeLessThanOrEqual(2 * MB)
    })

    test('a text file named .jpg: not-image', async () => {
      const page = harnessPage()
      const outcome = await page.evaluate((url) => window.harness.load(url, 'photo.jpg'), fixtureUrl('not-an-image.jpg'))
      expect(outcome).toMatchObject({ ok: false, name: 'ImageError', code: 'not-image', message: 'The file given is not an image' })
    })

    test('a truncated JPEG: process-failed, with the reason kept for logs', async () => {
      const page = harnessPage()
      const outcome = await page.evaluate((url) => window.harness.load(url, 'photo.jpg'), fixtureUrl('truncated.jpg'))
      expect(outcome).toMatchObject({ ok: false, name: 'ImageError', code: 'process-failed', message: 'Failed to process image' })
      expect(outcome.ok || outcome.detail).toContain('truncated')
    })
  })
}

test.describe('image pipeline details', () => {
  const harnessPage = sharedHarness()

  test('a JPEG whose data is garbage but whose structure is whole: process-failed from the decoder', async () => {
    const page = harnessPage()
    const outcome = await page.evaluate(async () => {
      // SOI, an empty-ish scan and EOI: structurally complete, undecodable.
      const bytes = Uint8Array.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02, 0x12, 0x34, 0xff, 0xd9])
      try {
        await window.harness.pipeline.loadImage(new File([bytes], 'x.jpg', { type: 'image/jpeg' }))
        return 'loaded'
      } catch (error) {
        return window.harness.pipeline.errorDetail(error)
      }
    })
    expect(outcome).toMatch(/^process-failed: the browser could not decode/)
  })

  test('several photos processed at once (an admin replacing a few) each come out right', async () => {
    const page = harnessPage()
    const jobs = ([6, 8, 3] as const).map((orientation) => {
      const upright = uprightSize(600, 400, orientation)
      const crop = { x: Math.round(upright.width * 0.1), y: Math.round(upright.height * 0.15), width: 220, height: 220 }
      return { orientation, crop, ...expectations(upright, crop) }
    })
    const outcomes = await page.evaluate(
      (all) =>
        Promise.all(all.map((j) => window.harness.loadAndProcess(`/generated/small-o${j.orientation}.jpg`, 'x.jpg', j.crop, j.points))),
      jobs,
    )
    outcomes.forEach((outcome, i) => {
      if (!outcome.ok) throw new Error(outcome.detail)
      expect(outcome.photo.samples.map(colour), `orientation ${jobs[i]!.orientation}`).toEqual(jobs[i]!.expected)
    })
  })

  test("an admin's whole-picture upload keeps its shape: long side 1920", async () => {
    const page = harnessPage()
    const outcome = await processFile(page, generatedUrl('phone-4000x3000-o6.jpg'), 'whole.jpg', 'whole', [])
    expect(outcome.photo).toMatchObject({ type: 'image/jpeg', width: 1440, height: 1920 })
    expect(outcome.side).toBe(1920)
    expect(outcome.thumb).toMatchObject({ width: 256, height: 256 })
  })

  test('output size does not depend on devicePixelRatio', async ({ browser }) => {
    const sides: number[] = []
    for (const deviceScaleFactor of [1, 3]) {
      const context = await browser.newContext({ deviceScaleFactor })
      const page = await context.newPage()
      await openHarness(page)
      expect(await page.evaluate(() => window.harness.devicePixelRatio())).toBe(deviceScaleFactor)
      const outcome = await processFile(
        page,
        generatedUrl('phone-4000x3000-o6.jpg'),
        'a.jpg',
        { x: 100, y: 100, width: 1000, height: 1000 },
        [],
      )
      sides.push(outcome.photo.width, outcome.photo.height)
      await context.close()
    }
    expect(sides).toEqual([1000, 1000, 1000, 1000])
  })

  // At DPR 1 the crop screen needs 1/8 of a 12 MP photo and the photo 1/2: the 1/8 decode goes to
  // the screen at once and the 1/2 one, made beside it, is what 'Use photo' draws from.
  test('at DPR 1 the crop screen gets a 1/8 decode, and the photo is drawn from the 1/2 one made beside it', async ({ browser }) => {
    const context = await browser.newContext({ deviceScaleFactor: 1 })
    const page = await context.newPage()
    try {
      await openHarness(page)
      const upright = { width: 3000, height: 4000 }
      const crop = { x: 300, y: 800, width: 2400, height: 2400 }
      const { points, expected } = expectations(upright, crop)
      const whole = expectations(upright, { x: 0, y: 0, ...upright })
      const outcome = await processFile(page, generatedUrl('phone-4000x3000-o6.jpg'), 'IMG_0004.JPG', 'default', points, whole.points)
      expect(outcome.loaded.previewBitmap).toMatchObject({ width: 360, height: 480 })
      expect(outcome.loaded.previewBitmap!.samples.map(colour)).toEqual(whole.expected)
      expect(outcome.loaded).toMatchObject({ previewScale: 0.125, decodedScale: 0.5 })
      expect(outcome).toMatchObject({ side: 1024, sourceScale: 0.5, fromKeptDecode: true })
      expect(outcome.photo.samples.map(colour)).toEqual(expected)
    } finally {
      await context.close()
    }
  })

  test('the HEIC decoder is not in the code a first visit loads (checked on dist/ when built)', async () => {
    const indexHtml = join(REPO_ROOT, 'dist', 'index.html')
    test.skip(!existsSync(indexHtml), 'no dist/ build (the e2e global setup makes one)')
    const html = readFileSync(indexHtml, 'utf8')
    const initial = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]!)
    expect(initial.length).toBeGreaterThan(0)
    for (const file of initial) {
      expect(readFileSync(join(REPO_ROOT, 'dist', file), 'utf8'), file).not.toContain('heif_context_alloc')
    }
  })
})
