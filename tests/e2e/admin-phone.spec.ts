// The organizer's stumbles, in real Chromium against the local backend, with a Spanish
// browser: the admin pages on a 390×844 phone (no sideways scrolling, the team name wraps, every
// control on screen, list names readable, labelled per-player actions), lang="en" on every admin
// page, axe clean at 390 and 1440 px, and where keyboard focus lands after a destructive action.
// Works on its own team (made here): the backend is shared by a worker's spec files.
import type { Locator, Page } from '@playwright/test'
import type { SupabaseClient } from '@supabase/supabase-js'
import { test, expect, type E2EBackend } from './fixtures'
import { expectAxeClean } from './axe'
import { adminApi, setPhotoAsAdmin } from './admin-api'
import { makeJpeg } from '../fixtures/browser-images.ts'

const EVENT = 'MJWC 2025'
const EVENT_CODE = 'mjwc2025'
/** A long name on purpose: on a phone it must wrap, not shrink to an ellipsis. */
const TEAM = 'Saint Vincent and the Grenadines Under-21 Development Squad'
const [ANA, BEA, CAI, DANI] = ['Ana Vincent', 'Bea Vincent', 'Cai Vincent', 'Dani Vincent'] as const
const LONG_NAME = 'María José de los Ángeles Fernández-Villanueva'
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1440, height: 900 }

test.describe.configure({ mode: 'serial' })
// Many checks a test, on a machine that may be busy.
test.setTimeout(300_000)
// A Spanish browser: the admin area is English only and must say so.
test.use({ locale: 'es-ES' })

const setPhoto = (api: SupabaseClient, backend: E2EBackend, name: string, photo: Uint8Array<ArrayBuffer>, thumb: Uint8Array<ArrayBuffer>) =>
  setPhotoAsAdmin(api, backend, { event: EVENT, team: TEAM, name }, photo, thumb)

test.beforeAll(async ({ backend, browser }) => {
  await backend.query(
    `insert into team_access (event_name, team, code) select $1, $2, private.random_code()
      where not exists (select 1 from team_access where event_name = $1 and team = $2)`,
    [EVENT, TEAM],
  )
  await backend.query('delete from event_uploads where event_name = $1 and team = $2', [EVENT, TEAM])
  await backend.query('insert into event_uploads (event_name, team, player_name) select $1, $2, unnest($3::text[])', [
    EVENT,
    TEAM,
    [ANA, BEA, CAI, DANI, LONG_NAME],
  ])
  const page = await browser.newPage()
  try {
    const photo = async (noise: number) => makeJpeg(page, { width: 600, height: 800, noise })
    const thumb = async () => makeJpeg(page, { width: 256, height: 256, noise: 5 })
    const api = await adminApi(backend)
    await setPhoto(api, backend, ANA, await photo(20), await thumb())
    // Replaced once: the first photo becomes a leftover file to purge.
    await setPhoto(api, backend, ANA, await photo(30), await thumb())
    await setPhoto(api, backend, BEA, await photo(25), await thumb())
  } finally {
    await page.close()
  }
})

const teamPath = `/admin/${EVENT_CODE}/${encodeURIComponent(TEAM)}`
const card = (page: Page, name: string): Locator =>
  page
    .getByRole('list', { name: 'Players' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) })

async function openTeam(page: Page) {
  await page.goto(teamPath)
  await expect(page.getByRole('heading', { level: 1, name: TEAM })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Players' })).toBeVisible()
}

/** No sideways scrolling: the page is no wider than the window. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }))
  expect(scrollWidth, 'document width').toBeLessThanOrEqual(innerWidth)
}

/** Wholly inside the window's width (it may be further down: that is scrolling, not hiding). */
async function expectWithinWidth(locator: Locator, width: number) {
  await locator.scrollIntoViewIfNeeded()
  const box = await locator.boundingBox()
  expect(box, 'laid out').not.toBeNull()
  expect(box!.x, 'left edge').toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width, 'right edge').toBeLessThanOrEqual(width)
}

/** Every button inside `container` lies wholly inside the window's width. */
async function expectButtonsWithinWidth(container: Locator) {
  const outside = await container.evaluate((root) =>
    [...root.querySelectorAll('button')]
      .map((b) => ({ name: b.getAttribute('aria-label') ?? b.textContent ?? '', r: b.getBoundingClientRect() }))
      .filter(({ r }) => r.left < 0 || r.right > window.innerWidth)
      .map(({ name, r }) => `${name}: ${Math.round(r.left)}–${Math.round(r.right)}`),
  )
  expect(outside).toEqual([])
}

