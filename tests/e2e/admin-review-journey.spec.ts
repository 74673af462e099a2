// Issue 11's journey end to end, both sides in real Chromium against one local backend: a player
// uploads on a phone (ticking the consent); the organizer requests a retake with a reason; the
// player sees the reason in Spanish and uploads again; the organizer approves; the team link can
// no longer replace the photo; the organizer restores the first version; the Activity panel
// shows every step. Works on its own team so no other spec file is disturbed.
import type { Browser, Page } from '@playwright/test'
import { makeJpeg } from '../fixtures/browser-images.ts'
import { expect, test, type E2EBackend } from './fixtures'

const EVENT = 'MJWC 2025'
const TEAM = 'Lyonesse'
const PLAYER = 'Tristán Ó Leal'
const NOTE = 'Sin gafas de sol, por favor'

test.describe.configure({ mode: 'serial' })
test.setTimeout(180_000)

type Upload = { name: string; mimeType: string; buffer: Buffer }

async function phonePage(browser: Browser, backend: E2EBackend, lang: 'en' | 'es'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, baseURL: backend.url })
  const page = await context.newPage()
  await page.addInitScript((l) => localStorage.setItem('portal.lang', l), lang)
  await page.goto(`/mjwc2025/${await backend.codeFor(EVENT, TEAM)}`)
  await expect(page.getByRole('tablist')).toBeVisible({ timeout: 30_000 })
  return page
}

const wizard = (page: Page) => page.locator('[data-wizard-step]')
const panel = (page: Page) => page.getByRole('region', { name: new RegExp(`^(Photo for|Foto de) ${PLAYER}$`) })

/** Choose, crop, tick the consent, upload: what a player does, in the page's language. */
async function playerUploads(page: Page, photo: Upload, lang: 'en' | 'es') {
  const t =
    lang === 'es'
      ? { choose: 'Elegir foto', use: 'Usar foto', upload: 'Subir' }
      : { choose: 'Choose photo', use: 'Use photo', upload: 'Upload' }
  const chooser = page.waitForEvent('filechooser')
  await wizard(page).getByRole('button', { name: t.choose, exact: true }).click()
  await (await chooser).setFiles(photo)
  await wizard(page).getByRole('button', { name: t.use, exact: true }).click({ timeout: 30_000 })
  await wizard(page).getByRole('checkbox').check()
  await wizard(page).getByRole('button', { name: t.upload, exact: true }).click()
  await expect(page.getByRole('alertdialog')).toBeVisible({ timeout: 45_000 })
}

async function currentPhoto(backend: E2EBackend): Promise<{ photo_path: string | null; review_state: string | null }> {
  const rows = await backend.query<{ photo_path: string | null; review_state: string | null }>(
    `select u.photo_path, v.review_state from event_uploads u left join photo_versions v on v.photo_path = u.photo_path
      where u.event_name = $1 and u.team = $2 and u.player_name = $3`,
    [EVENT, TEAM, PLAYER],
  )
  expect(rows).toHaveLength(1)
  return rows[0]!
}

async function openTeamAsAdmin(page: Page, signInAsAdmin: (page: Page) => Promise<void>) {
  await signInAsAdmin(page)
  await page.goto(`/admin/mjwc2025/${TEAM}`)
  await expect(page.getByRole('heading', { level: 1, name: TEAM })).toBeVisible()
}

let photos: Upload[] = []

