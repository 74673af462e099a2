// Playwright's runner drives the engine tests too (one build, one report, `npm test`'s e2e
// stage), but the browser is ours: the `engine` option of the project (playwright.config.ts)
// picks WebKitGTK or Firefox, and `session` is that browser for the whole worker (a worker runs
// one project's tests only, so it also gets its own fresh backend: the e2e `backend` fixture).
// Playwright's own `page`/`browser` are never used here, so no Chromium starts for these tests.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test as e2e } from '../e2e/fixtures.ts'
import { madeJpeg, makeJpeg, type JpegOptions } from '../fixtures/browser-images.ts'
import { launchChromium } from '../fixtures/chromium.ts'
import { FIXTURE_DIR } from '../fixtures/files.ts'
import type { EngineName, EngineSession } from './driver.ts'
import { launchFirefox } from './firefox.ts'
import { launchWebKit } from './webkit.ts'

export interface EngineOptions {
  engine: EngineName
}

/** Files a player picks, as paths (both protocols hand the browser a file from disk). */
export interface PhotoFiles {
  /** 12 MP (4000×3000 stored) phone JPEG with EXIF orientation 6: upright 3000×4000 */
  phoneJpeg: string
  /** 640×480 stored, EXIF orientation 6: upright 480×640 */
  smallJpeg: string
  /** iPhone-like HEIC 1200×900 */
  heic: string
  /** PNG 480×360 with a transparent background */
  png: string
}

export const test = e2e.extend<Record<never, never>, EngineOptions & { session: EngineSession; photos: PhotoFiles }>({
  engine: ['webkit', { option: true, scope: 'worker' }],
  session: [
    async ({ engine }, use) => {
      const started = Date.now()
      const session = await (engine === 'webkit' ? launchWebKit() : launchFirefox())
      console.log(`${session.version} started in ${((Date.now() - started) / 1000).toFixed(1)} s`)
      await use(session)
      await session.close()
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  photos: [
    async ({}, use) => {
      // The 12 MP photo is made, not committed (as in the Chromium e2e tests): by Chromium's
      // canvas, with the EXIF tag spliced in (tests/fixtures/browser-images.ts).
      // The Chromium specs ask for the same one: made once per run, Chromium started only to make it.
      const dir = mkdtempSync(join(tmpdir(), 'engine-photos-'))
      const phone: JpegOptions = { width: 4000, height: 3000, orientation: 6, noise: 24 }
      let jpeg = madeJpeg(phone)
      if (!jpeg) {
        const started = Date.now()
        const chromium = await launchChromium()
        try {
          jpeg = await makeJpeg(await chromium.newPage(), phone)
        } finally {
          await chromium.close()
        }
        console.log(`12 MP phone JPEG made in ${((Date.now() - started) / 1000).toFixed(1)} s`)
      }
      writeFileSync(join(dir, 'IMG_2025.jpg'), jpeg)
      await use({
        phoneJpeg: join(dir, 'IMG_2025.jpg'),
        smallJpeg: join(FIXTURE_DIR, 'portrait-o6.jpg'),
        heic: join(FIXTURE_DIR, 'photo.heic'),
        png: join(FIXTURE_DIR, 'alpha.png'),
      })
      rmSync(dir, { recursive: true, force: true })
    },
    { scope: 'worker', timeout: 120_000 },
  ],
})

export { expect } from '@playwright/test'
