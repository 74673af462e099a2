// What a phone gets before the app's JavaScript has run, and how the app then takes over: the
// shell rendered into index.html at build time (src/app/app-shell.tsx, build/html-shell.ts), the
// team screen's chunk preloaded beside the entry and the team link's data asked for by the early
// script before the entry has arrived (build/early-script.ts), its answer taken by the entry's
// own request (src/app/team-link-prefetch.ts, src/lib/early-team-link.ts).
import { test, expect } from './fixtures'
import { EARLY_CONFIG_ID } from '../../build/early-script.ts'

const EVENT = 'MJWC 2025'
const EVENT_CODE = 'mjwc2025'
const TEAM = 'Germany'

for (const [name, path] of [
  ['a team link', 'team'],
  ['the landing page', '/'],
] as const) {
  test(`${name} paints the shell with JavaScript off: the portal's mark and a spinner, no text`, async ({ browser, backend }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
    try {
      const page = await context.newPage()
      const url = path === 'team' ? `${backend.url}/${EVENT_CODE}/${await backend.codeFor(EVENT, TEAM)}` : `${backend.url}/`
      await page.goto(url)
      const shell = page.locator('#root > [data-app-shell]')
      await expect(shell).toBeVisible()
      await expect(shell).toHaveAttribute('aria-busy', 'true')
      // the mark, painted (laid out at its size) and styled by the stylesheet the HTML links
      const mark = shell.locator('svg')
      await expect(mark).toBeVisible()
      expect((await mark.boundingBox())?.width).toBe(40)
      await expect(shell.locator('.animate-spin')).toBeVisible()
      // one HTML for every address and language: it says nothing that could be wrong
      expect((await page.locator('#root').innerText()).trim()).toBe('')
    } finally {
      await context.close()
    }
  })
}

test('the app replaces the shell: the team screen, its chunk preloaded and its data asked for once', async ({ page, backend }) => {
  const calls: string[] = []
  page.on('request', (req) => {
    const m = /\/rest\/v1\/rpc\/(\w+)/.exec(req.url())
    if (m?.[1]) calls.push(m[1])
  })
  await page.goto(`/${EVENT_CODE}/${await backend.codeFor(EVENT, TEAM)}`)
  await expect(page.getByRole('heading', { level: 1, name: TEAM })).toBeVisible()
  await expect(page.locator('[data-app-shell]')).toHaveCount(0)
  // index.html's early script names one chunk for the team screen beyond the entry's own files,
  // whatever the screen shares with the admin's, and it is preloaded beside the entry script
  const config = JSON.parse((await page.locator(`#${EARLY_CONFIG_ID}`).textContent()) ?? '{}') as { team?: string[] }
  expect(config.team).toEqual([expect.stringMatching(/^\/assets\/player-[\w-]+\.js$/)])
  await expect(page.locator(`link[rel="modulepreload"][href="${config.team![0]}"]`)).toHaveCount(1)
  // the entry's early request is the page's: no second one once the screen mounts
  expect(calls.filter((c) => c === 'team_link')).toEqual(['team_link'])
})

test("a team link's data is asked for before the entry script has arrived", async ({ page, backend }) => {
  const calls: string[] = []
  let asked!: () => void
  const teamLinkAsked = new Promise<void>((resolve) => (asked = resolve))
  page.on('request', (req) => {
    const m = /\/rest\/v1\/rpc\/(\w+)/.exec(req.url())
    if (m?.[1]) calls.push(m[1])
    if (m?.[1] === 'team_link') asked()
  })
  // the entry script is held back until the data request has left: were that request the entry's
  // own, the team would never show
  let held = false
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    held = true
    await teamLinkAsked
    await route.continue()
  })
  await page.goto(`/${EVENT_CODE}/${(await backend.codeFor(EVENT, TEAM)).toLowerCase()}`)
  await expect(page.getByRole('heading', { level: 1, name: TEAM })).toBeVisible()
  await expect(page.getByRole('button', { name: /./ }).first()).toBeVisible()
  expect(held).toBe(true)
  expect(calls.filter((c) => c === 'team_link')).toEqual(['team_link'])
})

test('the landing page replaces the shell with its own content', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('[data-app-shell]')).toHaveCount(0)
})
