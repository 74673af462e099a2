// The photo wizard on a phone (390 × 844) against the local backend, with real files and
// Chromium's fake camera: select → crop → review → upload, and what the stored photo looks like.
//
// Every picture made by tests/fixtures/browser-images.ts shows a red block upper-left of centre
// and a blue block lower-right; sampling the stored JPEG where those blocks must land proves it is
// upright (EXIF applied), unmirrored and cropped where the player cropped.
//
// WIZARD_SCREENSHOTS=1 also saves a screenshot of every step under screenshots/wizard/.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { makeJpeg } from '../fixtures/browser-images.ts'
import { readFixture, type FixtureName } from '../fixtures/files.ts'
import { REPO_ROOT } from '../../server/db/db.ts'
import { expect, test, type E2EBackend } from './fixtures'

const EVENT = 'MJWC 2025'
const EVENT_SLUG = 'mjwc2025'
const MB = 1024 * 1024
const STORAGE_UPLOADS = '**/storage/v1/object/player-photos/**'

const SHOTS_DIR = join(REPO_ROOT, 'screenshots', 'wizard')
const takeShots = Boolean(process.env.WIZARD_SCREENSHOTS)

type Upload = { name: string; mimeType: string; buffer: Buffer }
type Row = { id: number; player_name: string; upload_status: boolean; photo_url: string | null; photo_path: string | null }
type Decoded = { width: number; height: number; colours: string[] }

let phonePhoto: Upload
/**
 * For the tests whose subject is the upload or the way to the file, not the decode: upright 3:4
 * like the phone's (the same default crop, so the same marker points), decoded in a fraction of
 * the time. The 12 MP decode is the first test's subject, and image-pipeline.spec.ts's.
 */
let lightPhoto: Upload

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000)
  const page = await browser.newPage()
  const jpeg = await makeJpeg(page, { width: 4000, height: 3000, orientation: 6, noise: 24 })
  const light = await makeJpeg(page, { width: 1200, height: 1600, noise: 24 })
  await page.close()
  phonePhoto = { name: 'IMG_2025.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(jpeg) }
  lightPhoto = { name: 'IMG_2026.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(light) }
})

const fixture = (name: FixtureName, mimeType: string): Upload => ({ name, mimeType, buffer: Buffer.from(readFixture(name)) })

// --- page helpers -----------------------------------------------------------------------------

/** Opens a team's link; returns the auto-selected (first pending) player's name. */
async function openTeam(page: Page, backend: E2EBackend, team: string): Promise<string> {
  const code = await backend.codeFor(EVENT, team)
  await page.goto(`/${EVENT_SLUG}/${code}`)
  const panelHeading = page.getByRole('heading', { name: /^Photo for / })
  await expect(panelHeading).toBeVisible()
  await expect(wizardHeading(page, 'Add your photo')).toBeVisible()
  return ((await panelHeading.textContent()) ?? '').replace(/^Photo for /, '')
}

const wizard = (page: Page) => page.locator('[data-wizard-step]')
const wizardHeading = (page: Page, name: string) => wizard(page).getByRole('heading', { name, exact: true })
const button = (page: Page, name: string) => wizard(page).getByRole('button', { name, exact: true })

/** The event asks for consent (on by default): tick it, then Upload. */
async function tickConsentAndUpload(page: Page) {
  await page.getByRole('checkbox').check()
  await button(page, 'Upload').click()
}

async function chooseFile(page: Page, file: Upload) {
  const chooser = page.waitForEvent('filechooser')
  await button(page, 'Choose photo').click()
  await (await chooser).setFiles(file)
}

async function cropAndReview(page: Page) {
  await expect(wizardHeading(page, 'Crop your photo')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('img', { name: 'Photo to crop' })).toBeVisible()
  await button(page, 'Use photo').click()
  await expect(wizardHeading(page, 'Check your photo')).toBeVisible({ timeout: 30_000 })
}

async function expectUploaded(page: Page, name: string) {
  // One assertion: the overlay only stays ~1.5 s.
  const overlay = page.getByRole('alertdialog', { name: 'Upload Successful' }).filter({ hasText: `${name}'s photo has been uploaded.` })
  await expect(overlay).toBeVisible({ timeout: 45_000 })
}

async function rowOf(backend: E2EBackend, team: string, name: string): Promise<Row> {
  const rows = await backend.query<Row>(
    'select id, player_name, upload_status, photo_url, photo_path from public.event_uploads where event_name = $1 and team = $2 and player_name = $3',
    [EVENT, team, name],
  )
  expect(rows).toHaveLength(1)
  return rows[0]!
}

