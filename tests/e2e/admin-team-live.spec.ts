// The admin team page and the players' uploads racing it, in real Chromium against the local
// backend. A stale page — the admin still sees 'No photo', or the old photo —
// can no longer destroy what a player just uploaded: the server refuses the admin's Upload or
// Delete ('This photo changed since you opened the page'), the page reloads, and the player's
// photo is still there. And the page refreshes itself, without a reload and without a loading
// state. Works on its own team so no other spec file is disturbed.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { test, expect, type E2EBackend } from './fixtures'
import { uploadPhoto } from '../integration/upload-steps.ts'

const EVENT = 'MJWC 2025'
const TEAM = 'Live Racers'
const TEAM_URL = '/admin/mjwc2025/Live-Racers'
const PHOTO = join(import.meta.dirname, '../fixtures/images/portrait-o6.jpg')

type Row = { id: number; photo_path: string | null; thumb_path: string | null }

test.describe.configure({ mode: 'serial' })

const rowOf = async (backend: E2EBackend, name: string): Promise<Row> => {
  const [row] = await backend.query<Row>(
    'select id, photo_path, thumb_path from event_uploads where event_name = $1 and team = $2 and player_name = $3',
    [EVENT, TEAM, name],
  )
  if (!row) throw new Error(`no player ${name}`)
  return row
}

/** The player uploads with the team link (begin_upload → Storage → finish_upload), as the wizard does. */
async function playerUploads(backend: E2EBackend, name: string): Promise<string> {
  const { id } = await rowOf(backend, name)
  const jpeg = await readFile(PHOTO)
  await uploadPhoto(backend, { id, event_name: EVENT, code: await backend.codeFor(EVENT, TEAM) }, jpeg, jpeg)
  const { photo_path } = await rowOf(backend, name)
  if (!photo_path) throw new Error('the upload left no photo')
  return photo_path
}

/** The random part of a stored key: the photo and its thumbnail share it. */
const stem = (key: string) =>
  new RegExp(
    key
      .split('/')
      .pop()!
      .replace(/\.jpg$/, ''),
  )

const publicStatus = async (backend: E2EBackend, key: string) =>
  (await fetch(`${backend.url}/storage/v1/object/public/player-photos/${encodeURI(key)}`)).status

const card = (page: Page, name: string): Locator =>
  page
    .getByRole('list', { name: 'Players' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) })

/** Opens the team page with the live refresh's timer set (0: off, so the page stays as loaded). */
async function openTeam(page: Page, signInAsAdmin: (page: Page) => Promise<void>, refreshMs: number) {
  await page.addInitScript((ms) => Object.assign(window, { __PHOTO_PORTAL_REFRESH_MS__: ms }), refreshMs)
  await signInAsAdmin(page)
  await page.goto(TEAM_URL)
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
    ['Pia Stale', 'Rui Stale', 'Lia Live'],
  ])
})

test("Upload on a stale 'No photo' row keeps the player's new photo", async ({ page, backend, signInAsAdmin }) => {
  await openTeam(page, signInAsAdmin, 0)
  await expect(card(page, 'Pia Stale').getByText('No photo')).toBeVisible()

  // Meanwhile the player uploads; the admin's page still shows 'No photo'.
  const players = await playerUploads(backend, 'Pia Stale')
  await expect(card(page, 'Pia Stale').getByText('No photo')).toBeVisible()

  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Upload photo for Pia Stale', exact: true }).click()
  await (await chooser).setFiles(PHOTO)

  await expect(page.getByText('This photo changed since you opened the page')).toBeVisible()
  // the page reloaded: the player's photo, waiting for review
  await expect(card(page, 'Pia Stale').getByText('Needs review')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Replace photo of Pia Stale', exact: true })).toBeVisible()
  expect((await rowOf(backend, 'Pia Stale')).photo_path).toBe(players)
  expect(await publicStatus(backend, players)).toBe(200)
})

test("Delete on a stale photo keeps the player's new photo, and the old one stays a version", async ({ page, backend, signInAsAdmin }) => {
  const first = await playerUploads(backend, 'Rui Stale')
  await openTeam(page, signInAsAdmin, 0)
  await expect(card(page, 'Rui Stale').getByRole('img', { name: 'Photo of Rui Stale' })).toHaveAttribute('src', stem(first))

  // The player replaces it while the admin looks at the first photo.
  const second = await playerUploads(backend, 'Rui Stale')
  expect(second).not.toBe(first)

  await page.getByRole('button', { name: 'Delete photo of Rui Stale', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete photo' })
  await dialog.getByRole('button', { name: 'Delete photo' }).click()

  await expect(page.getByText('This photo changed since you opened the page')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(card(page, 'Rui Stale').getByRole('img', { name: 'Photo of Rui Stale' })).toHaveAttribute('src', stem(second))
  expect((await rowOf(backend, 'Rui Stale')).photo_path).toBe(second)
  expect(await publicStatus(backend, second)).toBe(200)
  expect(await publicStatus(backend, first)).toBe(200)
  // both in the versions, the new one current
  await card(page, 'Rui Stale').getByRole('button', { name: 'Versions (2) of Rui Stale' }).click()
  const versions = page.getByRole('dialog', { name: 'Photo versions of Rui Stale' })
  await expect(versions.getByRole('listitem')).toHaveCount(2)
  await expect(versions.getByRole('listitem').first()).toContainText('Current')
  await expect(versions.getByRole('button', { name: /^Restore the version from/ })).toHaveCount(1)
})

test('the page shows a new upload by itself, without a reload or a loading state', async ({ page, backend, signInAsAdmin }) => {
  await openTeam(page, signInAsAdmin, 250)
  await expect(card(page, 'Lia Live').getByText('No photo')).toBeVisible()
  // Note anything that would betray a reload or a loading flash from now on.
  await page.evaluate(() => {
    const w = window as unknown as { __sameDocument: boolean; __sawLoading: boolean }
    w.__sameDocument = true
    w.__sawLoading = false
    new MutationObserver(() => {
      if (document.body.textContent?.includes('Loading players')) w.__sawLoading = true
    }).observe(document.body, { childList: true, subtree: true, characterData: true })
  })
  await page.getByRole('searchbox', { name: 'Search players' }).fill('li')

  await playerUploads(backend, 'Lia Live')

  await expect(card(page, 'Lia Live').getByText('Needs review')).toBeVisible()
  await expect(card(page, 'Lia Live').getByRole('img', { name: 'Photo of Lia Live' })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
  expect(await page.evaluate(() => (window as unknown as { __sawLoading?: boolean }).__sawLoading)).toBe(false)
  await expect(page.getByRole('searchbox', { name: 'Search players' })).toHaveValue('li')
})
