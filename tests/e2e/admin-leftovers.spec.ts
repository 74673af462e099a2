// The overwritten and leftover files, and the live dashboard, in real Chromium at 1440×900
// against the local backend. Photos are set through the admin API (supabase-js, as the app's
// data module does it) so the test drives only the screens it is about.
// Works on its own team ('Lyonesse', made here): the backend is shared by a worker's spec files.
import type { Page } from '@playwright/test'
import type { SupabaseClient } from '@supabase/supabase-js'
import { test, expect, type E2EBackend } from './fixtures'
import { expectAxeClean } from './axe'
import { adminApi, seenPlayer, setPhotoAsAdmin } from './admin-api'
import { makeJpeg } from '../fixtures/browser-images.ts'

const EVENT = 'MJWC 2025'
const EVENT_CODE = 'mjwc2025'
const TEAM = 'Lyonesse'
const [ANA, BEN, CAI] = ['Ana Lyonesse', 'Ben Lyonesse', 'Cai Lyonesse'] as const
const BUCKET = 'player-photos'

test.describe.configure({ mode: 'serial' })

const player = (backend: E2EBackend, name: string) => seenPlayer(backend, EVENT, TEAM, name)
const setPhoto = (api: SupabaseClient, backend: E2EBackend, name: string, photo: Uint8Array<ArrayBuffer>, thumb: Uint8Array<ArrayBuffer>) =>
  setPhotoAsAdmin(api, backend, { event: EVENT, team: TEAM, name }, photo, thumb)

const publicUrl = (backend: E2EBackend, key: string) => `${backend.url}/storage/v1/object/public/${BUCKET}/${encodeURI(key)}`
const fileName = (key: string) => key.split('/').pop()!

async function images(page: Page) {
  const jpeg = async (noise: number) => makeJpeg(page, { width: 900, height: 1200, noise })
  const thumb = async () => makeJpeg(page, { width: 256, height: 256, noise: 5 })
  return { jpeg, thumb }
}

const leftoverItem = (page: Page, thumbKey: string) =>
  page
    .getByTestId('leftover-file')
    .filter({ has: page.locator(`img[alt=""][src$="${fileName(thumbKey)}"]`) })
    .first()

const storageFiles = async (page: Page) =>
  Number(/\(([\d,]+) files?\)/.exec((await page.getByTestId('storage-usage').textContent()) ?? '')![1]!.replace(/,/g, ''))

test.beforeAll(async ({ backend }) => {
  await backend.query(
    `insert into team_access (event_name, team, code) select $1, $2, private.random_code()
      where not exists (select 1 from team_access where event_name = $1 and team = $2)`,
    [EVENT, TEAM],
  )
  await backend.query('delete from event_uploads where event_name = $1 and team = $2', [EVENT, TEAM])
  await backend.query('insert into event_uploads (event_name, team, player_name) select $1, $2, unnest($3::text[])', [
    EVENT,
    TEAM,
    [ANA, BEN, CAI],
  ])
})

