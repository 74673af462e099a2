// 12 MP phone photo (4000×3000 JPEG, EXIF orientation 6) from picked file to upload-ready JPEG:
// our pipeline (src/lib/image: worker, one decode per step, output-sized canvases) against the
// spec's chain (browser-image-compression, then crop on a canvas), in headless Chromium.
// Medians of RUNS alternating runs, after one warm-up of each. Figures only, never asserted.
//
// Standalone: npx tsx scripts/bench/image.ts
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { makeJpeg } from '../../tests/fixtures/browser-images.ts'
import { launchChromium } from '../../tests/fixtures/chromium.ts'
import { REPO_ROOT, startHarnessServer } from '../../tests/fixtures/harness-server.ts'

const RUNS = 5
const PHOTO_PATH = '/bench/phone-12mp.jpg'
// Served by us, never fetched from the CDN the library defaults to.
const LIB_PATH = '/bench/browser-image-compression.js'
const LIB_FILE = join(REPO_ROOT, 'node_modules/browser-image-compression/dist/browser-image-compression.js')

export interface ImageBench {
  ourMs: number
  specChainMs: number
  /** ourMs / specChainMs: below 1 means ours is faster */
  ratio: number
  ourOutputBytes: number
  specOutputBytes: number
  /** ours, split into loadImage (sniff, check, decode, preview) and processImage (crop, encode) */
  ourLoadMs: number
  ourProcessMs: number
  /** the spec chain's browser-image-compression step alone */
  specCompressMs: number
  ourSide: number
  specSide: number
  inputBytes: number
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

export async function benchImage(): Promise<ImageBench> {
  const server = await startHarnessServer()
  const browser = await launchChromium()
  try {
    const context = await browser.newContext()
    const maker = await context.newPage()
    const photo = await makeJpeg(maker, { width: 4000, height: 3000, orientation: 6, noise: 24 })
    await maker.close()

    let libRequests = 0
    // context.route also sees the requests of workers (the library importScripts itself there).
    await context.route(`${server.origin}/bench/*`, (route) => {
      const path = new URL(route.request().url()).pathname
      if (path === LIB_PATH) {
        libRequests++
        return route.fulfill({ body: readFileSync(LIB_FILE), contentType: 'text/javascript' })
      }
      return path === PHOTO_PATH ? route.fulfill({ body: Buffer.from(photo), contentType: 'image/jpeg' }) : route.fulfill({ status: 404 })
    })
    const page = await context.newPage()
    await page.goto(server.harnessUrl)
    await page.waitForFunction(() => document.body.dataset.ready === 'true')

    const libURL = server.origin + LIB_PATH
    const runOurs = () =>
      page.evaluate(async (url) => window.harness.timeOurs(await window.harness.fetchFile(url, 'IMG_0001.JPG')), PHOTO_PATH)
    const runSpec = () =>
      page.evaluate(async ([url, lib]) => window.harness.timeSpecChain(await window.harness.fetchFile(url, 'IMG_0001.JPG'), lib), [
        PHOTO_PATH,
        libURL,
      ] as const)

    await runOurs() // warm-up: worker start, module compile
    await runSpec()
    if (libRequests === 0)
      throw new Error('browser-image-compression never loaded its library in a worker: the spec chain ran on the main thread')
    const ours: Awaited<ReturnType<typeof runOurs>>[] = []
    const spec: Awaited<ReturnType<typeof runSpec>>[] = []
    for (let i = 0; i < RUNS; i++) {
      ours.push(await runOurs())
      spec.push(await runSpec())
    }
    const ourMs = median(ours.map((r) => r.ms))
    const specChainMs = median(spec.map((r) => r.ms))
    return {
      ourMs,
      specChainMs,
      ratio: ourMs / specChainMs,
      ourOutputBytes: median(ours.map((r) => r.bytes)),
      specOutputBytes: median(spec.map((r) => r.bytes)),
      ourLoadMs: median(ours.map((r) => r.loadMs)),
      ourProcessMs: median(ours.map((r) => r.processMs)),
      specCompressMs: median(spec.map((r) => r.compressMs)),
      ourSide: ours[0]!.side,
      specSide: spec[0]!.side,
      inputBytes: photo.length,
    }
  } finally {
    await browser.close()
    await server.close()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = await benchImage()
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`
  console.log(`12 MP JPEG (${kb(r.inputBytes)}, EXIF orientation 6), medians of ${RUNS} runs in headless Chromium`)
  console.log(
    `  ours:       ${r.ourMs.toFixed(0)} ms (load ${r.ourLoadMs.toFixed(0)} + process ${r.ourProcessMs.toFixed(0)}) -> ${r.ourSide} px, ${kb(r.ourOutputBytes)}`,
  )
  console.log(
    `  spec chain: ${r.specChainMs.toFixed(0)} ms (compress ${r.specCompressMs.toFixed(0)} + crop) -> ${r.specSide} px, ${kb(r.specOutputBytes)}`,
  )
  console.log(`  ratio ours / spec: ${r.ratio.toFixed(2)}×`)
}
