// Events are data, end to end in Chromium with no code changed: an organizer creates a
// new event (dates, venue, deadline), imports its roster and opens it; a player on a phone finds
// it on the landing page, opens the team link and uploads; the organizer moves the deadline into
// the past, and the player's next upload is refused with a clear message, the photo kept.
// The event is this spec's own, so the seed's stay as every other spec of the worker expects.
import type { Page } from '@playwright/test'
import { makeJpeg } from '../fixtures/browser-images.ts'
import { jpegSize } from '../fixtures/jpeg-size.ts'
import { test, expect } from './fixtures'
import { expectAxeClean } from './axe'

const CODE = 'lisbon2030'
const NAME = 'Lisbon Hockey Cup 2030'
const SHORT = 'LHC 2030'
const ZONE = 'Europe/Lisbon'
const TEAM = 'Portugal'
const PLAYERS = ['Ana Silva', 'Bruno Costa', 'Carla Dias']

test.describe.configure({ mode: 'serial' })

// The worker's later specs read the seed's events (the landing's list, the footer's year, the
// default admin event): this spec's open event leaves the stage when it ends, pass or fail.
test.afterAll(async ({ backend }) => {
  await backend.query("update events set state = 'archived' where code = $1", [CODE])
})

/** A moment as the wall clock of `zone` shows it, as <input type="datetime-local"> takes it. */
function wallClock(ms: number, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`
}
const DAY_MS = 24 * 3600 * 1000
/** Decoding, cropping and encoding a photo, and sending it: seconds on a busy test machine. */
const PHOTO_WORK = { timeout: 30_000 }

/** The player's wizard up to Review: choose a photo, keep the default square (1920 px of it). */
async function photoUpToReview(page: Page) {
  const jpeg = await makeJpeg(page, { width: 2400, height: 3200 })
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Choose photo' }).click()
  await (await chooser).setFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(jpeg) })
  await page.getByRole('button', { name: 'Use photo' }).click()
  await expect(page.getByRole('heading', { name: 'Check your photo' })).toBeVisible(PHOTO_WORK)
}

test('an organizer runs a new event from the admin area; a player uploads until the deadline', async ({
  page,
  browser,
  backend,
  signInAsAdmin,
}) => {
  test.setTimeout(240_000) // a whole event's life in one journey: two browsers, two uploads, four axe runs
  // Organizer, desktop: from the dashboard to the events page, a new event.
  await signInAsAdmin(page)
  await page.getByRole('link', { name: 'All events' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible()
  await expect(page.getByRole('article', { name: "Men's Junior World Cup 2025", exact: true })).toContainText('Open')
  await expectAxeClean(page, { seriousOnly: true })
  await page.getByRole('link', { name: 'New event' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'New event' })).toBeVisible()

  // The form says what is wrong, at each field, before anything is sent.
  await page.getByLabel('Code (in links)').fill('admin')
  await page.getByLabel('Start date').fill('2030-06-10')
  await page.getByLabel('End date').fill('2030-06-01')
  await page.getByRole('button', { name: 'Create event' }).click()
  await expect(page.getByText('This code is used by the portal itself. Please choose another one.')).toBeVisible()
  await expect(page.getByText("Please enter the event's name")).toBeVisible()
  await expect(page.getByText('The end date must be on or after the start date')).toBeVisible()
  await expectAxeClean(page, { seriousOnly: true })
  await page.getByLabel('Code (in links)').fill('mjwc2025')
  await page.getByLabel('Name', { exact: true }).fill(NAME)
  await page.getByRole('button', { name: 'Create event' }).click()
  await expect(page.getByText('An event with this code already exists')).toBeVisible()

  await page.getByLabel('Code (in links)').fill(CODE)
  await page.getByLabel('Short name (optional)').fill(SHORT)
  await page.getByLabel('Venue').fill('Lisbon, Portugal')
  await page.getByLabel('End date').fill('2030-06-20')
  // some four hundred zones: the organizer finds theirs by typing its city
  await page.getByLabel('Find a time zone').fill('lisb')
  await expect(page.getByLabel('Time zone', { exact: true })).toHaveValue(ZONE)
  await page.getByLabel('Upload deadline (optional)').fill(wallClock(Date.now() + 7 * DAY_MS, ZONE))
  await page.getByLabel('Contact e-mail (optional)').fill('cup@example.org')
  // badges printed large: photos stored at 1600 px instead of the portal's 1024
  await page.getByLabel('Photo size').selectOption('1600')
  await page.getByRole('button', { name: 'Create event' }).click()

  // Its dashboard, a draft: import the roster.
  await expect(page).toHaveURL(new RegExp(`/admin/${CODE}$`))
  await expect(page.getByTestId('event-status')).toContainText('Draft')
  await expect(page.getByTestId('event-status')).toContainText(`Not open to players yet · deadline`)
  await page.getByRole('button', { name: 'Import Roster' }).first().click() // the toolbar's (a new event also offers one in its empty state)
  const dialog = page.getByRole('dialog', { name: 'Import Roster' })
  const csv = ['Team;Player name', ...PLAYERS.map((p) => `${TEAM};${p}`)].join('\r\n')
  await dialog.getByLabel('Roster CSV file').setInputFiles({ name: 'roster.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await dialog.getByRole('button', { name: 'Import 3 players' }).click()
  await expect(page.getByTestId('team-card').filter({ hasText: TEAM }).getByText('0/3 players')).toBeVisible()
  const teamCode = await backend.codeFor(SHORT, TEAM)

  // A draft is not on the landing page, and its team link says it isn't open yet.
  const player = await browser.newContext({
    baseURL: backend.url,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    hasTouch: true,
  })
  const phone = await player.newPage()
  await phone.goto(`/${CODE}/${teamCode}`)
  await expect(phone.getByRole('heading', { name: 'Not open yet' })).toBeVisible()

  // Open it from its own dashboard, after the same question the events page asks.
  await page.getByTestId('event-status').getByRole('button', { name: 'Open to players' }).click()
  await page.getByRole('dialog', { name: 'Open to players?' }).getByRole('button', { name: 'Open to players' }).click()
  await expect(page.getByText(`${NAME} is open to players`)).toBeVisible()
  await expect(page.getByTestId('event-status').getByTestId('event-state')).toHaveText('Open')
  await expect(page.getByTestId('event-status').getByRole('button', { name: 'Open to players' })).toBeHidden()
  await page.getByRole('link', { name: 'All events' }).click()
  await expect(page.getByRole('article', { name: NAME }).getByTestId('event-state')).toHaveText('Open')

  // Player, phone: the landing page lists it with its deadline; the team link takes a photo.
  await phone.goto('/')
  const card = phone.getByRole('article').filter({ has: phone.getByRole('heading', { name: NAME }) })
  await expect(card).toContainText('Lisbon, Portugal')
  await expect(card).toContainText(/Upload by \w+day \d{1,2} \w+( \d{4})?, \d\d:\d\d/)
  await phone.goto(`/${CODE}/${teamCode}`)
  await expect(phone.getByRole('heading', { level: 1, name: TEAM })).toBeVisible()
  await expect(phone.getByTestId('upload-deadline')).toContainText('Upload by')
  await expect(phone.getByRole('button', { name: 'Remind your team' })).toBeVisible()
  await expectAxeClean(phone, { seriousOnly: true })
  await expect(phone.getByRole('heading', { name: `Photo for ${PLAYERS[0]}` })).toBeVisible()
  await photoUpToReview(phone)
  await phone.getByRole('checkbox').check() // a new event asks for consent, like the seed's
  await phone.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(phone.getByRole('alertdialog', { name: 'Upload Successful' })).toBeVisible(PHOTO_WORK)
  await expect(phone.getByRole('tab', { name: /Done/ })).toContainText('1', PHOTO_WORK)
  const [first] = await backend.query<{ photo_path: string }>(
    'select photo_path from event_uploads where event_name = $1 and player_name = $2',
    [SHORT, PLAYERS[0]],
  )
  const storedPhoto = await fetch(`${backend.url}/storage/v1/object/public/player-photos/${encodeURI(first!.photo_path)}`)
  expect(jpegSize(new Uint8Array(await storedPhoto.arrayBuffer()))).toEqual({ width: 1600, height: 1600 })
  // the next player picks their name
  await phone.getByRole('tab', { name: /Pending/ }).click()
  await phone.locator('[data-player-id]').filter({ hasText: PLAYERS[1] }).click()
  await expect(phone.getByRole('heading', { name: `Photo for ${PLAYERS[1]}` })).toBeVisible()
  await photoUpToReview(phone)

  // Organizer: the deadline moves into the past (an hour ago, in the event's zone).
  await page.getByRole('article', { name: NAME }).getByRole('link', { name: /^Edit/ }).click()
  await page.getByLabel('Upload deadline (optional)').fill(wallClock(Date.now() - 3600 * 1000, ZONE))
  await expect(page.getByLabel('Photo size')).toHaveValue('1600') // kept as it was chosen
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Event saved')).toBeVisible()
  await expect(page.getByRole('article', { name: NAME })).toContainText('Deadline passed on')

  // Player: the next upload is refused in SQL; the page says so clearly and keeps the photo.
  await phone.getByRole('checkbox').check()
  await phone.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(phone.getByText('Uploads are closed for this event, so this photo was not sent.').first()).toBeVisible(PHOTO_WORK)
  // the notice (not the toast, a status too): closed since when, whom to contact
  const notice = phone.getByRole('status').filter({ hasText: 'Need help? Contact' })
  // the event's time, its zone named (and the reader's own when it differs)
  await expect(notice).toContainText(
    new RegExp(`Uploads for ${NAME} closed on \\w+day \\d{1,2} \\w+( \\d{4})?, \\d\\d:\\d\\d \\([^)]+\\)( · [^.]*)?\\.`),
  )
  await expect(notice.getByRole('link', { name: 'cup@example.org' })).toBeVisible()
  await expect(phone.getByRole('img', { name: `Cropped photo of ${PLAYERS[1]}` })).toBeVisible()
  await expect(phone.getByRole('button', { name: 'Remind your team' })).toHaveCount(0)
  await expectAxeClean(phone, { seriousOnly: true })

  const rows = await backend.query<{ player_name: string; upload_status: boolean }>(
    'select player_name, upload_status from event_uploads where event_name = $1 order by player_name',
    [SHORT],
  )
  expect(rows).toEqual([
    { player_name: PLAYERS[0], upload_status: true },
    { player_name: PLAYERS[1], upload_status: false },
    { player_name: PLAYERS[2], upload_status: false },
  ])

  // A fresh visit: closed, since when, whom to contact, and no upload buttons.
  await phone.reload()
  await expect(phone.getByRole('heading', { level: 1, name: TEAM })).toBeVisible()
  await expect(phone.getByRole('status').filter({ hasText: 'Need help? Contact' })).toContainText('Uploads are closed')
  await expect(phone.getByRole('button', { name: /Choose photo|Take photo/ })).toHaveCount(0)
  await player.close()
})

test('the dashboard card gives the organizer the team reminder, in English or Spanish', async ({
  page,
  context,
  backend,
  signInAsAdmin,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signInAsAdmin(page)
  await page.getByRole('button', { name: 'Reminder for Argentina' }).click()
  const dialog = page.getByRole('dialog', { name: 'Reminder for Argentina' })
  const message = dialog.getByRole('textbox', { name: 'Message' })
  await expect(message).toHaveValue(/^Photo reminder: Argentina, Men's Junior World Cup 2025\nPlease upload your photo by /)
  const pending = await backend.query<{ player_name: string }>(
    "select player_name from event_uploads where event_name = 'MJWC 2025' and team = 'Argentina' and not upload_status order by player_name, id",
  )
  expect(await message.inputValue()).toContain('Still without a photo (')
  for (const { player_name } of pending) expect(await message.inputValue()).toContain(player_name)
  expect(await message.inputValue()).toContain(`${backend.url}/mjwc2025/${await backend.codeFor('MJWC 2025', 'Argentina')}`)
  await dialog.getByRole('radio', { name: 'Español' }).check()
  await expect(message).toHaveValue(/^Recordatorio de fotos: Argentina/)
  await expectAxeClean(page, { seriousOnly: true })
  await dialog.getByRole('button', { name: 'Copy reminder' }).click()
  await expect(page.getByText('Reminder copied!')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Aún sin foto')
})
