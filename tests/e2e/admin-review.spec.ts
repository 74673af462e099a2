// Review mode, bulk approve and the Activity trail on the admin team page, in real Chromium
// against the local backend. Players upload with the team link (the API, as the
// wizard does); the organizer reviews with the keyboard, bulk-approves while a player replaces a
// photo, and reads it all back in the roster, the database and the Activity panel (and its CSV).
// Works on its own team so no other spec file is disturbed.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { test, expect, type E2EBackend } from './fixtures'
import { expectAxeClean } from './axe'
import { uploadPhoto } from '../integration/upload-steps.ts'

const EVENT = 'MJWC 2025'
const TEAM = 'Camelot'
const PHOTO = join(import.meta.dirname, '../fixtures/images/portrait-o6.jpg')
const [ARTHUR, GWEN, LANCE] = ['Arthur Pendragon', 'Gwen Ward', 'Lance Lake']

test.describe.configure({ mode: 'serial' })

async function playerUploads(backend: E2EBackend, name: string) {
  const [row] = await backend.query<{ id: number }>(
    'select id from event_uploads where event_name = $1 and team = $2 and player_name = $3',
    [EVENT, TEAM, name],
  )
  const jpeg = await readFile(PHOTO)
  await uploadPhoto(backend, { id: row!.id, event_name: EVENT, code: await backend.codeFor(EVENT, TEAM) }, jpeg, jpeg)
}

const reviewState = async (backend: E2EBackend, name: string) =>
  (
    await backend.query<{ review_state: string; retake_reason: string | null; retake_note: string | null }>(
      `select v.review_state, v.retake_reason, v.retake_note from event_uploads u join photo_versions v on v.photo_path = u.photo_path
        where u.event_name = $1 and u.team = $2 and u.player_name = $3`,
      [EVENT, TEAM, name],
    )
  )[0]

const card = (page: Page, name: string): Locator =>
  page
    .getByRole('list', { name: 'Players' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) })

async function openTeam(page: Page, signInAsAdmin: (page: Page) => Promise<void>) {
  // The live refresh off: what the page shows changes only by what this test does.
  await page.addInitScript(() => Object.assign(window, { __PHOTO_PORTAL_REFRESH_MS__: 0 }))
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
    [ARTHUR, GWEN, LANCE],
  ])
  await playerUploads(backend, ARTHUR)
  // Gwen uploads twice: the review shows her first photo beside the second.
  await playerUploads(backend, GWEN)
  await playerUploads(backend, GWEN)
})

