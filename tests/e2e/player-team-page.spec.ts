// The public team page on a phone (390×844), against a fresh seeded backend: what a player sees
// on opening the team link, finding their name, and (last) uploading a photo.
import type { Locator, Page } from '@playwright/test'
import { makeJpeg } from '../fixtures/browser-images.ts'
import { test, expect, type E2EBackend } from './fixtures'

const EVENT = 'MJWC 2025'
const EVENT_CODE = 'mjwc2025'
/** 60% filled in the seed: both tabs have players. Read-only here. */
const TEAM = 'Germany'
/** Used only by the upload test, so the other tests' counts stay the seed's. */
const UPLOAD_TEAM = 'Argentina'

type Row = { id: number; player_name: string; upload_status: boolean }

/** The team in the page's order: names as an English reader sorts them (not the database's code-point order). */
const collator = new Intl.Collator('en', { numeric: true })
const rosterOf = async (backend: E2EBackend, team: string) =>
  (
    await backend.query<Row>('select id, player_name, upload_status from event_uploads where event_name = $1 and team = $2', [EVENT, team])
  ).sort((a, b) => collator.compare(a.player_name, b.player_name) || a.id - b.id)

/** The team page as role/text locators. */
class TeamPage {
  constructor(readonly page: Page) {}
  async open(backend: E2EBackend, team = TEAM) {
    const code = await backend.codeFor(EVENT, team)
    await this.page.goto(`/${EVENT_CODE}/${code}`)
    await expect(this.tabs).toBeVisible()
  }
  get tabs() {
    return this.page.getByRole('tablist')
  }
  tab(name: RegExp) {
    return this.page.getByRole('tab', { name })
  }
  get rows(): Locator {
    return this.page.getByRole('tabpanel').getByRole('button').and(this.page.locator('[data-player-id]'))
  }
  row(name: string) {
    return this.rows.filter({ hasText: name })
  }
  get search() {
    return this.page.getByRole('searchbox')
  }
  get panelHeading() {
    return this.page.getByRole('heading', { level: 2, name: /^Photo for / })
  }
  counter(label: string) {
    return this.page
      .getByRole('banner')
      .locator('dl > div')
      .filter({ has: this.page.locator('dt', { hasText: label }) })
      .locator('dd')
  }
  get fab() {
    return this.page.getByRole('button', { name: 'Go to the first player without a photo' })
  }
}

