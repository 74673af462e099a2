// Accessibility of the player pages on a phone: axe-core finds no serious or critical problems
// (colour contrast included), and a keyboard alone gets a player to their upload panel.
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { expectAxeClean } from './axe'

const EVENT = 'MJWC 2025'
const TEAM = 'Belgium'

async function openTeam(page: Page, code: string) {
  await page.goto(`/mjwc2025/${code}`)
  await expect(page.getByRole('tablist')).toBeVisible()
}

test.describe('player accessibility (phone)', () => {
  test('landing page: no serious or critical axe violations, in English and Spanish', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'Active Tournaments' })).toBeVisible()
    await expectAxeClean(page, { seriousOnly: true })
    await page.getByRole('button', { name: 'Español' }).click()
    await expect(page.getByRole('heading', { name: 'Torneos en curso' })).toBeVisible()
    await expectAxeClean(page, { seriousOnly: true })
  })

  test('landing page: one h1 and the header / main / footer landmarks', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('main')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
  })

  test('team page: no serious or critical axe violations on each tab and with a replace notice', async ({ page, backend }) => {
    await openTeam(page, await backend.codeFor(EVENT, TEAM))
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expectAxeClean(page, { seriousOnly: true })
    await page.getByRole('tab', { name: /Done/ }).click()
    await page.getByRole('tabpanel').locator('[data-player-id]').first().click()
    await expect(page.getByText('This player already has a photo.', { exact: false })).toBeVisible()
    await expectAxeClean(page, { seriousOnly: true })
    await page.getByRole('searchbox').fill('qqqzzz')
    await expect(page.getByText('No players found matching your criteria.')).toBeVisible()
    await expectAxeClean(page, { seriousOnly: true })
  })

  test('team page error state: no serious or critical axe violations', async ({ page, backend }) => {
    await page.route('**/rest/v1/rpc/team_link', (route) => route.abort('connectionreset'))
    await page.goto(`/mjwc2025/${await backend.codeFor(EVENT, TEAM)}`)
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible()
    await expectAxeClean(page, { seriousOnly: true })
  })

  test('keyboard only: Tab to a player, Enter opens their panel with focus on it', async ({ page, backend }) => {
    await openTeam(page, await backend.codeFor(EVENT, TEAM))
    const second = page.getByRole('tabpanel').locator('[data-player-id]').nth(1)
    const name = (await second.locator('span > span').first().textContent())!.trim()

    let focusedPlayer = false
    for (let i = 0; i < 20 && !focusedPlayer; i++) {
      await page.keyboard.press('Tab')
      focusedPlayer = await page.evaluate(() => document.activeElement?.hasAttribute('data-player-id') ?? false)
    }
    expect(focusedPlayer).toBe(true)
    // the first player row; on phones its (automatically opened) panel sits right under it, so
    // Tab goes through that panel's controls before reaching the second name
    let reachedSecond = false
    for (let i = 0; i < 20 && !reachedSecond; i++) {
      await page.keyboard.press('Tab')
      reachedSecond = await second.evaluate((el) => el === document.activeElement)
    }
    await expect(second).toBeFocused()
    await page.keyboard.press('Enter')

    const heading = page.getByRole('heading', { level: 2, name: `Photo for ${name}` })
    await expect(heading).toBeFocused()
    await expect(second).toHaveAttribute('aria-current', 'true')
    // and on into the wizard
    await page.keyboard.press('Tab')
    await expect(page.locator(':focus')).toBeVisible()
  })

  test('keyboard only: arrow keys move between the Pending / All / Done tabs', async ({ page, backend }) => {
    await openTeam(page, await backend.codeFor(EVENT, TEAM))
    await page.getByRole('tab', { name: /Pending/ }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: /All/ })).toBeFocused()
    await expect(page.getByRole('tab', { name: /All/ })).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('End')
    await expect(page.getByRole('tab', { name: /Done/ })).toHaveAttribute('aria-selected', 'true')
  })
})
