// The face check in the wizard, at phone size in Chromium, on real photographs
// (tests/fixtures/faces): the square opens on an off-centre face, warnings appear on Crop and
// Review and never block (a shaken photo is blurry), and a photo without a face keeps the spec's
// centred square.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { REPO_ROOT } from '../../server/db/db.ts'
import { expect, test, type E2EBackend } from './fixtures'

const EVENT = 'MJWC 2025'

const facePhoto = (name: string) => ({
  name: `IMG_${name}`,
  mimeType: 'image/jpeg',
  buffer: readFileSync(join(REPO_ROOT, 'tests', 'fixtures', 'faces', name)),
})
const wizard = (page: Page) => page.locator('[data-wizard-step]')
const button = (page: Page, name: string) => wizard(page).getByRole('button', { name, exact: true })

const ENGLISH = { choose: 'Choose photo', crop: 'Crop your photo', picture: 'Photo to crop' }
const SPANISH = { choose: 'Elegir foto', crop: 'Recorta tu foto', picture: 'Foto para recortar' }

async function choosePhoto(page: Page, backend: E2EBackend, team: string, file: string, words = ENGLISH) {
  await page.goto(`/mjwc2025/${await backend.codeFor(EVENT, team)}`)
  const chooser = page.waitForEvent('filechooser')
  await button(page, words.choose).click()
  await (await chooser).setFiles(facePhoto(file))
  await expect(wizard(page).getByRole('heading', { name: words.crop })).toBeVisible({ timeout: 30_000 })
}

/** The crop square on screen, as fractions of the picture under it. */
async function squareOnPicture(page: Page, words = ENGLISH) {
  const picture = await page.getByRole('img', { name: words.picture }).boundingBox()
  const square = await page.locator('.ReactCrop__crop-selection').boundingBox()
  if (!picture || !square) return null
  return {
    x0: (square.x - picture.x) / picture.width,
    y0: (square.y - picture.y) / picture.height,
    x1: (square.x + square.width - picture.x) / picture.width,
    y1: (square.y + square.height - picture.y) / picture.height,
  }
}