test.beforeAll(async ({ backend, browser }) => {
  await backend.query(
    `insert into team_access (event_name, team, code) select $1, $2, private.random_code()
      where not exists (select 1 from team_access where event_name = $1 and team = $2)`,
    [EVENT, TEAM],
  )
  await backend.query('delete from event_uploads where event_name = $1 and team = $2', [EVENT, TEAM])
  await backend.query('insert into event_uploads (event_name, team, player_name) values ($1, $2, $3)', [EVENT, TEAM, PLAYER])
  await backend.query('update events set consent_required = true where name = $1', [EVENT])
  const page = await browser.newPage()
  photos = [
    { name: 'first.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(await makeJpeg(page, { width: 1600, height: 1200 })) },
    { name: 'second.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(await makeJpeg(page, { width: 1200, height: 1600, noise: 30 })) },
  ]
  await page.close()
})

test('upload → retake with a reason (read in Spanish) → new upload → approved → locked → first version restored, all in the Activity', async ({
  page,
  browser,
  backend,
  signInAsAdmin,
}) => {
  // 1. The player uploads on a phone.
  const phone = await phonePage(browser, backend, 'en')
  await expect(panel(phone)).toBeVisible()
  await playerUploads(phone, photos[0]!, 'en')
  const first = await currentPhoto(backend)
  expect(first).toMatchObject({ review_state: 'submitted' })
  await phone.context().close()

  // 2. The organizer asks for a retake, with a reason and a note.
  await page.addInitScript(() => Object.assign(window, { __PHOTO_PORTAL_REFRESH_MS__: 0 }))
  await openTeamAsAdmin(page, signInAsAdmin)
  await page.getByRole('button', { name: 'Review photos (1)' }).click()
  const review = page.getByRole('dialog', { name: 'Review photos' })
  await expect(review.getByRole('heading', { level: 3 })).toHaveText(PLAYER)
  await page.keyboard.press('r')
  await review.getByRole('radio', { name: 'Blurry' }).check()
  await review.getByRole('textbox', { name: 'Note for the player (optional)' }).fill(NOTE)
  await review.getByRole('button', { name: 'Send retake request' }).click()
  await expect(review.getByText('All photos are reviewed')).toBeVisible()
  await page.keyboard.press('Escape')
  expect(await currentPhoto(backend)).toEqual({ photo_path: first.photo_path, review_state: 'retake' })

  // 3. The player, in Spanish, is back in Pending with the reason, and uploads again.
  const phoneEs = await phonePage(browser, backend, 'es')
  await expect(phoneEs.getByRole('tab', { name: /Pendientes/ })).toHaveAttribute('aria-selected', 'true')
  await expect(panel(phoneEs).getByText('Motivo: La foto está borrosa')).toBeVisible()
  await expect(panel(phoneEs).getByText(NOTE, { exact: true })).toBeVisible()
  await playerUploads(phoneEs, photos[1]!, 'es')
  const second = await currentPhoto(backend)
  expect(second.photo_path).not.toBe(first.photo_path)
  expect(second.review_state).toBe('submitted')
  await phoneEs.context().close()

  // 4. The organizer approves the new photo.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: TEAM })).toBeVisible()
  await page.getByRole('button', { name: 'Review photos (1)' }).click()
  await expect(review.getByRole('img', { name: `Previous photo of ${PLAYER}` })).toBeVisible()
  await page.keyboard.press('a')
  await expect(review.getByText('All photos are reviewed')).toBeVisible()
  await page.keyboard.press('Escape')
  expect(await currentPhoto(backend)).toEqual({ photo_path: second.photo_path, review_state: 'approved' })

  // 5. The team link can no longer replace it: the page offers no upload and says whom to ask.
  const locked = await phonePage(browser, backend, 'en')
  await locked.getByRole('tab', { name: /Done/ }).click()
  await locked
    .getByRole('tabpanel')
    .getByRole('button', { name: new RegExp(PLAYER) })
    .click()
  await expect(panel(locked).getByText('Your photo was approved. To change it, ask your team manager or the organizers.')).toBeVisible()
  await expect(panel(locked).locator('[data-wizard-step]')).toHaveCount(0)
  await locked.context().close()

  // 6. The organizer restores the first version in one click.
  await page.getByRole('button', { name: new RegExp(`^Versions \\(2\\) of ${PLAYER}$`) }).click()
  const versions = page.getByRole('dialog', { name: `Photo versions of ${PLAYER}` })
  await expect(versions.getByRole('listitem')).toHaveCount(2)
  await versions.getByRole('button', { name: /^Restore the version from / }).click()
  await expect(page.getByText(`Restored an earlier photo for ${PLAYER}`)).toBeVisible()
  await expect.poll(async () => (await currentPhoto(backend)).photo_path).toBe(first.photo_path)
  await page.keyboard.press('Escape')

  // 7. The Activity panel tells the whole story, newest first.
  await page.getByRole('button', { name: 'Activity' }).click()
  const activity = page.getByRole('dialog', { name: 'Activity' })
  const lines = activity.getByRole('listitem')
  await expect(lines.first()).toContainText(`Admin restored an earlier photo of ${PLAYER}`)
  await expect(lines.nth(1)).toContainText(`Admin approved ${PLAYER}'s photo`)
  await expect(lines.nth(2)).toContainText(`Team link replaced ${PLAYER}'s photo`)
  await expect(lines.nth(3)).toContainText(`Admin requested a retake from ${PLAYER}: Blurry — “${NOTE}”`)
  await expect(lines.nth(4)).toContainText(`Team link uploaded a new photo for ${PLAYER}`)
})
