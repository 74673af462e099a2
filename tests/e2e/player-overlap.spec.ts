// Nothing floating hides what a player must read or tap: the camera button never
// covers the organizers' retake request, the search or the filter tabs, and an image's error toast never covers the deadline
// line, on phones (390 × 844 and 320 × 640) and on a desktop.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Locator, Page } from '@playwright/test'
import { REPO_ROOT } from '../../server/db/db.ts'
import { readFixture } from '../fixtures/files.ts'
import { adminApi, seenPlayer, setPhotoAsAdmin } from './admin-api'
import { expect, test, type E2EBackend } from './fixtures'
import { seedTeam } from './team-seed'

const EVENT = 'MJWC 2025'
const TEAM = 'Overlap'
const PLAYERS = ['Ana Ortiz', 'Bruno Díaz', 'Carla Vidal', 'Dario Luna', 'Elena Mar', 'Fabio Sol', 'Gala Rey', 'Hugo Paz']
const PHONES = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
]

test.beforeAll(async ({ backend }) => {
  await seedTeam(backend, EVENT, TEAM, PLAYERS)
  // Ana's photo, then the organizers' retake request: she is the first without a good photo, so
  // the page opens her panel under her name, the request at its top.
  const api = await adminApi(backend)
  const jpeg = new Uint8Array(readFileSync(join(REPO_ROOT, 'tests', 'fixtures', 'faces', 'portrait.jpg')))
  const row = await setPhotoAsAdmin(api, backend, { event: EVENT, team: TEAM, name: 'Ana Ortiz' }, jpeg, jpeg)
  const review = await api.rpc('review_photo', {
    p_id: row.id,
    p_seen_photo_path: row.photo_path,
    p_decision: 'retake',
    p_reason: 'face-not-visible',
    p_note: 'Without the cap, please',
  })
  expect(review.error).toBeNull()
  expect((await seenPlayer(backend, EVENT, TEAM, 'Ana Ortiz')).photo_path).not.toBeNull()
})

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** Both boxes as drawn now (null: not shown), after the page has answered the last scroll. */
async function boxesAfterFrames(page: Page, ...locators: Locator[]): Promise<(Box | null)[]> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))))
  return Promise.all(locators.map(async (l) => ((await l.count()) && (await l.isVisible()) ? l.boundingBox() : null)))
}

async function openTeam(browser: Browser, backend: E2EBackend, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL: backend.url, viewport, hasTouch: true })
  const page = await context.newPage()
  await page.goto(`/mjwc2025/${await backend.codeFor(EVENT, TEAM)}`)
  await expect(page.getByRole('tablist')).toBeVisible({ timeout: 30_000 })
  return page
}

for (const viewport of PHONES) {
  test(`the camera button never covers the retake request, the search or the tabs, at ${viewport.width} × ${viewport.height}`, async ({
    browser,
    backend,
  }) => {
    const page = await openTeam(browser, backend, viewport)
    const notice = page.getByText('The organizers asked for a new photo', { exact: true }).locator('xpath=../..')
    await expect(notice).toContainText('Face not clearly visible')
    const fab = page.getByRole('button', { name: 'Go to the first player without a photo' })
    let shownSomewhere = false
    const height = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight)
    for (let y = 0; y <= height + 40; y += 40) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
      const [button, ...covered] = await boxesAfterFrames(
        page,
        fab,
        notice,
        page.getByRole('tablist'),
        page.getByPlaceholder('Search players...'),
      )
      if (button) shownSomewhere = true
      for (const box of covered) if (button && box) expect(overlaps(button, box), `scrolled to ${y}`).toBe(false)
    }
    // not a test of a button that never shows: further down the list it is there
    expect(shownSomewhere).toBe(true)
    await page.context().close()
  })
}

for (const viewport of [...PHONES, { width: 1440, height: 900 }]) {
  test(`a GIF's error toast leaves the deadline line readable, at ${viewport.width} × ${viewport.height}`, async ({ browser, backend }) => {
    const page = await openTeam(browser, backend, viewport)
    const chooser = page.waitForEvent('filechooser')
    await page.locator('[data-wizard-step]').getByRole('button', { name: 'Choose photo', exact: true }).click()
    await (await chooser).setFiles({ name: 'party.gif', mimeType: 'image/gif', buffer: Buffer.from(readFixture('pixel.gif')) })
    const toast = page.locator('[data-rht-toaster] [role="status"]').filter({ hasText: 'This file type is not supported.' })
    await expect(toast).toBeVisible()
    // the deadline line is at the top of the page: in view with the page scrolled up
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    const [shown, deadline] = await boxesAfterFrames(page, toast, page.getByTestId('upload-deadline'))
    expect(deadline).not.toBeNull()
    expect(shown).not.toBeNull()
    expect(overlaps(shown!, deadline!)).toBe(false)
    await page.context().close()
  })
}