/** The player's row now says 'Photo uploaded' under the Done tab. */
async function expectInDone(page: Page, id: number) {
  await expect(page.getByRole('tab', { name: /^Done/ })).toHaveAttribute('aria-selected', 'true', { timeout: 10_000 })
  await expect(page.locator(`[data-player-id="${id}"]`)).toContainText('Photo uploaded')
}

/**
 * Fetches the stored photo the way the public sees it, checks it is a square JPEG within the
 * limits, and decodes it in the page to sample colours at `points` (fractions of the photo).
 */
async function storedPhoto(page: Page, backend: E2EBackend, row: Row, points: [number, number][]): Promise<Decoded & { bytes: number }> {
  expect(row.upload_status).toBe(true)
  expect(row.photo_path).toBeTruthy()
  const url = `${backend.url}/storage/v1/object/public/player-photos/${row.photo_path}`
  // The row points at the stored object.
  expect(decodeURI(row.photo_url ?? '')).toContain(row.photo_path!)
  const res = await page.request.get(url)
  expect(res.ok()).toBe(true)
  expect(res.headers()['content-type']).toContain('image/jpeg')
  const body = await res.body()
  expect([...body.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])
  expect(body.length).toBeLessThanOrEqual(2 * MB)
  const decoded = await page.evaluate(
    async ({ base64, points }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/jpeg' }))
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
      const ctx = canvas.getContext('2d')!
      ctx.drawImage(bitmap, 0, 0)
      const colours = points.map(([fx, fy]) => {
        const [r, g, b] = ctx.getImageData(Math.round(fx * bitmap.width), Math.round(fy * bitmap.height), 1, 1).data
        if (r! > 190 && g! < 70 && b! < 70) return 'red'
        if (b! > 190 && r! < 70 && g! < 70) return 'blue'
        return `rgb(${r},${g},${b})`
      })
      return { width: bitmap.width, height: bitmap.height, colours }
    },
    { base64: body.toString('base64'), points },
  )
  return { ...decoded, bytes: body.length }
}

