// The admin dashboard in real Chromium at 1440×900 against the local backend: login, numbers
// checked against the database, search and filter, CSV export, access links, and setting up an
// event (roster import, Add Team, Regenerate code), then logout.
// The backend is shared by the spec files of a worker, so expected numbers are read from the
// database when a test runs, and every change here is made on teams of our own.
import { readFile } from 'node:fs/promises'
import type { Locator, Page } from '@playwright/test'
import { test, expect, type E2EBackend } from './fixtures'

const EVENT = 'MJWC 2025'
const EVENT_CODE = 'mjwc2025'
const NEW_TEAM = 'Atlantis'
const IMPORTED_TEAM = 'Lemuria'

test.describe.configure({ mode: 'serial' })

type TeamRow = { team: string; total: number; uploaded: number; code: string | null }

/** Independent of the app's event_summary: every team with a code or a player, and its counts. */
const teamsInDb = (backend: E2EBackend) =>
  backend.query<TeamRow>(
    `with t as (select team from team_access where event_name = $1 union select team from event_uploads where event_name = $1)
     select t.team, count(u.id)::int as total, count(u.id) filter (where u.upload_status)::int as uploaded, a.code
       from t left join event_uploads u on u.event_name = $1 and u.team = t.team
              left join team_access a on a.event_name = $1 and a.team = t.team
      group by t.team, a.code order by t.team`,
    [EVENT],
  )

/** The dashboard's rounding: 100 only when complete, 0 only when nothing is uploaded. */
const percentOf = (uploaded: number, total: number) =>
  total === 0 || uploaded === 0 ? 0 : uploaded === total ? 100 : Math.min(99, Math.max(1, Math.round((uploaded / total) * 100)))

