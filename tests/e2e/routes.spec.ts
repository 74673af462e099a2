import { test, expect } from './fixtures'

test.describe('routes', () => {
  test('landing shows both tournaments, from the database, with their deadline', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'Active Tournaments' })).toBeVisible()
    await expect(page.getByText("Men's Junior World Cup 2025", { exact: true })).toBeVisible()
    await expect(page.getByText("Women's Junior World Cup 2025")).toBeVisible()
    // the seed sets the demo deadlines three weeks ahead
    await expect(
      page.getByRole('article').filter({ has: page.getByRole('heading', { name: "Men's Junior World Cup 2025", exact: true }) }),
    ).toContainText(/Upload by \w+day \d+ \w+/)
    await expect(page.getByRole('contentinfo')).toContainText('© 2025 Player Photo Portal')
    await expect(page.getByRole('link', { name: 'Admin Login' })).toHaveAttribute('href', '/admin/mjwc2025')
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

  test('/admin goes to the mjwc2025 dashboard; an unknown admin event asks for sign-in, then goes there', async ({ page, backend }) => {
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/mjwc2025$/)
    // Signed out, an unknown code can't be told from a draft, so the sign-in stays on its URL.
    await page.goto('/admin/nope2025/India')
    await expect(page).toHaveURL(/\/admin\/nope2025$/)
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
    await page.getByPlaceholder('Enter admin password').fill(backend.adminPassword ?? '')
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/admin\/mjwc2025$/)
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
    await page.goto('/admin/nope2025')
    await expect(page).toHaveURL(/\/admin\/mjwc2025$/)
  })

  test('the admin team page without a session goes to its event dashboard login', async ({ page }) => {
    await page.goto('/admin/wjwc2025/New-Zealand')
    await expect(page).toHaveURL(/\/admin\/wjwc2025$/)
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
  })

  test.describe('events that take no photos', () => {
    // Events of their own, so the seed's stay as they are for every other spec of this worker.
    // Not open, so the landing page never lists them.
    test.beforeAll(async ({ backend }) => {
      await backend.query(`
        insert into public.events (code, name, display_name, venue, start_date, end_date, state, contact_email, upload_deadline, time_zone)
        values ('draft2030', 'DRAFT 2030', 'Draft Cup 2030', 'Lima, Peru', '2030-03-01', '2030-03-10', 'draft', null, null, 'UTC'),
               ('arch2024', 'ARCH 2024', 'Old Cup 2024', 'Oslo, Norway', '2024-03-01', '2024-03-10', 'archived', null, null, 'UTC'),
               ('shut2026', 'SHUT 2026', 'Closed Cup 2026', 'Quito, Ecuador', '2026-03-01', '2026-03-10', 'closed', 'cup@example.org',
                '2026-02-20T18:00:00Z', 'UTC')
        on conflict do nothing`)
      await backend.query(`
        insert into public.team_access (event_name, team, code)
        values ('DRAFT 2030', 'Peru', 'DRAFTPERU2030'), ('ARCH 2024', 'Norway', 'ARCHNORWAY2024'), ('SHUT 2026', 'Ecuador', 'SHUTECUADOR26')
        on conflict do nothing`)
      await backend.query(`
        insert into public.event_uploads (event_name, team, player_name, upload_status)
        select 'SHUT 2026', 'Ecuador', n, false from unnest(array['Ana Quispe', 'Bruno Tapia']) n
        where not exists (select 1 from public.event_uploads where event_name = 'SHUT 2026')`)
    })

    test("a draft event's team link says it is not open yet, a wrong code of it goes home", async ({ page }) => {
      await page.goto('/draft2030/DRAFTPERU2030')
      await expect(page.getByRole('heading', { name: 'Not open yet' })).toBeVisible()
      await expect(page.getByText('Draft Cup 2030 is not open for photo uploads yet.')).toBeVisible()
      await page.goto('/draft2030/NOTAREALCODE')
      await expect(page).toHaveURL(/\/$/)
    })

    test("a bookmarked draft dashboard opens after sign-in, not another event's", async ({ page, backend }) => {
      await page.goto('/admin/draft2030')
      await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
      await expect(page).toHaveURL(/\/admin\/draft2030$/)
      await page.getByPlaceholder('Enter admin password').fill(backend.adminPassword ?? '')
      await page.getByRole('button', { name: 'Login' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
      await expect(page).toHaveURL(/\/admin\/draft2030$/)
      await expect(page.getByText('Draft Cup 2030').first()).toBeVisible()
    })

    test("an archived event's team link says the event has ended", async ({ page }) => {
      await page.goto('/arch2024/ARCHNORWAY2024')
      await expect(page.getByRole('heading', { name: 'This event has ended' })).toBeVisible()
      await expect(page.getByText('Old Cup 2024 has ended and no longer takes photos.')).toBeVisible()
    })

    test('a closed event shows the team and says since when and whom to contact, with no upload buttons', async ({ page }) => {
      await page.goto('/shut2026/SHUTECUADOR26')
      await expect(page.getByRole('heading', { level: 1, name: 'Ecuador' })).toBeVisible()
      const notice = page.getByRole('status').filter({ hasText: 'Uploads are closed' })
      await expect(notice).toContainText(
        /Uploads for Closed Cup 2026 closed on \w+day 20 February( 2026)?, 18:00 \(Coordinated Universal Time\)( · [^.]*)?\./,
      )
      await expect(notice.getByRole('link', { name: 'cup@example.org' })).toHaveAttribute('href', 'mailto:cup@example.org')
      await expect(page.getByRole('button', { name: /Take photo|Choose photo|Remind your team/ })).toHaveCount(0)
    })

    test('… and in Spanish', async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('portal.lang', 'es'))
      await page.goto('/shut2026/SHUTECUADOR26')
      const notice = page.getByRole('status').filter({ hasText: 'La carga de fotos está cerrada' })
      await expect(notice).toContainText(
        /La carga de fotos para Closed Cup 2026 se cerró el \w+ 20 de febrero( de 2026)?, 18:00 \([^)]+\)( · [^.]*)?\./,
      )
      await expect(notice).toContainText('¿Necesitas ayuda? Escribe a cup@example.org.')
    })
  })
})