test('a replaced photo is under Replaced, restores as current, and a purged one is gone for good', async ({
  page,
  backend,
  signInAsAdmin,
}) => {
  test.setTimeout(180_000)
  await page.goto('/')
  const { jpeg, thumb } = await images(page)
  const api = await adminApi(backend)
  const ana1 = await setPhoto(api, backend, ANA, await jpeg(20), await thumb())
  const ana2 = await setPhoto(api, backend, ANA, await jpeg(40), await thumb())
  const ben1 = await setPhoto(api, backend, BEN, await jpeg(30), await thumb())
  const ben2 = await setPhoto(api, backend, BEN, await jpeg(50), await thumb())

  await signInAsAdmin(page)
  await expect(page.getByTestId('storage-usage')).toBeVisible()
  const filesBefore = await storageFiles(page)
  await page.getByRole('link', { name: 'Overwritten and leftover files' }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/${EVENT_CODE}/files/leftovers$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Overwritten and leftover files' })).toBeVisible()

  // Ana's first photo, under Replaced, with her current (second) photo beside it.
  await page
    .getByRole('group', { name: 'Show files of kind' })
    .getByRole('button', { name: /^Replaced/ })
    .click()
  const anaOld = leftoverItem(page, ana1.thumb_path!)
  await expect(anaOld.getByRole('heading', { name: ANA })).toBeVisible()
  await expect(anaOld.getByText('Replaced', { exact: true })).toBeVisible()
  await expect(anaOld.getByText(TEAM, { exact: true })).toBeVisible()
  await expect(anaOld.getByRole('img', { name: `Current photo of ${ANA}` })).toHaveAttribute(
    'src',
    new RegExp(`${fileName(ana2.photo_path!).replace(/\.jpg$/, '.thumb.jpg')}$`),
  )
  await expectAxeClean(page, { seriousOnly: true })

  // Large view, then restore: the first photo is Ana's again, the second becomes the leftover.
  await anaOld.getByRole('button', { name: `View larger: ${ANA} (${TEAM})` }).click()
  const viewer = page.getByRole('dialog', { name: `Replaced: ${ANA} (${TEAM})` })
  await expect(viewer.getByRole('img', { name: `Leftover photo of ${ANA} (${TEAM})` })).toHaveAttribute(
    'src',
    new RegExp(`${fileName(ana1.photo_path!)}$`),
  )
  await viewer.getByRole('button', { name: 'Close' }).click()
  await anaOld.getByRole('button', { name: 'Restore as current' }).click()
  await expect(page.getByText(`Restored as the current photo of ${ANA}`)).toBeVisible()
  await expect.poll(async () => (await player(backend, ANA)).photo_path).toBe(ana1.photo_path)
  await expect(leftoverItem(page, ana2.thumb_path!).getByRole('heading', { name: ANA })).toBeVisible()
  await expect(leftoverItem(page, ana1.thumb_path!)).toHaveCount(0)

  // Purge Ben's first photo: a confirmation with files and MB, then its public URL answers not found.
  expect((await fetch(publicUrl(backend, ben1.photo_path!))).status).toBe(200)
  await leftoverItem(page, ben1.thumb_path!).getByRole('button', { name: 'Purge' }).click()
  const confirm = page.getByRole('dialog', { name: 'Purge files' })
  await expect(confirm).toContainText(/Purge 1 file and free [\d.]+ MB\?/)
  await confirm.getByRole('button', { name: 'Purge 1 file' }).click()
  await expect(page.getByText(/^Purged 1 file: [\d.]+ MB freed$/)).toBeVisible()
  await expect(leftoverItem(page, ben1.thumb_path!)).toHaveCount(0)
  for (const key of [ben1.photo_path!, ben1.thumb_path!]) {
    const res = await fetch(publicUrl(backend, key))
    expect([400, 404], key).toContain(res.status)
    expect(res.headers.get('content-type')).toMatch(/json/)
    expect(await res.json()).toMatchObject({ error: expect.any(String) })
  }
  // Ben's current photo is untouched.
  expect((await fetch(publicUrl(backend, ben2.photo_path!))).status).toBe(200)

  // Back on the dashboard the storage line counts two files fewer (photo and thumbnail).
  await page.getByRole('link', { name: 'Back to dashboard' }).click()
  await expect.poll(() => storageFiles(page)).toBe(filesBefore - 2)
})

test('the dashboard picks up an upload made meanwhile, by itself and without a loading flash', async ({ page, backend, signInAsAdmin }) => {
  test.setTimeout(120_000)
  await page.addInitScript(() => {
    window.__PHOTO_PORTAL_REFRESH_MS__ = 300
  })
  await page.goto('/')
  const { jpeg, thumb } = await images(page)
  await signInAsAdmin(page)
  await expect(page.getByText('Overall Progress')).toBeVisible()
  await expect(page.getByTestId('last-refresh')).toContainText('Updated')

  // From here on, the loading state must never show again.
  await page.evaluate(() => {
    const w = window as Window & { __sawLoading?: boolean }
    w.__sawLoading = false
    new MutationObserver(() => {
      if (document.body.textContent?.includes('Loading teams…')) w.__sawLoading = true
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  })
  await page.getByPlaceholder('Search teams...').fill(TEAM)
  const card = page.getByTestId('team-card').filter({ has: page.getByRole('link', { name: TEAM, exact: true }) })
  const before = await backend.query<{ uploaded: number }>(
    'select count(*) filter (where upload_status)::int as uploaded from event_uploads where event_name = $1 and team = $2',
    [EVENT, TEAM],
  )
  await expect(card.getByText(`${before[0]!.uploaded}/3 players`)).toBeVisible()

  await setPhoto(await adminApi(backend), backend, CAI, await jpeg(25), await thumb())
  await expect(card.getByText(`${before[0]!.uploaded + 1}/3 players`)).toBeVisible()
  await expect(page.getByPlaceholder('Search teams...')).toHaveValue(TEAM)
  await expect(page.getByTestId('team-card')).toHaveCount(1)
  expect(await page.evaluate(() => (window as Window & { __sawLoading?: boolean }).__sawLoading)).toBe(false)

  // The review counts, the freshness line and the consent dialog are axe clean.
  await expectAxeClean(page, { seriousOnly: true })
  await page.getByRole('button', { name: 'Consent' }).click()
  await expect(page.getByRole('dialog', { name: 'Consent' }).getByRole('textbox', { name: 'Consent text (English)' })).toBeVisible()
  await expectAxeClean(page, { seriousOnly: true })
})