const localDate = (d = new Date()) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`

/** Small page object: the dashboard's regions by their roles and labels. */
class Dashboard {
  constructor(readonly page: Page) {}
  tile(label: string): Locator {
    return this.page
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator('xpath=..')
      .getByRole('definition')
  }
  get overallPercent() {
    return this.page.getByTestId('overall-percentage')
  }
  get search() {
    return this.page.getByPlaceholder('Search teams...')
  }
  get filter() {
    return this.page.getByRole('combobox', { name: 'Filter teams' })
  }
  card(team: string): Locator {
    return this.page.getByTestId('team-card').filter({ has: this.page.getByRole('link', { name: team, exact: true }) })
  }
  cardNames(): Promise<string[]> {
    return this.page.getByTestId('team-card').getByRole('link').allTextContents()
  }
  copyLinkOf(team: string): Locator {
    return this.page.getByRole('button', { name: `Copy access link for ${team}` })
  }
  get linkDialog() {
    return this.page.getByRole('dialog', { name: 'Team Access Link' })
  }
}

async function openDashboard(page: Page, signInAsAdmin: (page: Page) => Promise<void>) {
  await signInAsAdmin(page)
  const d = new Dashboard(page)
  await expect(page.getByText('Overall Progress')).toBeVisible()
  return d
}

test('a wrong password is refused, the right one opens the dashboard', async ({ page, backend }) => {
  await page.goto(`/admin/${EVENT_CODE}`)
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
  const password = page.getByPlaceholder('Enter admin password')
  await password.fill('not-the-password')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('alert')).toHaveText('Invalid password')
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0)

  await password.fill(backend.adminPassword ?? '')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByText('Login successful!')).toBeVisible()
  await expect(page.getByText('Invalid password')).toHaveCount(0) // the success replaced it
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
  await expect(page.getByText("Men's Junior World Cup 2025 · Photo Management")).toBeVisible()
  expect(await page.evaluate(() => sessionStorage.getItem('adminAuth'))).toBe('true')
})

test('tiles, overall progress and every card match the database', async ({ page, backend, signInAsAdmin }) => {
  const d = await openDashboard(page, signInAsAdmin)
  const teams = await teamsInDb(backend)
  const players = teams.reduce((n, t) => n + t.total, 0)
  const photos = teams.reduce((n, t) => n + t.uploaded, 0)
  const complete = teams.filter((t) => t.total > 0 && t.uploaded === t.total)

  await expect(d.tile('Total Teams')).toHaveText(String(teams.length))
  await expect(d.tile('Complete')).toContainText(String(complete.length))
  await expect(d.tile('Photos')).toContainText(photos.toLocaleString('en'))
  await expect(d.tile('Players')).toContainText(players.toLocaleString('en'))
  await expect(d.overallPercent).toHaveText(`${percentOf(photos, players)}%`)
  await expect(page.getByRole('progressbar', { name: 'Overall Progress' })).toHaveAttribute(
    'aria-valuenow',
    String(percentOf(photos, players)),
  )

  expect((await d.cardNames()).sort()).toEqual(teams.map((t) => t.team).sort())
  for (const t of teams) {
    const card = d.card(t.team)
    const percent = percentOf(t.uploaded, t.total)
    await expect(card.getByText(`${t.uploaded}/${t.total} players`)).toBeVisible()
    await expect(card.getByText(`${percent}%`, { exact: true })).toBeVisible()
    await expect(card.getByRole('progressbar')).toHaveAttribute('data-tone', percent === 100 ? 'green' : percent > 50 ? 'yellow' : 'red')
    await expect(card.getByText('Complete', { exact: true })).toHaveCount(percent === 100 ? 1 : 0)
    await expect(card.getByText(/^Last updated:/)).toBeVisible()
  }
})

test('team names break between words only, never inside one, at 1440 px', async ({ page, signInAsAdmin }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  const d = await openDashboard(page, signInAsAdmin)
  const names = await d.cardNames()
  expect(names).toEqual(expect.arrayContaining(['Netherlands', 'Switzerland']))
  // Each name's words, as laid out: a word split over two lines shows as two line boxes for it.
  const split = await page
    .getByTestId('team-card')
    .getByRole('heading', { level: 3 })
    .evaluateAll((headings) =>
      headings.flatMap((h) => {
        const text = h.textContent ?? ''
        const node = h.querySelector('a')?.firstChild
        if (!node) return []
        const broken: string[] = []
        for (const m of text.matchAll(/\S+/g)) {
          const range = document.createRange()
          range.setStart(node, m.index)
          range.setEnd(node, m.index + m[0].length)
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)))
          if (tops.size > 1) broken.push(m[0])
        }
        return broken
      }),
    )
  expect(split).toEqual([])
})

test('the event switcher opens the other event', async ({ page, signInAsAdmin }) => {
  await openDashboard(page, signInAsAdmin)
  await page.getByRole('combobox', { name: 'Event' }).selectOption({ label: "Women's Junior World Cup 2025" })
  await expect(page).toHaveURL(/\/admin\/wjwc2025$/)
  await expect(page.getByText("Women's Junior World Cup 2025 · Photo Management")).toBeVisible()
  await expect(new Dashboard(page).card('Scotland')).toBeVisible()
})

test('search (any case) and the Complete / Incomplete filter', async ({ page, backend, signInAsAdmin }) => {
  const d = await openDashboard(page, signInAsAdmin)
  const teams = await teamsInDb(backend)
  const complete = teams.filter((t) => t.total > 0 && t.uploaded === t.total).map((t) => t.team)

  await d.search.fill('NEW ZEA')
  await expect.poll(() => d.cardNames()).toEqual(['New Zealand'])
  await d.search.fill('')
  await d.filter.selectOption({ label: 'Complete' })
  await expect.poll(async () => (await d.cardNames()).sort()).toEqual([...complete].sort())
  await d.filter.selectOption({ label: 'Incomplete' })
  await expect.poll(async () => (await d.cardNames()).length).toBe(teams.length - complete.length)
  await d.search.fill('zzz')
  await expect(page.getByText('No teams found matching your criteria')).toBeVisible()
})

test('Export CSV downloads every team with its access link, whatever the filter', async ({ page, backend, signInAsAdmin }) => {
  const d = await openDashboard(page, signInAsAdmin)
  await d.filter.selectOption({ label: 'Complete' })
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`${EVENT_CODE}_upload_summary_${localDate()}.csv`)
  await expect(page.getByText('Summary exported with access links!')).toBeVisible()

  const text = await readFile((await download.path())!, 'utf8')
  expect(text.startsWith('\uFEFF')).toBe(true)
  // Seeded team names hold no comma or quote, so a split reads this file exactly.
  const [header, ...rows] = text
    .slice(1)
    .trimEnd()
    .split('\r\n')
    .map((l) => l.split(','))
  // The spec's six columns first and unchanged, then the review counts.
  expect(header).toEqual([
    'Team',
    'Total Players',
    'Photos Uploaded',
    'Percentage',
    'Status',
    'Access Link',
    'Approved',
    'Needs Review',
    'Retake Requested',
  ])
  const expected = (await teamsInDb(backend)).map((t) => [
    t.team,
    String(t.total),
    String(t.uploaded),
    `${percentOf(t.uploaded, t.total)}%`,
    t.total > 0 && t.uploaded === t.total ? 'Complete' : 'Incomplete',
    t.code ? `${backend.url}/${EVENT_CODE}/${t.code}` : 'Not configured',
  ])
  expect(rows.map((r) => r.slice(0, 6)).sort((a, b) => a[0]!.localeCompare(b[0]!))).toEqual(
    expected.sort((a, b) => a[0]!.localeCompare(b[0]!)),
  )
})

test("a card's copy button copies the team link and shows it in 'Team Access Link'", async ({ page, context, backend, signInAsAdmin }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: backend.url })
  const d = await openDashboard(page, signInAsAdmin)
  const link = `${backend.url}/${EVENT_CODE}/${await backend.codeFor(EVENT, 'Germany')}`

  await d.copyLinkOf('Germany').click()
  await expect(page.getByText('Link copied for Germany!')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)
  await expect(d.linkDialog.getByRole('textbox', { name: 'Access link for Germany' })).toHaveValue(link)
  await expect(page).toHaveURL(/\/admin\/mjwc2025$/) // the card itself did not open

  await page.evaluate(() => navigator.clipboard.writeText(''))
  await d.linkDialog.getByRole('button', { name: 'Copy Link' }).click()
  await expect(page.getByText('Link copied!', { exact: true })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)
  await d.linkDialog.getByRole('button', { name: 'Close' }).click()
  await expect(d.linkDialog).toBeHidden()
})

test('a card opens the admin team page', async ({ page, signInAsAdmin }) => {
  const d = await openDashboard(page, signInAsAdmin)
  await d.card('New Zealand').click({ position: { x: 40, y: 120 } }) // anywhere on the card
  await expect(page).toHaveURL(/\/admin\/mjwc2025\/New%20Zealand$/)
  await page.goBack()
  await page.getByRole('link', { name: 'Spain', exact: true }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/admin\/mjwc2025\/Spain$/)
})

test('Import Roster previews every line, then imports only the new players', async ({ page, backend, signInAsAdmin }) => {
  const d = await openDashboard(page, signInAsAdmin)
  const before = await teamsInDb(backend)
  const spainPlayer = (
    await backend.query<{ player_name: string }>(
      `select player_name from event_uploads where event_name = $1 and team = 'Spain' order by id limit 1`,
      [EVENT],
    )
  )[0]!.player_name
  const csv = [
    'Team;Player name',
    `${IMPORTED_TEAM};Ana Ó Súilleabháin`,
    `${IMPORTED_TEAM.toLowerCase()};"Zoë ""Zee"" D’Arcy"`,
    `Spain;${spainPlayer}`,
    ';',
    `${IMPORTED_TEAM};Ana Ó Súilleabháin`,
  ].join('\r\n')

  await page.getByRole('button', { name: 'Import Roster' }).click()
  const dialog = page.getByRole('dialog', { name: 'Import Roster' })
  await dialog
    .getByLabel('Roster CSV file')
    .setInputFiles({ name: 'roster.csv', mimeType: 'text/csv', buffer: Buffer.from('\uFEFF' + csv) })
  const rows = dialog.getByRole('table').getByRole('row')
  await expect(rows).toHaveCount(6)
  const statusOf = (line: number) =>
    rows
      .filter({ has: page.getByRole('cell', { name: String(line), exact: true }) })
      .getByRole('cell')
      .last()
  await expect(statusOf(2)).toHaveText('New team (gets a new access code)')
  await expect(statusOf(3)).toHaveText('Will be added')
  await expect(statusOf(4)).toHaveText('Already on the roster')
  await expect(statusOf(5)).toHaveText('Blank line')
  await expect(statusOf(6)).toHaveText('Duplicate in file')
  await expect(dialog.getByRole('list', { name: 'Import summary' })).toContainText('2 players will be added')
  // the preview changed nothing
  expect(await teamsInDb(backend)).toEqual(before)

  await dialog.getByRole('button', { name: 'Import 2 players' }).click()
  await expect(page.getByText('Imported 2 players and 1 new team')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(d.card(IMPORTED_TEAM).getByText('0/2 players')).toBeVisible()
  const stored = await backend.query<{ team: string; player_name: string }>(
    `select team, player_name from event_uploads where event_name = $1 and lower(team) = lower($2) order by player_name`,
    [EVENT, IMPORTED_TEAM],
  )
  expect(stored).toEqual([
    { team: IMPORTED_TEAM, player_name: 'Ana Ó Súilleabháin' },
    { team: IMPORTED_TEAM, player_name: 'Zoë "Zee" D’Arcy' },
  ])
  expect(await backend.codeFor(EVENT, IMPORTED_TEAM)).toMatch(/^[A-Z0-9]{10,}$/)
})

test('Add Team creates a team with its own link', async ({ page, backend, signInAsAdmin }) => {
  const d = await openDashboard(page, signInAsAdmin)
  await page.getByRole('button', { name: 'Add Team' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Team' })
  await dialog.getByRole('textbox', { name: 'Team name' }).fill('spain')
  await dialog.getByRole('button', { name: 'Add Team' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('A team with this name already exists')
  await dialog.getByRole('textbox', { name: 'Team name' }).fill(NEW_TEAM)
  await dialog.getByRole('button', { name: 'Add Team' }).click()

  // the next step of setting up opens at once: the new team's link to send
  const link = d.linkDialog.getByRole('textbox', { name: `Access link for ${NEW_TEAM}` })
  await expect(link).toBeVisible()
  expect(await link.inputValue()).toBe(`${backend.url}/${EVENT_CODE}/${await backend.codeFor(EVENT, NEW_TEAM)}`)
  await d.linkDialog.getByRole('button', { name: 'Close' }).click()
  await expect(d.card(NEW_TEAM).getByText('0/0 players')).toBeVisible()
})

test('Regenerate code: the old link shows Invalid Access Code, the new one works', async ({ page, context, backend, signInAsAdmin }) => {
  const d = await openDashboard(page, signInAsAdmin)
  const oldCode = await backend.codeFor(EVENT, NEW_TEAM)
  await d.copyLinkOf(NEW_TEAM).click()
  await expect(d.linkDialog.getByRole('textbox')).toHaveValue(`${backend.url}/${EVENT_CODE}/${oldCode}`)
  await d.linkDialog.getByRole('button', { name: 'Regenerate code' }).click()
  await expect(d.linkDialog.getByRole('alert')).toContainText('The current link stops working at once')
  await d.linkDialog.getByRole('button', { name: 'Yes, regenerate code' }).click()
  await expect(d.linkDialog.getByText('This is the new link. The previous link no longer works.')).toBeVisible()
  const newLink = await d.linkDialog.getByRole('textbox').inputValue()
  const newCode = await backend.codeFor(EVENT, NEW_TEAM)
  expect(newCode).not.toBe(oldCode)
  expect(newLink).toBe(`${backend.url}/${EVENT_CODE}/${newCode}`)

  const player = await context.newPage()
  await player.goto(`/${EVENT_CODE}/${oldCode}`)
  await expect(player.getByRole('heading', { name: 'Invalid Access Code' })).toBeVisible()
  await player.goto(newLink)
  await expect(player.getByRole('heading', { name: new RegExp(NEW_TEAM) })).toBeVisible()
  await expect(player.getByRole('heading', { name: 'Invalid Access Code' })).toHaveCount(0)
})

test('Logout returns to the login form', async ({ page, signInAsAdmin }) => {
  await openDashboard(page, signInAsAdmin)
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
  expect(await page.evaluate(() => sessionStorage.getItem('adminAuth'))).toBeNull()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
})