/** Lines a text element takes, from its height and line height. */
const lines = (locator: Locator) =>
  locator.evaluate((el) => {
    const lh = parseFloat(getComputedStyle(el).lineHeight)
    return Math.round(el.getBoundingClientRect().height / lh)
  })

const ACTION_WORDS = /^(View|Download|Upload|Replace|Delete photo|Edit name|Remove)$/

test('the team page on a 390 px phone: no sideways scrolling, the name wraps, every control and labelled action on screen', async ({
  page,
  signInAsAdmin,
}) => {
  await page.setViewportSize(PHONE)
  await signInAsAdmin(page)
  await openTeam(page)
  await expectNoSidewaysScroll(page)

  // The team name wraps onto more lines at a readable size, never cut to an ellipsis.
  const name = page.getByRole('heading', { level: 1, name: TEAM })
  expect(await lines(name)).toBeGreaterThan(1)
  expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth && parseFloat(getComputedStyle(el).fontSize) >= 18)).toBe(true)
  expect((await name.boundingBox())!.width).toBeGreaterThan(150)

  for (const control of [
    page.getByRole('button', { name: 'Add Player' }),
    page.getByRole('button', { name: 'Download All' }),
    page.getByRole('searchbox', { name: 'Search players' }),
    page.getByRole('button', { name: 'Grid', exact: true }),
    page.getByRole('button', { name: 'List', exact: true }),
  ]) {
    await expect(control).toBeVisible()
    await expectWithinWidth(control, PHONE.width)
  }

  // Grid: every per-player action shows its word, and sits on screen.
  const ana = card(page, ANA)
  const words = await ana.getByRole('button').filter({ hasText: ACTION_WORDS }).allInnerTexts()
  expect(words.map((w) => w.trim())).toEqual(['View', 'Download', 'Replace', 'Delete photo', 'Edit name', 'Remove'])
  await expectButtonsWithinWidth(ana)
  expect((await card(page, CAI).getByRole('button').allInnerTexts()).map((w) => w.trim())).toEqual([
    'Upload',
    'Edit name',
    'Details',
    'Remove',
  ])
  // 'No photo' on the grid, readable (contrast is checked by axe below).
  await expect(card(page, CAI).getByText('No photo')).toBeVisible()
  await expectAxeClean(page, { what: 'team grid 390' })

  // List: names on one or two lines across the width, not a letter a line; actions on screen.
  await page.getByRole('button', { name: 'List', exact: true }).click()
  await expectNoSidewaysScroll(page)
  const rows = page.getByRole('table').getByRole('row')
  await expect(rows).toHaveCount(6) // the header row and five players
  const longName = page.getByRole('table').getByText(LONG_NAME, { exact: true })
  expect((await longName.boundingBox())!.width).toBeGreaterThan(200)
  expect(await lines(longName)).toBeLessThanOrEqual(2)
  const anaRow = rows.filter({ hasText: ANA })
  expect((await anaRow.getByRole('button').filter({ hasText: ACTION_WORDS }).allInnerTexts()).map((w) => w.trim())).toEqual([
    'View',
    'Download',
    'Replace',
    'Delete photo',
    'Edit name',
    'Remove',
  ])
  await expectButtonsWithinWidth(anaRow)
  await expectAxeClean(page, { what: 'team list 390' })

  // A 320 px phone too: still no sideways scrolling.
  await page.setViewportSize({ width: 320, height: 640 })
  await expectNoSidewaysScroll(page)
  await page.getByRole('button', { name: 'Grid', exact: true }).click()
  await expectNoSidewaysScroll(page)
})

test('the dashboard and the leftover files on a 390 px phone', async ({ page, signInAsAdmin }) => {
  await page.setViewportSize(PHONE)
  await signInAsAdmin(page)
  await expect(page.getByTestId('team-card').first()).toBeVisible()
  await expectNoSidewaysScroll(page)
  await expectWithinWidth(page.getByPlaceholder('Search teams...'), PHONE.width)
  await expectWithinWidth(page.getByTestId('team-card').first(), PHONE.width)
  await expectWithinWidth(page.getByRole('button', { name: 'Logout' }), PHONE.width)
  await expectAxeClean(page, { what: 'dashboard 390' })

  await page.goto(`/admin/${EVENT_CODE}/files/leftovers`)
  await expect(page.getByTestId('leftover-file').first()).toBeVisible()
  await expectNoSidewaysScroll(page)
  await expectWithinWidth(page.getByRole('button', { name: 'Purge selected' }), PHONE.width)
  await expectWithinWidth(page.getByTestId('leftover-file').first().getByRole('button', { name: 'Purge' }), PHONE.width)
  await expectAxeClean(page, { what: 'leftovers 390' })
})

