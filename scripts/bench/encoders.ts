// Bytes at equal visual quality: the spec's chain (DPR 1 and 3) against our crop at 1024 and 1200 px encoded
// by the browser and by MozJPEG at several qualities, every output scored by SSIM against the
// ideal crop at its own size; and what a per-photo byte-targeted quality search would cost.
// Figures only. Standalone: npx tsx scripts/bench/encoders.ts
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { PHOTO_ENCODER, PHOTO_JPEG_QUALITY, PHOTO_MOZJPEG_QUALITY, PHOTO_OUTPUT_SIDE_PX } from '../../src/config/constants.ts'
import { launchChromium } from '../../tests/fixtures/chromium.ts'
import { REPO_ROOT, startHarnessServer } from '../../tests/fixtures/harness-server.ts'
import { paintPhoto } from './photos.ts'
import type { UiBench } from './ui-photo.ts'

const LIB_PATH = '/bench/browser-image-compression.js'
const LIB_FILE = join(REPO_ROOT, 'node_modules/browser-image-compression/dist/browser-image-compression.js')

export type Scored = { name: string; bytes: number; side: number; ssim: number; ms: number }
export interface EncoderBench {
  photo: string
  rows: Scored[]
  search: Scored & { steps: number }
}

type EncoderPhoto = { name: string; seed: number; png?: boolean }
const DEFAULT_PHOTOS: EncoderPhoto[] = [
  { name: '12 MP JPEG, EXIF 6 (seed 7)', seed: 7 },
  { name: 'PNG 2400×3200 (seed 11)', seed: 11, png: true },
]

export async function benchEncoders(photos: EncoderPhoto[] = DEFAULT_PHOTOS): Promise<EncoderBench[]> {
  const server = await startHarnessServer()
  const browser = await launchChromium()
  try {
    const context = await browser.newContext()
    const page = await context.newPage()
    const out: EncoderBench[] = []
    for (const photo of photos) {
      const type = photo.png ? 'image/png' : 'image/jpeg'
      const bytes = photo.png
        ? await paintPhoto(page, { width: 2400, height: 3200, seed: photo.seed, type })
        : await paintPhoto(page, { width: 4000, height: 3000, seed: photo.seed, type, orientation: 6 })
      await context.unroute('**/bench/*').catch(() => undefined)
      await context.route(`${server.origin}/bench/*`, (route) => {
        const path = new URL(route.request().url()).pathname
        if (path === LIB_PATH) return route.fulfill({ body: readFileSync(LIB_FILE), contentType: 'text/javascript' })
        return route.fulfill({ body: bytes, contentType: type })
      })
      await page.goto(server.harnessUrl)
      await page.waitForFunction(() => document.body.dataset.ready === 'true')
      await page.addScriptTag({ type: 'module', url: '/scripts/bench/encoders-page.ts' })
      await page.waitForFunction(() => 'encoders' in window, undefined, { timeout: 120_000 })
      const rows = await page.evaluate(([lib, side]) => window.encoders.compareEncoders('/bench/photo.jpg', lib, side), [
        server.origin + LIB_PATH,
        [1024, 1200],
      ] as const)
      const target = rows.find((r) => r.name === 'spec chain, DPR 1')!.ssim
      const search = await page.evaluate(([side, t]) => window.encoders.searchQuality('/bench/photo.jpg', side, t), [
        PHOTO_OUTPUT_SIDE_PX,
        target,
      ] as const)
      out.push({ photo: photo.name, rows, search })
    }
    return out
  } finally {
    await browser.close()
    await server.close()
  }
}

/**
 * SSIM against the ideal crop of what the real UI stored (ui-photo.ts keeps one photo per variant,
 * photo and DPR): the bytes figure counts only at a quality at least the spec chain's.
 */
export async function scoreUiOutputs(ui: UiBench): Promise<{ photo: string; dpr: number; ours?: number; spec?: number }[]> {
  const server = await startHarnessServer()
  const browser = await launchChromium()
  try {
    const page = await (await browser.newContext()).newPage()
    const rows: { photo: string; dpr: number; ours?: number; spec?: number }[] = []
    for (const figures of ui.photos) {
      const original = ui.original.get(figures.photo)
      const variants = (['ours', 'spec'] as const).filter((v) => figures.outputs[v])
      if (!original || !original.specCanOpen || !variants.length) continue
      await page.unroute('**/bench/*').catch(() => undefined)
      await page.route(`${server.origin}/bench/*`, (route) => {
        const name = new URL(route.request().url()).pathname.split('/').pop()!
        const body = name === 'original' ? original.bytes : figures.outputs[name as 'ours' | 'spec']
        return body ? route.fulfill({ body, contentType: 'application/octet-stream' }) : route.fulfill({ status: 404 })
      })
      await page.goto(server.harnessUrl)
      await page.waitForFunction(() => document.body.dataset.ready === 'true')
      await page.addScriptTag({ type: 'module', url: '/scripts/bench/encoders-page.ts' })
      await page.waitForFunction(() => 'encoders' in window, undefined, { timeout: 120_000 })
      const scores = await page.evaluate(
        (names) =>
          window.encoders.scoreStored(
            '/bench/original',
            names.map((n) => `/bench/${n}`),
          ),
        variants,
      )
      rows.push({ photo: figures.photo, dpr: figures.dpr, ...Object.fromEntries(variants.map((v, i) => [v, scores[i]])) })
    }
    return rows
  } finally {
    await browser.close()
    await server.close()
  }
}

export function printEncoders(results: EncoderBench[]): void {
  for (const r of results) {
    console.log(
      `  ${r.photo}: SSIM against the ideal crop at each output's size (in use: ${PHOTO_OUTPUT_SIDE_PX} px, ${PHOTO_ENCODER === 'mozjpeg' ? `MozJPEG q${PHOTO_MOZJPEG_QUALITY}` : `browser q${PHOTO_JPEG_QUALITY}`})`,
    )
    const spec1 = r.rows.find((x) => x.name === 'spec chain, DPR 1')!
    const spec3 = r.rows.find((x) => x.name === 'spec chain, DPR 3')!
    for (const x of r.rows) {
      const vs = x.name.startsWith('spec')
        ? ''
        : `  ${(x.bytes / spec1.bytes).toFixed(2)}× / ${(x.bytes / spec3.bytes).toFixed(2)}× spec DPR 1 / 3 bytes`
      console.log(
        `    ${x.name.padEnd(22)} ${String(x.side).padStart(5)} px ${(x.bytes / 1024).toFixed(0).padStart(5)} KB  SSIM ${x.ssim.toFixed(4)}  ${x.ms.toFixed(0).padStart(5)} ms${vs}`,
      )
    }
    const s = r.search
    console.log(
      `    search to SSIM ≥ spec DPR 1 (${spec1.ssim.toFixed(4)}): ${s.name}, ${(s.bytes / 1024).toFixed(0)} KB (${(s.bytes / spec1.bytes).toFixed(2)}×), ${s.steps} encodes, ${s.ms.toFixed(0)} ms`,
    )
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printEncoders(
    await benchEncoders([
      { name: 'tuning photo (seed 1)', seed: 1 },
      ...DEFAULT_PHOTOS,
      { name: 'seed 11', seed: 11 },
      { name: 'seed 13', seed: 13 },
      { name: 'PNG (seed 3)', seed: 3, png: true },
    ]),
  )
}
