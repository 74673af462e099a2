import { test, expect } from './fixtures'

test.describe('routes', () => {
  test('landing shows both tournaments', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'Active Tournaments' })).toBeVisible()
    await expect(page.getByText("Men's Junior World Cup 2025", { exact: true })).toBeVisible()
    await expect(page.getByText("Women's Junior World Cup 2025")).toBeVisible()
  })

  test('a seeded team link shows that team, whatever the case of the code', async ({ page, backend }) => {
    const code = await backend.codeFor('MJWC 2025', 'New Zealand')
    await page.goto(`/mjwc2025/${code.toLowerCase()}`)
    await expect(page.getByRole('heading', { name: /New Zealand/ })).toBeVisible()
    await expect(page.getByText("Men's Junior World Cup 2025").first()).toBeVisible()
  })

  test('a wrong code shows Invalid Access Code', async ({ page }) => {
    await page.goto('/mjwc2025/NOTAREALCODE')
    await expect(page.getByRole('heading', { name: 'Invalid Access Code' })).toBeVisible()
    await expect(page.getByText("The link you're trying to access is invalid or has expired.", { exact: false })).toBeVisible()
  })

  test("a code of one event doesn't open the other event", async ({ page, backend }) => {
    const code = await backend.codeFor('WJWC 2025', 'Chile')
    await page.goto(`/mjwc2025/${code}`)
    await expect(page.getByRole('heading', { name: 'Invalid Access Code' })).toBeVisible()
  })

  test('an unknown event in a team link goes home', async ({ page }) => {
    await page.goto('/xyz2030/ABCDEFGHJKLM')
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { name: 'Active Tournaments' })).toBeVisible()
  })

  test('an unknown path shows Page Not Found with Go to Home', async ({ page }) => {
    await page.goto('/this/is/not/a/page')
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
    await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible()
    await page.getByRole('link', { name: 'Go to Home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('/admin and unknown admin events go to the mjwc2025 dashboard', async ({ page }) => {
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/mjwc2025$/)
    await page.goto('/admin/nope2025')
    await expect(page).toHaveURL(/\/admin\/mjwc2025$/)
    await page.goto('/admin/nope2025/India')
    await expect(page).toHaveURL(/\/admin\/mjwc2025$/)
  })

  test('the admin team page without a session goes to its event dashboard login', async ({ page }) => {
    await page.goto('/admin/wjwc2025/New-Zealand')
    await expect(page).toHaveURL(/\/admin\/wjwc2025$/)
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
  })
})
