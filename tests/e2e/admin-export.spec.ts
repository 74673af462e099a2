// Handing the photos over, in real Chromium at 1440×900: an organizer defines an accreditation
// destination (35:45, 420×540, under 500 KB, flat, approved photos only, manifest) and a TV one
// (square, a folder per team), exports each, and the zips are opened and checked: names, folders,
// every picture's pixel size and bytes, the manifest, and who was left out. One export is written
// as the browser's own download, the other through the save picker, streamed into a file.
import { readFile } from 'node:fs/promises'
import JSZip from 'jszip'
import type { Page } from '@playwright/test'
import { test, expect, type E2EBackend } from './fixtures'
import { adminApi, setPhotoAsAdmin } from './admin-api'
import { expectAxeClean } from './axe'
import { makeJpeg } from '../fixtures/browser-images.ts'
import { jpegSize } from '../fixtures/jpeg-size.ts'

const EVENT = 'Export Cup 2026'
const CODE = 'exportcup'
const PLAYERS: [team: string, name: string][] = [
  ['Germany', 'Jonas Müller'],
  ['Germany', "Ma'ayan O'Neil"],
  ['Germany', 'Lukas: der Torwart'],
  ['India', 'Harmanpreet Singh'],
  ['India', 'Sreejesh P. R.'],
]

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ backend, browser }) => {
  await backend.query(
    `insert into events select (jsonb_populate_record(null::events, to_jsonb(e) || jsonb_build_object(
       'code', $2::text, 'name', $1::text, 'display_name', $1::text, 'short_name', 'Export Cup', 'state', 'open',
       'export_destinations', '[]'::jsonb, 'export_destinations_version', 0))).*
       from events e where e.name = 'MJWC 2025' on conflict do nothing`,
    [EVENT, CODE],
  )
  for (const team of ['Germany', 'India']) {
    await backend.query(`insert into team_access (event_name, team, code) values ($1, $2, private.random_code()) on conflict do nothing`, [
      EVENT,
      team,
    ])
  }
  await backend.query('delete from event_uploads where event_name = $1', [EVENT])
  for (const [team, name] of PLAYERS)
    await backend.query('insert into event_uploads (event_name, team, player_name) values ($1, $2, $3)', [EVENT, team, name])
  await backend.query('insert into event_uploads (event_name, team, player_name) values ($1, $2, $3)', [EVENT, 'India', 'Without Photo'])

  const page = await browser.newPage()
  const photo = await makeJpeg(page, { width: 1024, height: 1024, noise: 40 })
  const thumb = await makeJpeg(page, { width: 256, height: 256, noise: 40 })
  await page.close()
  const api = await adminApi(backend)
  for (const [team, name] of PLAYERS) await setPhotoAsAdmin(api, backend, { event: EVENT, team, name }, photo, thumb)
  // one photo still waits for review: the accreditation takes approved photos only
  await backend.query(
    `update photo_versions set review_state = 'submitted', reviewed_at = null
      where photo_path = (select photo_path from event_uploads where event_name = $1 and player_name = 'Sreejesh P. R.')`,
    [EVENT],
  )
})

