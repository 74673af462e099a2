// Add New Player and a player's Details on the real backend, in Chromium at 1440×900 and 390×844:
// Add Player asks the roster identity the Details form edits (number, role, family and given
// names, external ID), refuses a taken number with the server's own words and keeps what was
// typed, and stores what it was given; both dialogs are axe clean, with their messages showing.
import type { Page } from '@playwright/test'
import { seedEvent } from './event-seed'
import { test, expect } from './fixtures'
import { expectAxeClean } from './axe'

const EVENT = 'Dialog Cup 2026'
const CODE = 'dialogcup'
const TEAM = 'Norway'

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ backend }) => {
  await seedEvent(backend, { name: EVENT, code: CODE, shortName: 'Dialog Cup', startsDaysAfter: 3 })
  await backend.query(`insert into team_access (event_name, team, code) values ($1, $2, private.random_code()) on conflict do nothing`, [
    EVENT,
    TEAM,
  ])
  await backend.query(
    `insert into event_uploads (event_name, team, player_name, shirt_number, family_name, given_name, role, external_id)
     values ($1, $2, 'Kari Nordmann', 9, 'Nordmann', 'Kari', 'goalkeeper', 'NOR-0009')`,
    [EVENT, TEAM],
  )
})

async function openTeam(page: Page, signInAsAdmin: (page: Page, eventCode?: string) => Promise<void>) {
  await signInAsAdmin(page, CODE)
  await page.goto(`/admin/${CODE}/${TEAM}`)
  await expect(page.getByRole('heading', { level: 1, name: TEAM })).toBeVisible()
}

test('Add Player stores the details it was given, and says so when the number is taken', async ({ page, backend, signInAsAdmin }) => {
  // two full axe runs and four saves: more than a plain test on a busy machine
  test.setTimeout(180_000)
  await openTeam(page, signInAsAdmin)
  await page.getByRole('button', { name: 'Add Player' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add New Player' })
  await expectAxeClean(page, { what: 'Add New Player, 1440×900' })

  await dialog.getByLabel('Player name').fill("Åse O'Brien-Sæther")
  await dialog.getByLabel('Shirt number').fill('100')
  await dialog.getByRole('button', { name: 'Add Player' }).click()
  await expect(dialog.getByText('A whole number from 1 to 99, or empty')).toBeVisible()
  await expectAxeClean(page, { what: 'Add New Player with a message, 1440×900' })

  await dialog.getByLabel('Shirt number').fill('9')
  await dialog.getByLabel('Role').selectOption('staff')
  await dialog.getByLabel('Family name').fill("O'Brien-Sæther")
  await dialog.getByLabel('Given name').fill('Åse')
  await dialog.getByLabel('External ID').fill('NOR-0100')
  await dialog.getByRole('button', { name: 'Add Player' }).click()
  await expect(page.getByText('Another player of this team has this number')).toBeVisible()
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Family name')).toHaveValue("O'Brien-Sæther")

  await dialog.getByLabel('Shirt number').fill('#10')
  await dialog.getByRole('button', { name: 'Add Player' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText("#10 · Staff · O'Brien-Sæther, Åse · ID NOR-0100")).toBeVisible()
  const [row] = await backend.query(
    'select shirt_number, family_name, given_name, role, external_id from event_uploads where event_name = $1 and player_name = $2',
    [EVENT, "Åse O'Brien-Sæther"],
  )
  expect(row).toEqual({ shirt_number: 10, family_name: "O'Brien-Sæther", given_name: 'Åse', role: 'staff', external_id: 'NOR-0100' })

  // a name alone still adds a player, with no identity
  await page.getByRole('button', { name: 'Add Player' }).click()
  await dialog.getByLabel('Player name').fill('Solo Name')
  await dialog.getByLabel('Player name').press('Enter')
  await expect(dialog).toBeHidden()
  const [solo] = await backend.query('select shirt_number, family_name, role, external_id from event_uploads where player_name = $1', [
    'Solo Name',
  ])
  expect(solo).toEqual({ shirt_number: null, family_name: null, role: 'player', external_id: null })
})

for (const size of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  const at = `${size.width}×${size.height}`
  test(`the Details and Add Player dialogs are axe clean at ${at}`, async ({ page, signInAsAdmin }) => {
    // three full axe runs, each after the page settles: more than a plain test on a busy machine
    test.setTimeout(180_000)
    await page.setViewportSize(size)
    await openTeam(page, signInAsAdmin)
    await page.getByRole('button', { name: 'Details of Kari Nordmann' }).click()
    const details = page.getByRole('dialog', { name: 'Details of Kari Nordmann' })
    await expect(details.getByLabel('Shirt number')).toHaveValue('9')
    await expectAxeClean(page, { what: `Details, ${at}` })
    await details.getByLabel('External ID').fill('x'.repeat(65))
    await details.getByRole('button', { name: 'Save details' }).click()
    await expect(details.getByText('At most 64 characters')).toBeVisible()
    await expectAxeClean(page, { what: `Details with a message, ${at}` })
    await details.getByRole('button', { name: 'Cancel' }).click()
    await expect(details).toBeHidden()

    await page.getByRole('button', { name: 'Add Player' }).click()
    const add = page.getByRole('dialog', { name: 'Add New Player' })
    await expect(add.getByLabel('Player name')).toBeFocused()
    await expectAxeClean(page, { what: `Add New Player, ${at}` })
  })
}
