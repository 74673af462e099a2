// What a new player stumbled on, on a phone, each against the real local backend:
// moving on to a teammate only by choice after an upload, names in the order people expect, the
// panel in view, a slow or lost network said early, the spec's texts for non-images, a browser
// without a camera API, crop keys that move visibly, text at 200 %, <html lang>, and axe.
// Time-based behaviour runs on the page's clock (page.clock), never on sleeps.
import type { Page } from '@playwright/test'
import { UPLOAD_OFFLINE_GIVE_UP_MS, UPLOAD_SLOW_NOTICE_MS } from '../../src/config/constants.ts'
import { makeJpeg } from '../fixtures/browser-images.ts'
import { readFixture } from '../fixtures/files.ts'
import { expect, test, type E2EBackend } from './fixtures'
import { expectAxeClean } from './axe'

const EVENT = 'MJWC 2025'
const EVENT_SLUG = 'mjwc2025'
const STORAGE_UPLOADS = '**/storage/v1/object/player-photos/**'

/** Teams of this spec only (no other spec reads them), all players pending. */
const TEAMS = {
  // in the database's code-point order: every accented initial last
  names: ['Nico Paz', 'Oscar Berg', 'Zoe Adams', 'Álvaro Núñez', 'Ñandú Ruiz', 'Øvergaard Lars'],
  upload: ['Ana Ortiz', 'Bruno Díaz', 'Carla Vidal'],
  slow: ['Dario Luna', 'Elena Mar'],
  offline: ['Fabio Sol', 'Gala Rey'],
  layout: ['Hugo Paz', 'Inés Vega', 'Jon Lira', 'Kai Mora', 'Lía Sanz', 'Mía Cruz', 'Noa Gil'],
  misc: ['Olga Rus', 'Pablo Río'],
  whose: ['Quim Sala', 'Rita Mora'],
} as const
const teamName = (key: keyof typeof TEAMS) => `Stumble ${key[0]!.toUpperCase()}${key.slice(1)}`

type Upload = { name: string; mimeType: string; buffer: Buffer }
let photo: Upload
let smallPhoto: Upload

test.beforeAll(async ({ backend, browser }) => {
  test.setTimeout(120_000)
  for (const [key, players] of Object.entries(TEAMS) as [keyof typeof TEAMS, readonly string[]][]) {
    const team = teamName(key)
    await backend.query(
      `insert into team_access (event_name, team, code) select $1, $2, private.random_code()
        where not exists (select 1 from team_access where event_name = $1 and team = $2)`,
      [EVENT, team],
    )
    await backend.query('delete from event_uploads where event_name = $1 and team = $2', [EVENT, team])
    await backend.query('insert into event_uploads (event_name, team, player_name) select $1, $2, unnest($3::text[])', [
      EVENT,
      team,
      players,
    ])
  }
  const page = await browser.newPage()
  photo = { name: 'IMG_2025.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(await makeJpeg(page, { width: 4000, height: 3000 })) }
  smallPhoto = { name: 'small.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(await makeJpeg(page, { width: 600, height: 800 })) }
  await page.close()
})

// Each test decodes and uploads a 12 MP photo on a phone-sized page: more than the default minute
// on a busy machine.
test.beforeEach(() => test.slow())

// --- helpers ------------------------------------------------------------------------------------

async function openTeam(page: Page, backend: E2EBackend, key: keyof typeof TEAMS) {
  await page.goto(`/${EVENT_SLUG}/${await backend.codeFor(EVENT, teamName(key))}`)
  await expect(page.getByRole('tablist')).toBeVisible()
}

const wizard = (page: Page) => page.locator('[data-wizard-step]')
const button = (page: Page, name: string) => wizard(page).getByRole('button', { name, exact: true })
const panelHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^Photo for / })
const rowNames = (page: Page) => page.getByRole('tabpanel').locator('[data-player-id] > span > span:first-child').allTextContents()

async function chooseFile(page: Page, file: Upload) {
  const chooser = page.waitForEvent('filechooser')
  await button(page, 'Choose photo').click()
  await (await chooser).setFiles(file)
}

async function toReview(page: Page, file: Upload = photo) {
  await chooseFile(page, file)
  await expect(button(page, 'Use photo')).toBeVisible({ timeout: 30_000 })
  await button(page, 'Use photo').click()
  await expect(wizard(page).getByRole('heading', { name: 'Check your photo' })).toBeVisible({ timeout: 30_000 })
  await page.getByRole('checkbox').check() // the seed's event asks for consent
}

// --- the stumbles -------------------------------------------------------------------------------