async function shot(page: Page, name: string, focus?: Locator) {
  if (!takeShots) return
  mkdirSync(SHOTS_DIR, { recursive: true })
  await (focus ?? wizard(page)).scrollIntoViewIfNeeded()
  await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`) })
}

// In the default crop (80 % of the short side, centred) of an upright 3:4 or 4:3 picture, the
// centres of the marker parts inside the crop, as fractions of the output.
const PORTRAIT_RED: [number, number] = [0.31, 0.17]
const PORTRAIT_BLUE: [number, number] = [0.69, 0.83]

// --- tests --------------------------------------------------------------------------------------

test.describe('player photo wizard', () => {
  test('a 12 MP phone JPEG (EXIF orientation 6) goes select → crop → review → upload, stored upright', async ({ page, backend }) => {
    const team = 'Argentina'
    const name = await openTeam(page, backend, team)
    await expect(page.getByRole('list', { name: 'Photo steps' }).getByRole('listitem').first()).toHaveAttribute('aria-current', 'step')
    for (const hint of ['Max 5MB', 'Min 800x800 pixels', 'Clear face photo', 'JPEG/PNG/WebP']) {
      await expect(wizard(page).getByText(hint, { exact: true })).toBeVisible()
    }
    await shot(page, '01-select')

    await chooseFile(page, phonePhoto)
    await expect(wizardHeading(page, 'Crop your photo')).toBeVisible({ timeout: 30_000 })
    // The preview is upright: taller than wide. It is the worker's decode drawn on a canvas (the
    // page never decodes the 12 MP file itself); an <img> of the file only on the fallback.
    const preview = page.getByRole('img', { name: 'Photo to crop' })
    await expect(preview).toHaveJSProperty('tagName', 'CANVAS')
    await expect.poll(async () => preview.evaluate((el: HTMLCanvasElement) => el.height > el.width && el.height <= 2048)).toBe(true)
    await expect(wizard(page).getByText(/This crop is only/)).toHaveCount(0)
    await shot(page, '04-crop')

    await button(page, 'Use photo').click()
    await expect(wizardHeading(page, 'Check your photo')).toBeVisible({ timeout: 30_000 })
    await expect(page.getByRole('img', { name: `Cropped photo of ${name}` })).toBeVisible()
    await expect(wizard(page).getByText(name, { exact: true })).toBeVisible()
    await shot(page, '06-review')

    await tickConsentAndUpload(page)
    await expectUploaded(page, name)
    await shot(page, '09-success', page.getByRole('alertdialog'))

    const row = await rowOf(backend, team, name)
    await expectInDone(page, row.id)
    const photo = await storedPhoto(page, backend, row, [PORTRAIT_RED, PORTRAIT_BLUE])
    expect(photo.width).toBe(photo.height)
    expect(photo.width).toBe(1024) // the portal's default size: the seed's events set none
    expect(photo.colours).toEqual(['red', 'blue'])
    // After the success the player's own panel confirms it (nobody is moved on to a
    // teammate); changing this photo opens the wizard again at Select (spec: it resets to select).
    await expect(page.getByTestId('upload-confirmation')).toContainText(`${name}'s photo is now under Done.`)
    await page.getByRole('button', { name: 'Change this photo', exact: true }).click()
    await expect(wizardHeading(page, 'Add your photo')).toBeVisible()
  })

  test("Chromium's fake camera: capture, crop, upload; the stored photo is at least 800 × 800", async ({ page, backend }) => {
    const team = 'Malaysia'
    const name = await openTeam(page, backend, team)
    await button(page, 'Take photo').click()
    await expect(wizardHeading(page, 'Take photo')).toBeVisible()
    const video = page.getByLabel('Camera preview')
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 15_000 }).toBeGreaterThan(0)
    // Front camera: the preview is mirrored, the saved photo never is.
    await expect(page.getByRole('switch', { name: 'Mirror' })).toHaveAttribute('aria-checked', 'true')
    await expect(video).toHaveCSS('transform', /matrix\(-1/)
    await shot(page, '02-camera')

    const shutter = button(page, 'Take photo')
    await expect(shutter).toBeEnabled()
    await shutter.click()
    // The capture is big enough that the default crop raises no size warning.
    await expect(wizardHeading(page, 'Crop your photo')).toBeVisible({ timeout: 30_000 })
    await expect(page.getByText(/800×800 recommended/)).toHaveCount(0)
    await cropAndReview(page)
    await tickConsentAndUpload(page)
    await expectUploaded(page, name)

    const row = await rowOf(backend, team, name)
    const photo = await storedPhoto(page, backend, row, [])
    expect(photo.width).toBe(photo.height)
    expect(photo.width).toBeGreaterThanOrEqual(800)
    expect(photo.width).toBeLessThanOrEqual(1920)
    // The camera was released when the wizard left the Capture step.
    await expect(page.getByLabel('Camera preview')).toHaveCount(0)
  })

  test('a PNG with transparency uploads as a square JPEG (small crop warned, not blocked)', async ({ page, backend }) => {
    const team = 'Canada'
    const name = await openTeam(page, backend, team)
    await chooseFile(page, fixture('alpha.png', 'image/png'))
    await expect(wizardHeading(page, 'Crop your photo')).toBeVisible({ timeout: 30_000 })
    // 480 × 360: the default crop is 288 px, below the 800 px hint.
    await expect(wizard(page).getByText('This crop is only 288×288 pixels (800×800 recommended).', { exact: false })).toBeVisible()
    await shot(page, '05-crop-too-small')
    await button(page, 'Use photo').click()
    await expect(wizardHeading(page, 'Check your photo')).toBeVisible({ timeout: 30_000 })
    await tickConsentAndUpload(page)
    await expectUploaded(page, name)
    const photo = await storedPhoto(page, backend, await rowOf(backend, team, name), [])
    expect(photo.width).toBe(800)
    expect(photo.height).toBe(800)
  })

  test('an iPhone HEIC photo is converted and uploaded', async ({ page, backend }) => {
    const team = 'Chile'
    const name = await openTeam(page, backend, team)
    await chooseFile(page, fixture('photo.heic', 'image/heic'))
    await cropAndReview(page)
    await tickConsentAndUpload(page)
    await expectUploaded(page, name)
    const photo = await storedPhoto(page, backend, await rowOf(backend, team, name), [])
    expect(photo.width).toBe(photo.height)
    expect(photo.width).toBeGreaterThanOrEqual(800)
  })

  test('the network drops during the upload: Retrying…, then it succeeds without starting over', async ({ page, backend }) => {
    const team = 'Belgium'
    const name = await openTeam(page, backend, team)
    let attempts = 0
    await page.route(STORAGE_UPLOADS, (route) => (++attempts <= 1 ? route.abort('internetdisconnected') : route.continue()))
    await chooseFile(page, lightPhoto)
    await cropAndReview(page)
    await tickConsentAndUpload(page)
    await expect(page.getByTestId('upload-status')).toHaveText('Retrying…')
    await expect(button(page, 'Upload')).toBeDisabled()
    await shot(page, '08-retrying')
    await expectUploaded(page, name)
    expect(attempts).toBeGreaterThanOrEqual(2)
    const photo = await storedPhoto(page, backend, await rowOf(backend, team, name), [PORTRAIT_RED, PORTRAIT_BLUE])
    expect(photo.colours).toEqual(['red', 'blue'])
  })

  test('an upload that keeps failing: the toast, the photo still on Review, and Upload works again', async ({ page, backend }) => {
    const team = 'Spain'
    // Back-off waits of 10, 20, 40, 80 ms instead of 1, 2, 4, 8 s: the app reads this in every
    // build, and only a script already running in the page can set it.
    await page.addInitScript(() => Object.assign(window, { __PHOTO_PORTAL_RETRY_BASE_MS__: 10 }))
    const name = await openTeam(page, backend, team)
    await page.route(STORAGE_UPLOADS, (route) => route.abort('internetdisconnected'))
    await chooseFile(page, lightPhoto)
    await cropAndReview(page)
    const photoSrc = await page.getByRole('img', { name: `Cropped photo of ${name}` }).getAttribute('src')
    await tickConsentAndUpload(page)
    await expect(page.getByText('Failed to upload photo. Please try again.').first()).toBeVisible()
    await expect(wizard(page).getByRole('alert')).toHaveText('Failed to upload photo. Please try again.')
    await expect(wizardHeading(page, 'Check your photo')).toBeVisible()
    await expect(page.getByRole('img', { name: `Cropped photo of ${name}` })).toHaveAttribute('src', photoSrc!)
    await expect(button(page, 'Upload')).toBeEnabled()
    await shot(page, '11-upload-failed')
    expect((await rowOf(backend, team, name)).upload_status).toBe(false)

    await page.unroute(STORAGE_UPLOADS)
    await tickConsentAndUpload(page)
    await expectUploaded(page, name)
    expect((await rowOf(backend, team, name)).upload_status).toBe(true)
  })

  test('a double tap on Upload uploads once', async ({ page, backend }) => {
    const team = 'New Zealand'
    const name = await openTeam(page, backend, team)
    let puts = 0
    // a slow network: uploads are held until the test has seen the progress bar
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(STORAGE_UPLOADS, async (route) => {
      puts++
      await held
      await route.continue()
    })
    await chooseFile(page, lightPhoto)
    await cropAndReview(page)
    await page.getByRole('checkbox').check() // the event asks for consent
    await button(page, 'Upload').dblclick()
    await expect(page.getByTestId('upload-status')).toHaveText(/Uploading… \d+%/)
    await expect(wizard(page).getByRole('progressbar')).toBeVisible()
    await shot(page, '07-uploading')
    release()
    await expectUploaded(page, name)
    // the master goes up after the success: once it is recorded, count what was sent
    const { photo_path } = await rowOf(backend, team, name)
    await expect
      .poll(
        async () =>
          (
            await backend.query<{ master_path: string | null }>('select master_path from photo_versions where photo_path = $1', [
              photo_path,
            ])
          )[0]?.master_path ?? null,
        { timeout: 30_000 },
      )
      .not.toBeNull()
    expect(puts).toBe(3) // one photo, its thumbnail and its master
  })
})