test('at 1440 px the admin screens are axe clean too', async ({ page, signInAsAdmin }) => {
  await page.setViewportSize(DESKTOP)
  await signInAsAdmin(page)
  await expect(page.getByTestId('team-card').first()).toBeVisible()
  await expectAxeClean(page, { what: 'dashboard 1440' })
  await openTeam(page)
  await expect(card(page, ANA).getByRole('img', { name: `Photo of ${ANA}` })).toBeVisible()
  await expectAxeClean(page, { what: 'team grid 1440' })
  await page.getByRole('button', { name: 'List', exact: true }).click()
  await expectAxeClean(page, { what: 'team list 1440' })
  await page.goto(`/admin/${EVENT_CODE}/files/leftovers`)
  await expect(page.getByTestId('leftover-file').first()).toBeVisible()
  await expectAxeClean(page, { what: 'leftovers 1440' })
})

test('with a Spanish browser the admin pages say lang="en", the player pages lang="es"', async ({ page, backend }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await page.goto(`/admin/${EVENT_CODE}`)
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.getByPlaceholder('Enter admin password').fill(backend.adminPassword ?? '')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.getByRole('link', { name: TEAM, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: TEAM })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  // Back to a player's page: their language again.
  await page.goto(`/${EVENT_CODE}/${await backend.codeFor(EVENT, TEAM)}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
})

/** Opens the confirmation from `button` by keyboard and confirms it by keyboard (Tab past Cancel, Enter). */
async function confirmByKeyboard(page: Page, button: Locator, dialogName: string, confirmWords: string[]) {
  await button.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: dialogName })
  for (const word of confirmWords) {
    const confirm = dialog.getByRole('button', { name: word, exact: true })
    // the second of two questions arms its button after a moment (a double click can't answer both)
    await expect(confirm).toBeEnabled()
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(confirm).toBeFocused()
    await page.keyboard.press('Enter')
  }
  await expect(dialog).toBeHidden()
}

test('by keyboard, focus lands on the next sensible place after deleting a photo or removing a player, never the top of the page', async ({
  page,
  signInAsAdmin,
}) => {
  await page.setViewportSize(DESKTOP)
  await signInAsAdmin(page)
  await openTeam(page)

  // Deleting Bea's photo: focus goes to Bea's Upload, where her next step is.
  await confirmByKeyboard(page, page.getByRole('button', { name: `Delete photo of ${BEA}` }), 'Delete photo', ['Delete photo'])
  await expect(page.getByText('Photo deleted successfully')).toBeVisible()
  await expect(page.getByRole('button', { name: `Upload photo for ${BEA}` })).toBeFocused()

  // Removing Cai: focus goes to the next player's name (Dani).
  await confirmByKeyboard(page, page.getByRole('button', { name: `Remove ${CAI}` }), 'Remove player', ['Continue', 'Remove player'])
  await expect(page.getByText(`${CAI} has been removed from the team`)).toBeVisible()
  await expect(card(page, CAI)).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 3, name: DANI, exact: true })).toBeFocused()
  // and the next Tab goes on from there, to Dani's own actions
  await page.keyboard.press('Tab')
  await expect(card(page, DANI).getByRole('button').first()).toBeFocused()

  // In the list, removing the only player a search shows: focus goes to the list's heading.
  await page.getByRole('button', { name: 'List', exact: true }).click()
  await page.getByRole('searchbox', { name: 'Search players' }).fill('Fernández')
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2)
  await confirmByKeyboard(page, page.getByRole('button', { name: `Remove ${LONG_NAME}` }), 'Remove player', ['Continue', 'Remove player'])
  await expect(page.getByText('No players found')).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Players' })).toBeFocused()
})

test('by keyboard, purging a leftover file moves focus to the next file (or the heading), never the top of the page', async ({
  page,
  signInAsAdmin,
}) => {
  await page.setViewportSize(DESKTOP)
  await signInAsAdmin(page)
  await page.goto(`/admin/${EVENT_CODE}/files/leftovers`)
  const anaFile = page
    .getByTestId('leftover-file')
    .filter({ has: page.getByRole('heading', { name: ANA }) })
    .first()
  await expect(anaFile).toBeVisible()
  const purge = anaFile.getByRole('button', { name: 'Purge' })
  await purge.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Purge files' })
  await dialog.getByRole('button', { name: 'Purge 1 file' }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(page.getByText(/^Purged 1 file/)).toBeVisible()
  const focused = await page.evaluate(() => {
    const el = document.activeElement
    return el?.matches('[data-leftover-title], #leftovers-heading') ? el.tagName : `not there: ${el?.tagName ?? 'none'}`
  })
  expect(['H1', 'H3']).toContain(focused)
})
