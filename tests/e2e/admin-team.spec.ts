// The admin team page in real Chromium at 1440×900 against the local backend: roster changes,
// photo upload / replace / view / download / delete, Download All unzipped and checked, list view.
// Works on its own team ('Portugal', made here) so it never disturbs other spec files' teams.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import JSZip from 'jszip'
import type { Locator, Page } from '@playwright/test'
import { REPO_ROOT } from '../../server/db/db.ts'
import { test, expect, type E2EBackend } from './fixtures'
import { makeJpeg, makePng } from '../fixtures/browser-images.ts'
import { jpegSize } from '../fixtures/jpeg-size.ts'

const EVENT = 'MJWC 2025'
const TEAM = 'Portugal'
const LONG_NAME = 'María José de los Ángeles Fernández-Villanueva'

type Row = {
  id: number
  player_name: string
  upload_status: boolean
  photo_path: string | null
  thumb_path: string | null
  photo_url: string | null
}

test.describe.configure({ mode: 'serial' })

const rows = (backend: E2EBackend) =>
  backend.query<Row>('select * from event_uploads where event_name = $1 and team = $2 order by player_name, id', [EVENT, TEAM])
const rowNamed = async (backend: E2EBackend, name: string) => (await rows(backend)).find((r) => r.player_name === name)
const objectExists = async (backend: E2EBackend, key: string) =>
  (await backend.query('select 1 from storage.objects where name = $1', [key])).length === 1

const isJpeg = (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff

async function stored(backend: E2EBackend, key: string): Promise<Uint8Array> {
  const res = await fetch(`${backend.url}/storage/v1/object/public/player-photos/${encodeURI(key)}`)
  expect(res.status, key).toBe(200)
  return new Uint8Array(await res.arrayBuffer())
}

const card = (page: Page, name: string): Locator =>
  page
    .getByRole('list', { name: 'Players' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) })

async function choosePhoto(page: Page, button: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: button, exact: true }).click()
  await (await chooser).setFiles(file)
}

async function openTeam(page: Page, signInAsAdmin: (page: Page) => Promise<void>) {
  await signInAsAdmin(page)
  await page.goto(`/admin/mjwc2025/${TEAM}`)
  await expect(page.getByRole('heading', { level: 1, name: TEAM })).toBeVisible()
}

test.beforeAll(async ({ backend }) => {
  await backend.query(
    `insert into team_access (event_name, team, code) select $1, $2, private.random_code()
      where not exists (select 1 from team_access where event_name = $1 and team = $2)`,
    [EVENT, TEAM],
  )
  await backend.query('delete from event_uploads where event_name = $1 and team = $2', [EVENT, TEAM])
  await backend.query(`insert into event_uploads (event_name, team, player_name) select $1, $2, unnest($3::text[])`, [
    EVENT,
    TEAM,
    ['Ana Silva', 'Ana Silva', 'Bruno Dias', 'Rui Costa'],
  ])
})