test.describe('camera denied', () => {
  test('Camera Access Denied with Try Again on the back camera, and the file choice', async ({ page, backend }) => {
    // The fake-UI flag always grants; deny in the page instead, remembering what was asked.
    await page.addInitScript(() => {
      const asked: unknown[] = []
      Object.assign(window, { __cameraRequests: asked })
      navigator.mediaDevices.getUserMedia = (constraints) => {
        asked.push(constraints?.video)
        return Promise.reject(new DOMException('Permission denied', 'NotAllowedError'))
      }
    })
    await openTeam(page, backend, 'Switzerland')
    await button(page, 'Take photo').click()
    await expect(wizard(page).getByRole('heading', { name: 'Camera Access Denied' })).toBeVisible()
    await expect(wizard(page).getByText('Please check your camera permissions')).toBeVisible()
    await shot(page, '03-camera-denied')

    await button(page, 'Try Again').click()
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window as unknown as { __cameraRequests: { facingMode?: string }[] }).__cameraRequests.map((v) => v.facingMode),
        ),
      )
      .toEqual(['user', 'environment'])

    const chooser = page.waitForEvent('filechooser')
    await button(page, 'Choose a photo instead').click()
    await (await chooser).setFiles(lightPhoto)
    await expect(wizardHeading(page, 'Crop your photo')).toBeVisible({ timeout: 30_000 })
  })
})