test('an off-centre portrait: the square opens on the face, head and shoulders, and it uploads', async ({ page, backend }) => {
  // nothing of the detector arrives before a photo is chosen
  const detector: string[] = []
  page.on('request', (r) => {
    if (/\/assets\/(blazeface|face)[-.]/.test(new URL(r.url()).pathname)) detector.push(new URL(r.url()).pathname)
  })
  await page.goto(`/mjwc2025/${await backend.codeFor(EVENT, 'Canada')}`)
  await expect(button(page, 'Choose photo')).toBeVisible()
  expect(detector).toEqual([])

  await choosePhoto(page, backend, 'Canada', 'portrait-off-centre.jpg')
  // The face is at about (0.71, 0.19) of the 1800 × 2400 photo and 151 px tall: the square moves
  // there on its own (the spec's centred square would be 0.1–0.9 across, 0.2–0.8 down).
  await expect
    .poll(
      async () => {
        const s = await squareOnPicture(page)
        return s !== null && s.x0 < 0.71 && s.x1 > 0.71 && s.y0 < 0.19 && s.y1 > 0.19 && s.x1 - s.x0 < 0.3
      },
      { timeout: 30_000 },
    )
    .toBe(true)
  // no face warning for this square (only the spec's own one: it is under 800 px)
  await expect(wizard(page).getByText(/This crop is only/)).toBeVisible()
  await expect(page.getByTestId('photo-findings')).toHaveCount(0)
  expect(detector.some((p) => p.endsWith('.bin'))).toBe(true)

  await button(page, 'Use photo').click()
  await expect(wizard(page).getByRole('heading', { name: 'Check your photo' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('photo-findings')).toHaveCount(0)
  await page.getByRole('checkbox').check()
  await button(page, 'Upload').click()
  await expect(page.getByRole('alertdialog', { name: 'Upload Successful' })).toBeVisible({ timeout: 45_000 })
})

test("the square shows once, on the face: 'Use photo' at once or later makes the same photo; Review's warnings come before Upload", async ({
  page,
  backend,
}) => {
  await choosePhoto(page, backend, 'Germany', 'portrait-dark.jpg')
  // no square while the face check places it, then the square on the face at once
  await expect(button(page, 'Use photo')).toBeEnabled({ timeout: 30_000 })
  await expect(page.getByTestId('locating-face')).toHaveCount(0)
  const first = await squareOnPicture(page)
  await expect(page.getByTestId('photo-findings')).toBeVisible()
  // it stays where it opened (the check has answered: nothing moves it now)
  await expect(page.locator('[data-wizard-step="crop"][data-face-check="done"]')).toHaveCount(1)
  expect(await squareOnPicture(page)).toEqual(first)
  await button(page, 'Use photo').click()
  await expect(wizard(page).getByRole('heading', { name: 'Check your photo' })).toBeVisible({ timeout: 30_000 })
  const findings = await page.getByTestId('photo-findings').boundingBox()
  const upload = await button(page, 'Upload').boundingBox()
  expect(findings!.y + findings!.height).toBeLessThanOrEqual(upload!.y)
})

test('warnings on Crop and Review never block: a dark photo, then a square moved off the face', async ({ page, backend }) => {
  await choosePhoto(page, backend, 'Germany', 'portrait-dark.jpg')
  const findings = page.getByTestId('photo-findings')
  await expect(findings).toContainText('The photo is dark.', { timeout: 30_000 })
  await expect(button(page, 'Use photo')).toBeEnabled()
  await button(page, 'Use photo').click()
  await expect(wizard(page).getByRole('heading', { name: 'Check your photo' })).toBeVisible({ timeout: 30_000 })
  await expect(findings).toContainText('The photo is dark.')
  await expect(button(page, 'Upload')).toBeEnabled()

  // Re-crop, and move the square away from the face with the keyboard: the warning follows it.
  await button(page, 'Re-crop').click()
  await page.locator('.ReactCrop__crop-selection').focus()
  for (let i = 0; i < 3; i++) await page.keyboard.press('Control+ArrowDown')
  await expect(findings.locator('[data-finding="face-cut"], [data-finding="no-face"]')).not.toHaveCount(0)
})

test('a shaken photo is said to look blurry', async ({ page, backend }) => {
  await choosePhoto(page, backend, 'Germany', 'portrait-shaken.jpg')
  const findings = page.getByTestId('photo-findings')
  await expect(findings.locator('[data-finding="blurry"]')).toHaveText('The photo looks blurry. Hold the phone still and take it again.', {
    timeout: 30_000,
  })
})

test('a photo without a face keeps the centred square and says so, in Spanish too', async ({ browser, backend }) => {
  const context = await browser.newContext({ baseURL: backend.url, locale: 'es-CL', viewport: { width: 390, height: 844 }, hasTouch: true })
  const page = await context.newPage()
  await choosePhoto(page, backend, 'Canada', 'no-face.jpg', SPANISH)
  await expect(page.getByTestId('photo-findings')).toContainText('No vemos una cara en el cuadro.', { timeout: 30_000 })
  // the spec's square: 80 % of the short side, centred (400 × 400: 40 px in from each side)
  const s = await squareOnPicture(page, SPANISH)
  expect(s!.x0).toBeCloseTo(0.1, 1)
  expect(s!.y0).toBeCloseTo(0.1, 1)
  await context.close()
})

test('an event that approves clean photos: the organizer turns it on, a portrait is approved on upload, the organizer undoes it', async ({
  page,
  browser,
  backend,
  signInAsAdmin,
}) => {
  // The setting is the event's: it is turned off again at the end, for the specs this worker runs next.
  try {
    await signInAsAdmin(page)
    await page.getByRole('button', { name: 'Automatic approval' }).click()
    const dialog = page.getByRole('dialog', { name: 'Automatic approval' })
    await dialog.getByRole('checkbox', { name: /Approve a player's photo automatically/ }).check()
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Photos that pass every check are now approved automatically')).toBeVisible()

    const phone = await browser.newContext({ baseURL: backend.url, viewport: { width: 390, height: 844 }, hasTouch: true })
    const player = await phone.newPage()
    await choosePhoto(player, backend, 'Malaysia', 'portrait.jpg')
    await expect(player.locator('[data-face-check="done"]')).toHaveCount(1, { timeout: 30_000 })
    await expect(player.getByTestId('photo-findings')).toHaveCount(0)
    await button(player, 'Use photo').click()
    await expect(wizard(player).getByRole('heading', { name: 'Check your photo' })).toBeVisible({ timeout: 30_000 })
    await player.getByRole('checkbox').check()
    await button(player, 'Upload').click()
    await expect(player.getByRole('alertdialog', { name: 'Upload Successful' })).toBeVisible({ timeout: 45_000 })
    await phone.close()

    await page.goto('/admin/mjwc2025/Malaysia')
    const card = page.getByRole('listitem').filter({ hasText: 'Approved automatically' })
    await expect(card).toHaveCount(1)
    await card.getByRole('button', { name: /^Undo the automatic approval of/ }).click()
    await expect(page.getByText(/photo is back in review/)).toBeVisible()
    await page.getByRole('button', { name: 'Review photos (1)' }).click()
    const review = page.getByRole('dialog', { name: 'Review photos' })
    await expect(review.getByText('Every photo check passed')).toBeVisible()
  } finally {
    await backend.query(`update public.events set auto_approve = false where name = $1`, [EVENT])
  }
})