test.describe('player team page (phone)', () => {
  test('shows the event, the team and counts that match the database', async ({ page, backend }) => {
    const roster = await rosterOf(backend, TEAM)
    const done = roster.filter((r) => r.upload_status).length
    const team = new TeamPage(page)
    await team.open(backend)

    await expect(page.getByRole('heading', { level: 1, name: TEAM })).toBeVisible()
    await expect(page.getByText("Men's Junior World Cup 2025")).toBeVisible()
    await expect(page.getByText(`${done} of ${roster.length} photos uploaded`)).toBeVisible()
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(Math.round((done / roster.length) * 100)))
    await expect(team.counter('Total')).toHaveText(String(roster.length))
    await expect(team.counter('Done')).toHaveText(String(done))
    await expect(team.counter('Pending')).toHaveText(String(roster.length - done))
    await expect(team.tab(/Pending/)).toContainText(String(roster.length - done))
    await expect(team.tab(/All/)).toContainText(String(roster.length))
    await expect(team.tab(/Done/)).toContainText(String(done))
  })

  test('opens in one round trip: the event, the team and its roster come together (team_link)', async ({ page, backend }) => {
    const calls: string[] = []
    page.on('request', (req) => {
      const m = /\/rest\/v1\/rpc\/(\w+)/.exec(req.url())
      if (m?.[1]) calls.push(m[1])
    })
    await new TeamPage(page).open(backend)
    await expect(page.getByRole('heading', { level: 1, name: TEAM })).toBeVisible()
    // the consent text (needed only on the Review step) and the footer's support address load
    // beside it; nothing else before the list
    expect(calls.filter((c) => c !== 'event_consent' && c !== 'support_contact')).toEqual(['team_link'])
  })

  test('opens on Pending with the first pending player selected', async ({ page, backend }) => {
    const pending = (await rosterOf(backend, TEAM)).filter((r) => !r.upload_status)
    const team = new TeamPage(page)
    await team.open(backend)

    await expect(team.tab(/Pending/)).toHaveAttribute('aria-selected', 'true')
    await expect(team.rows).toHaveCount(pending.length)
    await expect(team.rows.first()).toContainText(pending[0]!.player_name)
    await expect(team.rows.first()).toHaveAttribute('aria-current', 'true')
    await expect(team.panelHeading).toHaveText(`Photo for ${pending[0]!.player_name}`)
    await expect(page.getByRole('button', { name: 'Take photo' })).toBeVisible()
  })

  test('tabs show the pending, all and done players', async ({ page, backend }) => {
    const roster = await rosterOf(backend, TEAM)
    const team = new TeamPage(page)
    await team.open(backend)

    await team.tab(/Done/).click()
    await expect(team.rows).toHaveCount(roster.filter((r) => r.upload_status).length)
    await expect(team.rows.first()).toContainText('Photo uploaded')
    await team.tab(/All/).click()
    await expect(team.rows).toHaveCount(roster.length)
  })

  test('search finds a name typed without capitals or accents, and says when nothing matches', async ({ page, backend }) => {
    const roster = await rosterOf(backend, TEAM)
    const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
    const accented = roster.find((r) => plain(r.player_name) !== r.player_name.toLowerCase()) ?? roster[0]!
    const typed = plain(accented.player_name).slice(0, 6)
    const team = new TeamPage(page)
    await team.open(backend)

    await team.tab(/All/).click()
    await team.search.fill(typed)
    await expect(team.row(accented.player_name)).toBeVisible()
    for (const name of await team.rows.allTextContents()) {
      expect(plain(name)).toContain(typed)
    }
    await team.search.fill('qqqzzz')
    await expect(page.getByText('No players found matching your criteria.')).toBeVisible()
    await expect(team.rows).toHaveCount(0)
  })

  test('tapping a name opens its panel; a player with a photo is told it will be replaced', async ({ page, backend }) => {
    const done = (await rosterOf(backend, TEAM)).find((r) => r.upload_status)!
    const team = new TeamPage(page)
    await team.open(backend)

    await team.tab(/Done/).click()
    await team.row(done.player_name).click()
    await expect(team.panelHeading).toHaveText(`Photo for ${done.player_name}`)
    await expect(team.panelHeading).toBeFocused()
    await expect(team.panelHeading).toBeInViewport()
    await expect(page.getByText('This player already has a photo. Uploading a new one replaces it.')).toBeVisible()
  })

  test('the camera button jumps to the first pending player', async ({ page, backend }) => {
    const pending = (await rosterOf(backend, TEAM)).filter((r) => !r.upload_status)
    const team = new TeamPage(page)
    // Opening a player scrolls to its panel; a smooth scroll still running on a busy machine
    // would undo the scroll below. Reduced motion makes it instant.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await team.open(backend)

    await team.tab(/Done/).click()
    await team.rows.first().click()
    await expect(team.panelHeading).toBeInViewport()
    // the panel opens under its name; scrolled away from it, the camera button comes back
    await team.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect(team.fab).toBeVisible()
    await team.fab.click()
    await expect(team.panelHeading).toHaveText(`Photo for ${pending[0]!.player_name}`)
    await expect(team.panelHeading).toBeInViewport()
    await expect(team.panelHeading).toBeFocused()
  })

  test('switching to Spanish shows Spanish texts, and the choice survives a reload', async ({ page, backend }) => {
    const team = new TeamPage(page)
    await team.open(backend)

    await page.getByRole('button', { name: 'Español' }).click()
    await expect(team.tab(/Pendientes/)).toHaveAttribute('aria-selected', 'true')
    await expect(team.tab(/Todo/)).toBeVisible()
    await expect(team.search).toHaveAttribute('placeholder', 'Buscar por nombre...')
    await expect(page.getByRole('heading', { name: 'Selecciona tu nombre' })).toBeVisible()
    await expect(page.getByText("Men's Junior World Cup 2025")).toBeVisible() // event names are data, as the organizer typed them
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')

    await page.reload()
    await expect(team.tab(/Pendientes/)).toBeVisible()
  })

  test('a wrong code shows Invalid Access Code', async ({ page }) => {
    await page.goto(`/${EVENT_CODE}/WRONGCODE123`)
    await expect(page.getByRole('heading', { name: 'Invalid Access Code' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Go to Home' })).toBeVisible()
  })

  test('a failed roster load offers Try Again, which recovers', async ({ page, backend }) => {
    let fail = true
    await page.route('**/rest/v1/rpc/team_link', (route) => (fail ? route.abort('connectionreset') : route.fallback()))
    const code = await backend.codeFor(EVENT, TEAM)
    await page.goto(`/${EVENT_CODE}/${code}`)
    await expect(page.getByText('Failed to load players. Please try again.')).toBeVisible()
    await expect(page.getByText('Failed to load players', { exact: true })).toBeVisible()
    fail = false
    await page.getByRole('button', { name: 'Try Again' }).click()
    await expect(page.getByRole('tablist')).toBeVisible()
  })

  test("an upload shows Upload Successful, then the Done list with the player's own entry and confirmation", async ({ page, backend }) => {
    const before = (await rosterOf(backend, UPLOAD_TEAM)).filter((r) => !r.upload_status)
    const [first, second] = before as [Row, Row]
    const team = new TeamPage(page)
    // The overlay's 1.5 s belong to the page's clock, not to how fast this machine answers:
    // the clock is stopped while the test reads the overlay, then moved on.
    await page.clock.install()
    await team.open(backend, UPLOAD_TEAM)
    await expect(team.panelHeading).toHaveText(`Photo for ${first.player_name}`)

    const jpeg = await makeJpeg(page, { width: 1200, height: 1600 })
    const chooser = page.waitForEvent('filechooser')
    await page.getByRole('button', { name: 'Choose photo' }).click()
    await (await chooser).setFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(jpeg) })
    await page.getByRole('button', { name: 'Use photo' }).click()

    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let finishing: () => void = () => {}
    const finishAsked = new Promise<void>((resolve) => (finishing = resolve))
    await page.route('**/rest/v1/rpc/finish_upload', async (route) => {
      finishing()
      await held
      await route.continue()
    })
    await page.getByRole('checkbox').check() // the event asks for consent
    await page.getByRole('button', { name: 'Upload', exact: true }).click()
    await finishAsked
    // the page's own clock (it need not match this process's); the jump only hurries the
    // simulated progress ticks, and leaves room for a slow answer between the two calls
    const pageNow = await page.evaluate(() => Date.now())
    await page.clock.pauseAt(pageNow + 5_000)
    release()

    const overlay = page.getByRole('alertdialog', { name: 'Upload Successful' })
    await expect(overlay).toBeVisible()
    await expect(overlay).toContainText(`${first.player_name}'s photo has been uploaded.`)
    await page.clock.runFor(2_000)
    await page.clock.resume()
    await expect(overlay).toBeHidden()
    await expect(team.tab(/Done/)).toHaveAttribute('aria-selected', 'true')
    await expect(team.row(first.player_name)).toBeVisible()
    await expect(team.row(first.player_name)).toHaveAttribute('aria-current', 'true')
    // never a teammate's panel: the player could upload their face under the next name
    await expect(team.panelHeading).toHaveText(`Photo for ${first.player_name}`)
    await expect(team.panelHeading).toBeFocused()
    await expect(page.getByTestId('upload-confirmation')).toBeInViewport()
    await expect(page.getByRole('button', { name: `Next player without a photo: ${second.player_name}` })).toBeVisible()
    await expect(team.counter('Done')).toHaveText('1')

    const [stored] = await backend.query<{ upload_status: boolean; photo_url: string | null }>(
      'select upload_status, photo_url from event_uploads where id = $1',
      [first.id],
    )
    expect(stored?.upload_status).toBe(true)
    expect(stored?.photo_url).toBeTruthy()
  })
})