test('opens a team from the dashboard', async ({ page, signInAsAdmin }) => {
  await signInAsAdmin(page)
  await page.getByRole('link', { name: TEAM, exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/mjwc2025\/Portugal$/)
  await expect(page.getByRole('heading', { level: 1, name: TEAM })).toBeVisible()
  await expect(page.getByText('0 of 4 photos uploaded')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Download All' })).toBeDisabled()
  await expect(page.getByText('No photo')).toHaveCount(4)
  await page.getByRole('link', { name: 'Back to dashboard' }).click()
  await expect(page).toHaveURL(/\/admin\/mjwc2025$/)
})

test('adds, renames and removes a player', async ({ page, backend, signInAsAdmin }) => {
  await openTeam(page, signInAsAdmin)

  await page.getByRole('button', { name: 'Add Player' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add New Player' })
  await dialog.getByRole('button', { name: 'Add Player' }).click()
  await expect(dialog.getByText('Please enter a player name')).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Player name' }).fill('  Maria Jose  ')
  await dialog.getByRole('button', { name: 'Add Player' }).click()
  await expect(page.getByText('Added Maria Jose')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(card(page, 'Maria Jose')).toBeVisible()
  expect(await rowNamed(backend, 'Maria Jose')).toMatchObject({ upload_status: false })

  await page.getByRole('button', { name: 'Edit name of Maria Jose' }).click()
  const input = page.getByRole('textbox', { name: 'New name for Maria Jose' })
  await input.fill('')
  await input.press('Enter')
  await expect(page.getByText('Player name cannot be empty')).toBeVisible()
  await input.fill(`  ${LONG_NAME} `)
  await input.press('Enter')
  await expect(page.getByText(`Updated name to ${LONG_NAME}`)).toBeVisible()
  await expect(card(page, LONG_NAME)).toBeVisible()
  expect(await rowNamed(backend, LONG_NAME)).toBeTruthy()

  await page.getByRole('button', { name: 'Remove Bruno Dias' }).click()
  const confirm = page.getByRole('dialog', { name: 'Remove player' })
  await expect(confirm).toContainText('Are you sure you want to permanently remove Bruno Dias from the team? This action cannot be undone.')
  await confirm.getByRole('button', { name: 'Continue' }).click()
  await expect(confirm).toContainText('Please confirm once more: Remove Bruno Dias?')
  await confirm.getByRole('button', { name: 'Remove player' }).click()
  await expect(page.getByText('Bruno Dias has been removed from the team')).toBeVisible()
  await expect(card(page, 'Bruno Dias')).toHaveCount(0)
  expect(await rowNamed(backend, 'Bruno Dias')).toBeUndefined()
  await expect(page.getByText('0 of 4 photos uploaded')).toBeVisible()
})

/** Decoding a 6 MP photo, scaling it and its thumbnail, and sending both: seconds on a busy machine. */
const PHOTO_WORK = { timeout: 30_000 }

test('uploads, replaces, views, downloads and deletes a photo', async ({ page, backend, signInAsAdmin }) => {
  test.setTimeout(90_000)
  await openTeam(page, signInAsAdmin)
  const png = Buffer.from(await makePng(page, { width: 1600, height: 1200, noise: 30 }))
  const jpeg = Buffer.from(await makeJpeg(page, { width: 3000, height: 2000, noise: 30 }))

  // Upload: any image, stored whole (no crop) as a JPEG, with a 256 px thumbnail for the grid.
  await choosePhoto(page, `Upload photo for ${LONG_NAME}`, { name: 'landscape.png', mimeType: 'image/png', buffer: png })
  await expect(page.getByText(`Photo updated for ${LONG_NAME}`)).toBeVisible(PHOTO_WORK)
  await expect(page.getByText('1 of 4 photos uploaded')).toBeVisible()
  const first = (await rowNamed(backend, LONG_NAME))!
  expect(first.upload_status).toBe(true)
  const photo1 = await stored(backend, first.photo_path!)
  expect(isJpeg(photo1)).toBe(true)
  expect(jpegSize(photo1)).toEqual({ width: 1600, height: 1200 })
  expect(jpegSize(await stored(backend, first.thumb_path!))).toEqual({ width: 256, height: 256 })
  const thumbImg = card(page, LONG_NAME).getByRole('img', { name: `Photo of ${LONG_NAME}` })
  await expect(thumbImg).toHaveAttribute('src', new RegExp(`${first.thumb_path!.split('/').pop()!.replace(/\./g, '\\.')}$`))
  await expect(thumbImg).toHaveAttribute('loading', 'lazy')

  // Replace: long side capped at 1920 px; the old photo stays a version (nothing is deleted).
  await choosePhoto(page, `Replace photo of ${LONG_NAME}`, { name: 'big.jpg', mimeType: 'image/jpeg', buffer: jpeg })
  await expect(page.getByText(`Photo updated for ${LONG_NAME}`)).toBeVisible(PHOTO_WORK)
  await expect.poll(async () => (await rowNamed(backend, LONG_NAME))!.photo_path).not.toBe(first.photo_path)
  const second = (await rowNamed(backend, LONG_NAME))!
  expect(jpegSize(await stored(backend, second.photo_path!))).toEqual({ width: 1920, height: 1280 })
  // the replaced photo stays, as a version the admin can restore
  expect(await objectExists(backend, first.photo_path!)).toBe(true)
  expect(await objectExists(backend, first.thumb_path!)).toBe(true)

  // A file that is not an image: a clear message, the photo kept.
  await choosePhoto(page, `Replace photo of ${LONG_NAME}`, {
    name: 'notes.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('not really a photo'),
  })
  await expect(page.getByText('The file given is not an image')).toBeVisible()
  expect((await rowNamed(backend, LONG_NAME))!.photo_path).toBe(second.photo_path)

  // View: the full photo with the name as caption; Escape closes and gives focus back.
  const viewButton = page.getByRole('button', { name: `View photo of ${LONG_NAME}` })
  await viewButton.click()
  const viewer = page.getByRole('dialog', { name: `Photo of ${LONG_NAME}` })
  await expect(viewer.getByRole('img')).toHaveAttribute('src', new RegExp(`${second.photo_path!.split('/').pop()!.replace(/\./g, '\\.')}$`))
  await expect(viewer.locator('figcaption')).toHaveText(LONG_NAME)
  await expect(viewer.getByRole('button', { name: 'Close' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(viewer).toBeHidden()
  await expect(viewButton).toBeFocused()
  await viewButton.click()
  await viewer.locator('figcaption').click()
  await expect(viewer).toBeHidden()

  // Download: the photo's own bytes as '{player_name}.jpg'.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: `Download photo of ${LONG_NAME}` }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`${LONG_NAME}.jpg`)
  const bytes = new Uint8Array(await readFile((await file.path())!))
  expect(isJpeg(bytes)).toBe(true)
  expect(bytes.length).toBe((await stored(backend, second.photo_path!)).length)
  await expect(page.getByText(`Downloaded ${LONG_NAME}'s photo`)).toBeVisible()

  // A real portrait taken off-centre (1800 × 2400, the face near the top right): the face check
  // cuts it to the head-and-shoulders square the wizard opens on, and keeps what it found.
  const portrait = await readFile(join(REPO_ROOT, 'tests', 'fixtures', 'faces', 'portrait-off-centre.jpg'))
  await choosePhoto(page, `Replace photo of ${LONG_NAME}`, { name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: portrait })
  await expect(page.getByText(`Photo updated for ${LONG_NAME}, cropped to the face`)).toBeVisible(PHOTO_WORK)
  const third = (await rowNamed(backend, LONG_NAME))!
  const size = jpegSize(await stored(backend, third.photo_path!))
  expect(size.width).toBe(size.height)
  expect(size.width).toBeLessThan(1800)
  const [version] = await backend.query<{ findings: string[] | null; review_state: string }>(
    'select findings, review_state from photo_versions where photo_path = $1',
    [third.photo_path],
  )
  expect(version).toEqual({ findings: [], review_state: 'approved' })

  // Delete photo: one in-app confirmation; the photo leaves the player but stays a version.
  await page.getByRole('button', { name: `Delete photo of ${LONG_NAME}` }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete photo' })
  await expect(confirm).toContainText(`Are you sure you want to delete ${LONG_NAME}'s photo?`)
  await confirm.getByRole('button', { name: 'Delete photo' }).click()
  await expect(page.getByText('Photo deleted successfully')).toBeVisible()
  await expect(card(page, LONG_NAME).getByText('No photo')).toBeVisible()
  expect(await rowNamed(backend, LONG_NAME)).toMatchObject({ upload_status: false, photo_path: null, photo_url: null })
  expect(await objectExists(backend, second.photo_path!)).toBe(true)
})

test('Download All zips every photo into a folder named after the team', async ({ page, backend, signInAsAdmin }) => {
  test.setTimeout(90_000)
  await openTeam(page, signInAsAdmin)
  const photo = Buffer.from(await makeJpeg(page, { width: 1200, height: 1200, noise: 20 }))
  const twins = page.getByRole('button', { name: 'Upload photo for Ana Silva' })
  for (const label of ['Upload photo for Ana Silva', 'Upload photo for Ana Silva', 'Upload photo for Rui Costa']) {
    const chooser = page.waitForEvent('filechooser')
    await (label.includes('Ana') ? twins.first() : page.getByRole('button', { name: label })).click()
    await (await chooser).setFiles({ name: 'p.jpg', mimeType: 'image/jpeg', buffer: photo })
    await expect(page.getByRole('button', { name: label.replace('Upload photo for', 'Replace photo of') }).first()).toBeVisible()
  }
  await expect(page.getByText('3 of 4 photos uploaded')).toBeVisible()

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download All' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^Portugal_photos_\d{4}-\d{2}-\d{2}\.zip$/)
  await expect(page.getByText('Downloaded 3 photos!')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Download All' })).toBeEnabled()

  const zip = await JSZip.loadAsync(await readFile((await file.path())!))
  const files = Object.values(zip.files).filter((f) => !f.dir)
  expect(files.map((f) => f.name).sort()).toEqual(['Portugal/Ana Silva (2).jpg', 'Portugal/Ana Silva.jpg', 'Portugal/Rui Costa.jpg'])
  for (const f of files) expect(isJpeg(await f.async('uint8array')), f.name).toBe(true)
  expect((await rows(backend)).filter((r) => r.upload_status)).toHaveLength(3)
})

test('the grid loads thumbnails only; the list view has Player, Status and Actions', async ({ page, signInAsAdmin }) => {
  await openTeam(page, signInAsAdmin)
  const images = page.getByRole('list', { name: 'Players' }).getByRole('img')
  await expect(images).toHaveCount(3)
  for (const src of await images.evaluateAll((els) => els.map((e) => e.getAttribute('src') ?? ''))) expect(src).toMatch(/\.thumb\.jpg$/)

  await page.getByRole('button', { name: 'List' }).click()
  await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true')
  const table = page.getByRole('table')
  await expect(table.getByRole('columnheader')).toHaveText(['Player', 'Status', 'Actions'])
  // an admin's own upload needs no review; the face check's finding on it (a noise picture) shows beside
  const status = table.getByRole('row').filter({ hasText: 'Rui Costa' }).getByRole('cell').nth(1)
  await expect(status.getByText('Approved', { exact: true })).toBeVisible()
  await expect(status.getByTestId('photo-findings')).toHaveText('Photo checks: No face found')
  // the photo deleted earlier stays a version: 'No photo', and its versions
  const deleted = table.getByRole('row').filter({ hasText: LONG_NAME }).getByRole('cell').nth(1)
  await expect(deleted).toContainText('No photo')
  await expect(deleted.getByRole('button', { name: /^Versions \(3\)/ })).toBeVisible()

  await page.getByRole('searchbox', { name: 'Search players' }).fill('ÁNGELES')
  await expect(table.getByRole('row')).toHaveCount(2)
  await page.getByRole('searchbox', { name: 'Search players' }).fill('nobody')
  await expect(page.getByText('No players found')).toBeVisible()
})

test('URL names: dashes read as spaces; an unknown team shows Team Not Found', async ({ page, signInAsAdmin }) => {
  await signInAsAdmin(page)
  await page.goto('/admin/mjwc2025/new-zealand')
  await expect(page.getByRole('heading', { level: 1, name: 'New Zealand' })).toBeVisible()
  await page.goto('/admin/mjwc2025/No-Such-Team') // not 'Atlantis': the dashboard spec adds that team
  await expect(page.getByRole('heading', { name: 'Team Not Found' })).toBeVisible()
  await expect(
    page.getByText("The team you're looking for doesn't exist or has been removed. Please verify the link with your team administrator."),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Back to dashboard' }).click()
  await expect(page).toHaveURL(/\/admin\/mjwc2025$/)
})