test('reviews one photo at a time with the keys; the roster and the Activity show the decisions', async ({
  page,
  backend,
  signInAsAdmin,
}) => {
  await openTeam(page, signInAsAdmin)
  await page.getByRole('button', { name: 'Review photos (2)' }).click()
  const review = page.getByRole('dialog', { name: 'Review photos' })
  const shown = review.getByRole('heading', { level: 3 })
  await expect(shown).toHaveText(ARTHUR)
  await expect(review.getByRole('img', { name: `Photo of ${ARTHUR}`, exact: true })).toBeVisible()
  await expect(review.getByRole('button', { name: 'Approve' })).toBeFocused()
  await expectAxeClean(page, { include: 'dialog[open]', seriousOnly: true })

  // R: the reasons; a reason and a note; sent → on to the next photo waiting.
  await page.keyboard.press('r')
  await review.getByRole('radio', { name: 'Blurry' }).check()
  await review.getByRole('textbox', { name: 'Note for the player (optional)' }).fill('Hold the phone still')
  await expectAxeClean(page, { include: 'dialog[open]', seriousOnly: true })
  await review.getByRole('button', { name: 'Send retake request' }).click()
  await expect(review.getByText(`Asked ${ARTHUR} for a retake`)).toBeVisible()
  await expect(shown).toHaveText(GWEN)
  await expect(review.getByRole('img', { name: `Previous photo of ${GWEN}` })).toBeVisible()

  // A approves; nothing is left.
  await page.keyboard.press('a')
  await expect(review.getByText('All photos are reviewed')).toBeVisible()
  expect(await reviewState(backend, ARTHUR)).toEqual({
    review_state: 'retake',
    retake_reason: 'blurry',
    retake_note: 'Hold the phone still',
  })
  expect(await reviewState(backend, GWEN)).toMatchObject({ review_state: 'approved' })

  // Escape closes; the roster already shows both decisions, without a reload.
  await page.keyboard.press('Escape')
  await expect(review).toBeHidden()
  await expect(card(page, ARTHUR).getByText('Retake requested')).toBeVisible()
  await expect(card(page, GWEN).getByText('Approved')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Review photos (0)' })).toBeDisabled()

  // The Activity panel: the decisions, newest first, as sentences; the CSV holds the whole trail.
  await page.getByRole('button', { name: 'Activity' }).click()
  const activity = page.getByRole('dialog', { name: 'Activity' })
  const lines = activity.getByRole('listitem')
  await expect(lines.first()).toContainText(`Admin approved ${GWEN}'s photo`)
  await expect(lines.nth(1)).toContainText(`Admin requested a retake from ${ARTHUR}: Blurry — “Hold the phone still”`)
  await expect(activity.getByText(`Team link replaced ${GWEN}'s photo`)).toBeVisible()
  await expect(activity.getByText(`Team link uploaded a new photo for ${ARTHUR}`)).toBeVisible()
  await expectAxeClean(page, { include: 'dialog[open]', seriousOnly: true })

  const download = page.waitForEvent('download')
  await activity.getByRole('button', { name: 'Export CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^mjwc2025_Camelot_activity_\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = (await readFile((await file.path())!, 'utf8')).split('\r\n')
  expect(csv[0]).toBe('\uFEFFTime,Who,Action,Player,Description,Before,After')
  expect(csv[1]).toContain(`Admin,approve,${GWEN},Admin approved ${GWEN}'s photo`)
  expect(csv.some((l) => l.includes(`Team link,upload,${ARTHUR}`))).toBe(true)
  await expect(activity.getByText(/^Exported \d+ lines$/)).toBeVisible()
})

test('bulk approve approves what was shown and sends a photo replaced meanwhile back for a look', async ({
  page,
  backend,
  signInAsAdmin,
}) => {
  await playerUploads(backend, LANCE)
  // Arthur's retake: a new photo, back to review.
  await playerUploads(backend, ARTHUR)
  await openTeam(page, signInAsAdmin)
  await page.getByRole('button', { name: 'Review photos (2)' }).click()
  const review = page.getByRole('dialog', { name: 'Review photos' })
  await review.getByRole('button', { name: 'Select several' }).click()
  await review.getByRole('checkbox', { name: 'Select all' }).check()
  await expectAxeClean(page, { include: 'dialog[open]', seriousOnly: true })

  // Meanwhile Arthur replaces his photo again: the admin never saw that one.
  await playerUploads(backend, ARTHUR)
  await review.getByRole('button', { name: 'Approve selected (2)' }).click()
  await expect(review.getByText('1 approved, 1 changed meanwhile — look again')).toBeVisible()
  expect(await reviewState(backend, LANCE)).toMatchObject({ review_state: 'approved' })
  expect(await reviewState(backend, ARTHUR)).toMatchObject({ review_state: 'submitted' })
  await expect(review.getByRole('checkbox', { name: `Select ${ARTHUR}` })).not.toBeChecked()
  await expect(review.getByRole('checkbox', { name: `Select ${LANCE}` })).toHaveCount(0)

  await review.getByRole('button', { name: 'Close' }).click()
  await expect(card(page, LANCE).getByText('Approved')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Review photos (1)' })).toBeEnabled()
})

test('the review view fits a phone (390×844) and stays axe-clean', async ({ page, signInAsAdmin }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openTeam(page, signInAsAdmin)
  await page.getByRole('button', { name: 'Review photos (1)' }).click()
  const review = page.getByRole('dialog', { name: 'Review photos' })
  await expect(review.getByRole('heading', { level: 3 })).toHaveText(ARTHUR)
  await expect(review.getByRole('img', { name: `Photo of ${ARTHUR}`, exact: true })).toBeVisible()
  // Decisions reachable without scrolling sideways, each a 44 px touch target.
  for (const name of ['Approve', 'Request retake']) {
    const box = (await review.getByRole('button', { name }).boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(390)
    expect(box.height).toBeGreaterThanOrEqual(44)
  }
  expect(await review.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true)
  await expectAxeClean(page, { include: 'dialog[open]', seriousOnly: true })

  await review.getByRole('button', { name: 'Request retake' }).click()
  await expect(review.getByRole('radio', { name: 'Face not visible' })).toBeInViewport()
  expect(await review.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true)
  await expectAxeClean(page, { include: 'dialog[open]', seriousOnly: true })
  await review.getByRole('radio', { name: 'Wrong person' }).check()
  await review.getByRole('button', { name: 'Send retake request' }).click()
  await expect(review.getByText('All photos are reviewed')).toBeVisible()
})
