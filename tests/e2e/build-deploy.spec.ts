// What a deployment adds to the app itself, in the built app: a tab opened before a redeploy
// reloads once when its next screen's chunk is gone (and only once), team and admin pages tell
// search engines to stay away, and the link preview, manifest and touch icon are served.
import { test, expect } from './fixtures'
import type { Page, Route } from '@playwright/test'

/** The chunk of the player's first screens, the landing page's among them (build/player-chunk.ts),
 * as a redeploy would leave it: gone (the host answers 404). */
const LANDING_CHUNK = /\/assets\/player-[\w-]+\.js$/

function countDocumentLoads(page: Page): { count: () => number } {
  let loads = 0
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) loads++
  })
  return { count: () => loads }
}

const gone = (route: Route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' })

/**
 * The app asks the host for index.html before reloading (src/app/reload-on-stale-chunk.ts):
 * answer that request as a host that has a newer build (its entry script has another name);
 * the page loads themselves still get this build.
 */
async function hostHasNewerBuild(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      if (route.request().resourceType() !== 'fetch') return route.continue()
      const html = await (await route.fetch()).text()
      await route.fulfill({ status: 200, contentType: 'text/html', body: html.replaceAll('/assets/index-', '/assets/index-next-deploy-') })
    },
  )
}

test.describe('after a redeploy', () => {
  // The page may still be asking the host when a test has seen what it waits for: let that
  // answer finish before the page closes, or the handler's fetch fails on a closed page.
  test.afterEach(async ({ page }) => page.unrouteAll({ behavior: 'wait' }))

  test('a missing chunk reloads the page once, and the new build then shows the screen', async ({ page }) => {
    const loads = countDocumentLoads(page)
    await hostHasNewerBuild(page)
    let failed = 0
    await page.route(LANDING_CHUNK, async (route) => {
      // the old build's chunk is gone for the page as first loaded (its preload and its import
      // alike); after the reload, the new one is there
      if (loads.count() < 2) {
        failed++
        return gone(route)
      }
      await route.continue()
    })
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'Active Tournaments' })).toBeVisible()
    expect(failed).toBeGreaterThan(0)
    expect(loads.count()).toBe(2)
  })

  test('when the reload did not help, the error screen stays instead of reloading again', async ({ page }) => {
    const loads = countDocumentLoads(page)
    await hostHasNewerBuild(page)
    await page.route(LANDING_CHUNK, gone)
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible()
    await expect.poll(() => loads.count()).toBe(2)
  })

  test('a chunk lost on the network, with no new build on the host, is left to the screen (no reload)', async ({ page }) => {
    const loads = countDocumentLoads(page)
    const askedHost = page.waitForEvent('requestfinished', (r) => new URL(r.url()).pathname === '/' && r.resourceType() === 'fetch')
    await page.route(LANDING_CHUNK, (route) => route.abort('internetdisconnected'))
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible()
    await askedHost
    // it decided: no reload remembered, still the first load
    expect(await page.evaluate(() => sessionStorage.getItem('photo-portal-reloaded-for-build'))).toBeNull()
    expect(loads.count()).toBe(1)
  })
})

test.describe('search engines and link previews', () => {
  test('team links and the admin area say noindex; the landing page does not', async ({ page, backend }) => {
    const landing = await page.goto('/')
    await expect(page.getByRole('heading', { name: 'Active Tournaments' })).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
    expect(landing?.headers()['x-robots-tag']).toBeUndefined()

    const code = await backend.codeFor('MJWC 2025', 'Spain')
    const team = await page.goto(`/mjwc2025/${code}`)
    await expect(page.getByRole('heading', { name: /Spain/ })).toBeVisible()
    await expect(page.locator('head > meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    expect(team?.headers()['x-robots-tag']).toBe('noindex')

    await page.goto('/admin/mjwc2025')
    await expect(page.getByPlaceholder('Enter admin password')).toBeVisible()
    await expect(page.locator('head > meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  })

  test('the preview image, manifest and icons are served', async ({ page, request }) => {
    await page.goto('/')
    // absolute only when the build was given VITE_SITE_URL (tests/ops/static-hosts.test.ts)
    const image = new URL((await page.locator('meta[property="og:image"]').getAttribute('content'))!, 'http://any.host').pathname
    expect(image).toBe('/og-image.png')
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href')
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')
    const manifest = (await (await request.get(manifestHref!)).json()) as { icons: Array<{ src: string; type: string }> }
    for (const src of [image, touchIcon!, ...manifest.icons.map((i) => i.src)]) {
      const r = await request.get(src)
      expect(r.status(), src).toBe(200)
      expect(r.headers()['content-type'], src).toMatch(/^image\//)
    }
  })
})