test('after Upload Successful the player sees their own confirmation under Done, and a teammate only by choice', async ({
  page,
  backend,
}) => {
  await openTeam(page, backend, 'upload')
  await expect(panelHeading(page)).toHaveText('Photo for Ana Ortiz')
  await toReview(page)
  await button(page, 'Upload').click()

  const overlay = page.getByRole('alertdialog', { name: 'Upload Successful' })
  await expect(overlay).toBeVisible({ timeout: 45_000 })
  await expect(overlay).toBeHidden()

  await expect(page.getByRole('tab', { name: /Done/ })).toHaveAttribute('aria-selected', 'true')
  const own = page.getByRole('tabpanel').locator('[data-player-id]').filter({ hasText: 'Ana Ortiz' })
  await expect(own).toHaveAttribute('aria-current', 'true')
  await expect(own).toBeInViewport()
  await expect(panelHeading(page)).toHaveText('Photo for Ana Ortiz')
  await expect(panelHeading(page)).toBeFocused()
  const confirmation = page.getByTestId('upload-confirmation')
  await expect(confirmation).toContainText("Ana Ortiz's photo is now under Done.")
  await expect(confirmation).toBeInViewport()
  // no wizard offering another upload under any name until the player asks
  await expect(wizard(page)).toHaveCount(0)
  await expectAxeClean(page)

  await page.getByRole('button', { name: 'Next player without a photo: Bruno Díaz' }).click()
  await expect(panelHeading(page)).toHaveText('Photo for Bruno Díaz')
  await expect(panelHeading(page)).toBeFocused()
  await expect(button(page, 'Choose photo')).toBeVisible()
})

test('names sort as people read them, in English and in Spanish (the database puts Álvaro last)', async ({ page, backend }) => {
  await openTeam(page, backend, 'names')
  await page.getByRole('tab', { name: /All/ }).click()
  expect(await rowNames(page)).toEqual(['Álvaro Núñez', 'Ñandú Ruiz', 'Nico Paz', 'Oscar Berg', 'Øvergaard Lars', 'Zoe Adams'])
  await expect(panelHeading(page)).toHaveText('Photo for Álvaro Núñez') // the first pending, in that order

  await page.getByRole('button', { name: 'Español' }).click()
  await expect(page.getByRole('tab', { name: /Todo/ })).toHaveAttribute('aria-selected', 'true')
  // Spanish: Ñ is a letter of its own, after N
  expect(await rowNames(page)).toEqual(['Álvaro Núñez', 'Nico Paz', 'Ñandú Ruiz', 'Oscar Berg', 'Øvergaard Lars', 'Zoe Adams'])
})