async function openExport(page: Page, signInAsAdmin: (page: Page, eventCode?: string) => Promise<void>) {
  await signInAsAdmin(page, CODE)
  await page.getByRole('link', { name: 'Hand over photos' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Hand over photos' })).toBeVisible()
}

const destination = (page: Page, name: string) => page.getByRole('article', { name })

async function zipFrom(bytes: Buffer | Uint8Array) {
  const zip = await JSZip.loadAsync(bytes)
  return Object.values(zip.files).filter((f) => !f.dir)
}

test('defines an accreditation destination from its preset, with a live preview of the names', async ({ page, signInAsAdmin }) => {
  await openExport(page, signInAsAdmin)
  await expect(page.getByText('No destinations yet.')).toBeVisible()
  await page.getByRole('button', { name: /^Accreditation:/ }).click()
  const form = page.getByRole('dialog', { name: 'New destination' })
  await expect(form.getByLabel('Shape')).toHaveValue('35:45')
  await expect(form.getByText('Height: 540 px')).toBeVisible()
  await form.getByLabel('Name', { exact: true }).fill('Accreditation — OC')
  // a field that doesn't exist is named, and nothing is saved with it
  await form.getByLabel(/^File name/).fill('{team_code}_{surname}')
  await expect(form.getByText('Unknown field: {surname}')).toBeVisible()
  await form.getByLabel(/^File name/).fill('{team_code}_{NAME}')
  // approved photos only, in team and name order: the player still under review is not among them
  await expect(form.getByTestId('name-preview').getByRole('listitem')).toHaveText([
    'GER_JONAS MÜLLER.jpg',
    'GER_LUKAS_ DER TORWART.jpg',
    "GER_MA'AYAN O'NEIL.jpg",
  ])
  await form.getByRole('button', { name: 'Save destination' }).click()
  await expect(page.getByText('Destination saved')).toBeVisible()
  const card = destination(page, 'Accreditation — OC')
  await expect(card).toContainText(
    'Passport portrait (35:45) · 420×540 px · JPEG ≤ 500 KB · approved photos · one folder · with manifest.csv',
  )
  await expect(card.getByRole('button', { name: 'Export 4 photos' })).toBeVisible()
})

test('the page, a destination and its form are axe clean at desktop and phone size', async ({ page, signInAsAdmin }) => {
  await openExport(page, signInAsAdmin)
  await expect(destination(page, 'Accreditation — OC')).toBeVisible()
  await expectAxeClean(page, { what: 'export page, 1440×900' })
  await destination(page, 'Accreditation — OC').getByRole('button', { name: /^Edit/ }).click()
  await expect(page.getByRole('dialog', { name: 'Edit destination' })).toBeVisible()
  await expectAxeClean(page, { what: 'destination form, 1440×900' })
  await page.keyboard.press('Escape')
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expectAxeClean(page, { what: 'export page, 390×844' })
})

test('exports the accreditation zip as a download: 420×540 under 500 KB, flat, with its manifest', async ({ page, signInAsAdmin }) => {
  // a browser without the save picker (Firefox, Safari, phones) gets the zip as one download
  await page.addInitScript(() => delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker)
  await openExport(page, signInAsAdmin)
  const card = destination(page, 'Accreditation — OC')
  const download = page.waitForEvent('download')
  await card.getByRole('button', { name: 'Export 4 photos' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^exportcup_Accreditation — OC_\d{4}-\d{2}-\d{2}\.zip$/)
  // streamed through the export's service worker, which is scoped to its downloads alone: the
  // page itself is not under it
  expect(new URL(file.url()).pathname).toMatch(/^\/__export\/[0-9a-f-]{36}\/exportcup_Accreditation/)
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => new URL(r.scope).pathname))).toEqual(
    ['/__export/'],
  )
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
  await expect(page.getByTestId('export-memory-note')).toHaveCount(0)
  await expect(card.getByRole('status')).toContainText(/^Exported 4 photos \(.+ MB\) to exportcup_Accreditation — OC_/)
  await card.getByText('2 players left out').click()
  await expect(card.getByTestId('export-skipped').getByRole('listitem')).toHaveText([
    'Sreejesh P. R. (India): photo not approved yet',
    'Without Photo (India): no photo yet',
  ])

  const files = await zipFrom(await readFile((await file.path())!))
  expect(files.map((f) => f.name).sort()).toEqual([
    'GER_JONAS MÜLLER.jpg',
    'GER_LUKAS_ DER TORWART.jpg',
    "GER_MA'AYAN O'NEIL.jpg",
    'IND_HARMANPREET SINGH.jpg',
    'manifest.csv',
  ])
  for (const f of files.filter((f) => f.name.endsWith('.jpg'))) {
    const bytes = await f.async('uint8array')
    expect(jpegSize(bytes), f.name).toEqual({ width: 420, height: 540 })
    expect(bytes.length, f.name).toBeLessThanOrEqual(500 * 1024)
  }
  const manifest = (await files.find((f) => f.name === 'manifest.csv')!.async('string'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
  expect(manifest[0]).toBe(
    'file,team,team_code,player_name,number,family_name,given_name,external_id,role,review_state,photo_date,width,height,bytes,source,note',
  )
  expect(manifest).toHaveLength(5)
  const jonas = manifest.find((l) => l.startsWith('GER_JONAS MÜLLER.jpg'))!
  expect(jonas).toMatch(
    /^GER_JONAS MÜLLER\.jpg,Germany,GER,Jonas Müller,,,,,player,approved,\d{4}-\d{2}-\d{2}T[^,]+,420,540,\d+,square,cut from the square photo: no portrait master$/,
  )
})

test('where no service worker can run, the zip is gathered in memory, and the page says so first', async ({ page, signInAsAdmin }) => {
  await page.addInitScript(() => {
    delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker
    Object.defineProperty(Navigator.prototype, 'serviceWorker', { get: () => undefined })
  })
  await openExport(page, signInAsAdmin)
  await expect(page.getByTestId('export-memory-note')).toContainText('held in memory until it is complete')
  const download = page.waitForEvent('download')
  await destination(page, 'Accreditation — OC').getByRole('button', { name: 'Export 4 photos' }).click()
  const file = await download
  expect(file.url()).toMatch(/^blob:/)
  const files = await zipFrom(await readFile((await file.path())!))
  expect(files.map((f) => f.name)).toHaveLength(5)
})

test('shows photos done of the total and the bytes as it goes; Cancel stops it and the download fails rather than keep half a zip', async ({
  page,
  signInAsAdmin,
}) => {
  await page.addInitScript(() => delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker)
  // the photos arrive only when the test lets them: progress is seen between two
  const held: (() => Promise<void>)[] = []
  await openExport(page, signInAsAdmin)
  await page.route('**/storage/v1/object/public/**', (route) => void held.push(() => route.continue().catch(() => undefined)))
  const card = destination(page, 'Accreditation — OC')
  const download = page.waitForEvent('download')
  await card.getByRole('button', { name: 'Export 4 photos' }).click()
  await expect(card.getByRole('status')).toHaveText('0 photos of 4 · 0 MB')
  await expect.poll(() => held.length).toBeGreaterThan(0)
  await held.shift()!()
  await expect(card.getByRole('status')).toHaveText(/^1 photo of 4 · [\d.]+ MB$/)
  await card.getByRole('button', { name: 'Cancel export' }).click()
  await expect(card.getByRole('status')).toHaveText('Export cancelled. Nothing was saved.')
  expect(await (await download).failure()).not.toBeNull()
  await Promise.all(held.map((go) => go()))
})

test('exports TV squares of the chosen teams through the save picker, streamed into the file', async ({ page, signInAsAdmin }) => {
  // the save picker, as Chromium on a desktop offers it: whatever the page writes lands in `written`
  await page.addInitScript(() => {
    const w = window as unknown as { written: Uint8Array[]; zipClosed: boolean; showSaveFilePicker: unknown }
    w.written = []
    w.zipClosed = false
    w.showSaveFilePicker = async () => ({
      createWritable: async () =>
        new WritableStream<Uint8Array>({
          write: (chunk) => void w.written.push(chunk.slice()),
          close: () => void (w.zipClosed = true),
        }),
    })
  })
  await openExport(page, signInAsAdmin)
  await page.getByRole('button', { name: 'Add destination' }).click()
  const form = page.getByRole('dialog', { name: 'New destination' })
  await form.getByLabel('Name', { exact: true }).fill('TV graphics')
  await form.getByLabel('Width in pixels').fill('600')
  await form.getByLabel(/^File name/).fill('{team}_{name}')
  await expect(form.getByTestId('name-preview').getByRole('listitem').first()).toHaveText('Germany/Germany_Jonas Müller.jpg')
  await form.getByRole('button', { name: 'Save destination' }).click()
  const card = destination(page, 'TV graphics')
  await expect(card).toContainText('Square (1:1) · 600×600 px · JPEG · every current photo · a folder per team')

  await card.getByRole('checkbox', { name: 'All teams' }).uncheck()
  await card.getByRole('checkbox', { name: 'India' }).check()
  await card.getByRole('button', { name: 'Export 2 photos' }).click()
  await expect(card.getByRole('status')).toContainText('Exported 2 photos')
  await expect.poll(() => page.evaluate(() => (window as unknown as { zipClosed: boolean }).zipClosed)).toBe(true)
  const base64 = await page.evaluate(async () => {
    const bytes = new Uint8Array(await new Blob((window as unknown as { written: Uint8Array<ArrayBuffer>[] }).written).arrayBuffer())
    let binary = ''
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
    return btoa(binary)
  })
  const files = await zipFrom(Buffer.from(base64, 'base64'))
  expect(files.map((f) => f.name).sort()).toEqual(['India/India_Harmanpreet Singh.jpg', 'India/India_Sreejesh P. R.jpg'])
  for (const f of files) expect(jpegSize(await f.async('uint8array'))).toEqual({ width: 600, height: 600 })
})

test("a save from a page showing an older list is refused, and the page shows the other organizer's list", async ({
  page,
  backend,
  signInAsAdmin,
}) => {
  await openExport(page, signInAsAdmin)
  await expect(destination(page, 'TV graphics')).toBeVisible()
  await changeElsewhere(backend)
  await destination(page, 'TV graphics').getByRole('button', { name: 'Delete TV graphics' }).click()
  await page.getByRole('dialog', { name: 'Delete destination' }).getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Another organizer changed the export destinations since you opened the page')).toBeVisible()
  await expect(destination(page, 'Team sheets')).toBeVisible()
  const [row] = await backend.query<{ names: string[] }>(
    `select array(select d->>'name' from events e, jsonb_array_elements(e.export_destinations) d where e.name = $1) as names`,
    [EVENT],
  )
  expect(row!.names).toEqual(['Accreditation — OC', 'TV graphics', 'Team sheets'])
})

async function changeElsewhere(backend: E2EBackend) {
  await backend.query(
    `update events set export_destinations = export_destinations || jsonb_build_array(jsonb_build_object(
       'id', 'other', 'name', 'Team sheets', 'shape', 'square', 'width', 800, 'format', 'jpeg', 'max_kb', null,
       'template', '{name}', 'folders', 'team', 'photos', 'current', 'manifest', false)),
       export_destinations_version = export_destinations_version + 1 where name = $1`,
    [EVENT],
  )
}
