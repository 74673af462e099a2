// The admin area tells the truth about the network: an unreachable server is not a wrong
// password, and a page that fails to load keeps the organizer signed in with a way to retry.
import { test, expect } from './fixtures'

test('with the server unreachable, the login says so instead of "Invalid password"', async ({ page, backend }) => {
  await page.goto('/admin/mjwc2025')
  await page.route('**/auth/v1/token**', (route) => route.abort('connectionrefused'))
  await page.getByPlaceholder('Enter admin password').fill(backend.adminPassword ?? '')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('alert')).toHaveText("Can't reach the server. Check your connection, then try again.")
  await expect(page.getByText('Invalid password')).toHaveCount(0)

  await page.unroute('**/auth/v1/token**')
  await page.getByPlaceholder('Enter admin password').fill(backend.adminPassword ?? '')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
})

test('a team page that fails to load keeps the session and offers Try Again', async ({ page, signInAsAdmin }) => {
  await signInAsAdmin(page)
  // Everything but the list of events (which the URL's event is resolved against) fails.
  const allButEvents = (url: URL) => url.pathname.startsWith('/rest/v1/') && url.pathname !== '/rest/v1/rpc/admin_events'
  await page.route(allButEvents, (route) => route.abort('connectionrefused'))
  await page.goto('/admin/mjwc2025/Spain')
  await expect(page.getByText('Failed to load players')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toHaveCount(0)
  expect(await page.evaluate(() => sessionStorage.getItem('adminAuth'))).toBe('true')

  await page.unroute(allButEvents)
  await page.getByRole('button', { name: 'Try Again' }).click()
  await expect(page.getByRole('heading', { name: 'Spain' })).toBeVisible()
  await expect(page.getByText(/of \d+ photos uploaded/)).toBeVisible()
})

test('when even the list of events fails to load, the organizer stays signed in with Try Again', async ({ page, signInAsAdmin }) => {
  await signInAsAdmin(page)
  await page.route('**/rest/v1/**', (route) => route.abort('connectionrefused'))
  await page.goto('/admin/mjwc2025/Spain')
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toHaveCount(0)
  expect(await page.evaluate(() => sessionStorage.getItem('adminAuth'))).toBe('true')

  await page.unroute('**/rest/v1/**')
  await page.getByRole('button', { name: 'Try Again' }).click()
  await expect(page.getByRole('heading', { name: 'Spain' })).toBeVisible()
})