test("the chosen player's panel is in view on a phone, and at 320 × 640 each step's main button too", async ({ page, backend }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  // 390 × 844: the automatically chosen first player's panel opens under their name, in sight
  await openTeam(page, backend, 'layout')
  await expect(panelHeading(page)).toHaveText('Photo for Hugo Paz')
  await expect(panelHeading(page)).toBeInViewport()

  await page.setViewportSize({ width: 320, height: 640 })
  await page.reload()
  await expect(page.getByRole('tablist')).toBeVisible()
  // a name further down the list: its panel opens under it and comes into view with the name
  const row = page.getByRole('tabpanel').locator('[data-player-id]').filter({ hasText: 'Lía Sanz' })
  await row.click()
  await expect(panelHeading(page)).toHaveText('Photo for Lía Sanz')
  await expect(row).toBeInViewport()
  await expect(button(page, 'Choose photo')).toBeInViewport({ ratio: 1 })

  // Crop: 'Use photo' whole on screen, with the small-crop warning too
  await chooseFile(page, smallPhoto)
  await expect(wizard(page).getByText(/This crop is only/)).toBeVisible({ timeout: 30_000 })
  await expect(button(page, 'Use photo')).toBeInViewport({ ratio: 1 })
  await button(page, 'Back').click()
  await chooseFile(page, photo)
  await expect(button(page, 'Use photo')).toBeInViewport({ ratio: 1, timeout: 30_000 })

  // Review: whose photo, then the face check's warning (this test photo has no face) before
  // Upload: read first, on screen at once; Upload under the consent box a scroll away
  await button(page, 'Use photo').click()
  await expect(wizard(page).getByRole('heading', { name: 'Check your photo' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('review-whose')).toBeInViewport({ ratio: 1 })
  await expect(page.getByTestId('photo-findings')).toBeInViewport()
  await button(page, 'Upload').scrollIntoViewIfNeeded()
  await expect(button(page, 'Upload')).toBeInViewport({ ratio: 1 })
})

test("a player who skipped 'Select your name' sees whose photo it is before Upload, and 'Not you?' takes one tap", async ({
  page,
  backend,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await openTeam(page, backend, 'whose')
  // the spec's pre-selection stays: the first pending player's wizard is open at once
  await expect(panelHeading(page)).toHaveText('Photo for Quim Sala')
  await toReview(page)
  const whose = page.getByTestId('review-whose')
  await expect(whose).toContainText('This photo will be uploaded as')
  await expect(whose.getByText('Quim Sala', { exact: true })).toBeInViewport()
  expect(
    await whose.getByText('Quim Sala', { exact: true }).evaluate((el) => parseFloat(getComputedStyle(el).fontSize)),
  ).toBeGreaterThanOrEqual(24)
  await expect(button(page, 'Upload')).toBeInViewport({ ratio: 1 })

  await whose.getByRole('button', { name: 'Not you?' }).click()
  const list = page.getByRole('heading', { level: 2, name: 'Select your name' })
  await expect(list).toBeFocused()
  await expect(list).toBeInViewport()
  await page.getByRole('tabpanel').locator('[data-player-id]').filter({ hasText: 'Rita Mora' }).click()
  await expect(panelHeading(page)).toHaveText('Photo for Rita Mora')
  const [row] = await backend.query<{ upload_status: boolean }>(
    'select upload_status from event_uploads where event_name = $1 and player_name = $2',
    [EVENT, 'Quim Sala'],
  )
  expect(row?.upload_status).toBe(false)
})

test('a slow network is said after a few seconds without progress; Cancel keeps the photo, and one tap sends it', async ({
  page,
  backend,
}) => {
  await page.clock.install()
  await openTeam(page, backend, 'slow')
  await toReview(page)
  const src = await page.getByRole('img', { name: /^Cropped photo of/ }).getAttribute('src')

  // the photo's bytes go nowhere: held until the test lets them through
  let sent: () => void = () => {}
  const reached = new Promise<void>((resolve) => (sent = resolve))
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(STORAGE_UPLOADS, async (route) => {
    sent()
    await held
    await route.continue().catch(() => undefined) // cancelled meanwhile
  })
  await button(page, 'Upload').click()
  await reached
  const notice = page.getByTestId('upload-notice')
  await expect(notice).toHaveCount(0)
  await page.clock.runFor(UPLOAD_SLOW_NOTICE_MS + 500)
  await expect(notice).toContainText('The network is slow')
  await expect(notice.getByRole('button', { name: 'Keep waiting' })).toBeVisible()
  await expectAxeClean(page)

  await notice.getByRole('button', { name: 'Cancel upload' }).click()
  await expect(wizard(page).getByRole('alert')).toHaveText('Upload cancelled. Your photo is still here: tap Upload to send it.')
  await expect(page.getByRole('img', { name: /^Cropped photo of/ })).toHaveAttribute('src', src!)
  await expect(button(page, 'Upload')).toBeEnabled()

  await page.unroute(STORAGE_UPLOADS)
  release()
  await button(page, 'Upload').click()
  await expect(page.getByRole('alertdialog', { name: 'Upload Successful' })).toBeVisible({ timeout: 45_000 })
  const [row] = await backend.query<{ upload_status: boolean }>(
    'select upload_status from event_uploads where event_name = $1 and player_name = $2',
    [EVENT, 'Dario Luna'],
  )
  expect(row?.upload_status).toBe(true)
})

test('offline is said at once; a long outage ends in a clear message with the photo kept for one tap', async ({
  page,
  context,
  backend,
}) => {
  await page.clock.install()
  await openTeam(page, backend, 'offline')
  await toReview(page)

  await context.setOffline(true)
  await button(page, 'Upload').click()
  const notice = page.getByTestId('upload-notice')
  await expect(notice).toContainText("You're offline. The upload goes on as soon as the connection is back.")
  // no endless wait: past the limit, a message that says what happened and what to do
  await page.clock.runFor(UPLOAD_OFFLINE_GIVE_UP_MS + 1000)
  const message = "No connection, so the photo wasn't sent. It is still here: tap Upload when you're back online."
  await expect(wizard(page).getByRole('alert')).toHaveText(message)
  await expect(notice).toHaveCount(0)
  await expect(button(page, 'Upload')).toBeEnabled()

  await context.setOffline(false)
  await button(page, 'Upload').click()
  await expect(page.getByRole('alertdialog', { name: 'Upload Successful' })).toBeVisible({ timeout: 45_000 })
})

// The spec's chain takes a .jpg by its type and fails to decode it: 'Failed to process image' (§8),
// in the wizard and its toast; 'The file given is not an image' (§5) is for a file that never
// claimed to be one. Nothing is lost: the player is still on Select and picks the next file.
test("the spec's texts for files that are not photos we take: a .jpg that isn't one, a GIF", async ({ page, backend }) => {
  await openTeam(page, backend, 'misc')
  await chooseFile(page, { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(readFixture('not-an-image.jpg')) })
  await expect(wizard(page).getByRole('alert')).toHaveText('Failed to process image')
  await expect(page.locator('[role="status"]').filter({ hasText: 'Failed to process image' }).first()).toBeVisible() // the toast
  await expect(wizard(page).getByRole('heading', { name: 'Add your photo' })).toBeVisible()

  await chooseFile(page, { name: 'party.gif', mimeType: 'image/gif', buffer: Buffer.from(readFixture('pixel.gif')) })
  await expect(wizard(page).getByRole('alert')).toHaveText('This file type is not supported. Please choose a JPEG, PNG or WebP photo.')
  await expect(wizard(page).getByRole('heading', { name: 'Add your photo' })).toBeVisible()
  // and a real photo goes on as usual
  await chooseFile(page, photo)
  await expect(button(page, 'Use photo')).toBeVisible({ timeout: 30_000 })
})

test('a browser without a camera API is told so and offered the file, not "Camera Access Denied"', async ({ page, backend }) => {
  // as in an in-app browser or a page not on HTTPS: no navigator.mediaDevices at all
  await page.addInitScript(() => {
    const proto = Navigator.prototype as { mediaDevices?: unknown; getUserMedia?: unknown; webkitGetUserMedia?: unknown }
    delete proto.mediaDevices
    // the legacy prefixed call too, which react-webcam's stand-in would otherwise fall back on
    delete proto.getUserMedia
    delete proto.webkitGetUserMedia
  })
  await openTeam(page, backend, 'misc')
  await button(page, 'Take photo').click()
  await expect(wizard(page).getByRole('heading', { name: "This browser can't open the camera" })).toBeVisible({ timeout: 30_000 })
  await expect(wizard(page).getByRole('heading', { name: 'Camera Access Denied' })).toHaveCount(0)
  await expect(button(page, 'Try Again')).toHaveCount(0)
  await expectAxeClean(page)
  const chooser = page.waitForEvent('filechooser')
  await button(page, 'Choose a photo instead').click()
  await (await chooser).setFiles(photo)
  await expect(button(page, 'Use photo')).toBeVisible({ timeout: 30_000 })
})

test('crop keys move the square in steps a person sees, and each resize handle has its own name', async ({ page, backend }) => {
  await openTeam(page, backend, 'misc')
  await chooseFile(page, photo) // 4000 × 3000: one source pixel is a tenth of a screen pixel here
  const square = page.locator('.ReactCrop__crop-selection')
  await expect(square).toBeVisible({ timeout: 30_000 })
  await square.focus()
  const before = (await square.boundingBox())!
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft')
  await expect.poll(async () => before.x - (await square.boundingBox())!.x).toBeGreaterThan(2) // 3 screen px (rounding aside)
  const moved = (await square.boundingBox())!
  await page.keyboard.press('Shift+ArrowUp')
  await expect.poll(async () => moved.y - (await square.boundingBox())!.y).toBeGreaterThan(9) // 10 screen px

  for (const corner of ['top-left', 'top-right', 'bottom-right', 'bottom-left']) {
    await expect(page.getByRole('button', { name: `Resize from the ${corner} corner (arrow keys)` })).toBeVisible()
  }
  await expectAxeClean(page)
})

test('text at 200 %: the Pending / All / Done tabs wrap instead of overlapping, and nothing runs off the side', async ({
  page,
  backend,
}) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      document.documentElement.style.fontSize = '200%'
    })
  })
  for (const lang of ['English', 'Español']) {
    await openTeam(page, backend, 'layout')
    if (lang === 'Español') await page.getByRole('button', { name: 'Español' }).click()
    const boxes = await page.getByRole('tab').evaluateAll((tabs) => tabs.map((t) => t.getBoundingClientRect().toJSON() as DOMRect))
    expect(boxes).toHaveLength(3)
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i]!, boxes[j]!]
        const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left)
        const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)
        expect(overlapX <= 0 || overlapY <= 0, `tabs ${i} and ${j} overlap (${lang})`).toBe(true)
      }
    }
    // every tab's text fits inside its tab
    const spill = await page.getByRole('tab').evaluateAll((tabs) => tabs.filter((t) => t.scrollWidth > t.clientWidth + 1).length)
    expect(spill).toBe(0)
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      `team page runs off the side (${lang})`,
    ).toBe(true)
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      `landing page runs off the side (${lang})`,
    ).toBe(true)
  }
})

test('<html lang> says the language of the page: Spanish for a Spanish browser on the player pages', async ({ browser, backend }) => {
  const context = await browser.newContext({ baseURL: backend.url, locale: 'es-CL', viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await openTeam(page, backend, 'misc')
  await expect(page.getByRole('tab', { name: /Pendientes/ })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await page.getByRole('button', { name: 'English' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await context.close()
})
