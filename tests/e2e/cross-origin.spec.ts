// A hosted deployment, rehearsed on this machine: the built app on one origin (a static host
// serving it as Netlify does, with the `_headers` and `_redirects` the build wrote: the CSP naming
// the API origin) and the API and photos on another (as `*.supabase.co` is), the app built with
// VITE_SUPABASE_URL and the anon key of that backend. Every other spec serves app and API from
// one origin, where CORS, the CSP's API origin and cross-origin photo fetches never come up.
// Fails on any CSP violation, console error or uncaught page error.
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import JSZip from 'jszip'
import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test'
import { startServer, type RunningServer } from '../../server/app.ts'
import { REPO_ROOT } from '../../server/db/db.ts'
import { buildContentSecurityPolicy, inlineScriptHashes } from '../../build/security-headers.ts'
import { makeJpeg } from '../fixtures/browser-images.ts'
import { startStaticHost } from '../fixtures/static-host.ts'

const EVENT = 'MJWC 2025'
const EVENT_CODE = 'mjwc2025'
/** The player test uploads here; the admin test reads another team, so their order is free. */
const PLAYER_TEAM = 'Argentina'
/** Seeded with photos (60 % filled). */
const ADMIN_TEAM = 'Germany'

type ApiRequest = { method: string; path: string; origin: string | undefined; status: number; allowOrigin: string | undefined }

type Site = {
  /** the app's origin: the static host, under another host name than the API */
  appOrigin: string
  /** the API's origin: what the app was built with as VITE_SUPABASE_URL */
  apiOrigin: string
  backend: RunningServer
  /** index.html's inline script (the early script), which the policy allows by its hash */
  scriptHashes: string[]
  /** every request the backend answered, with the browser's Origin and the CORS answer */
  apiRequests: ApiRequest[]
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>
}

/** The production build for a hosted project, this backend as the project, in a fresh folder. */
async function buildFor(backend: RunningServer): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'portal-cross-origin-'))
  const removeOutDir = () => rm(outDir, { recursive: true, force: true })
  await promisify(execFile)(
    process.execPath,
    [join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        VITE_SUPABASE_URL: backend.url,
        VITE_SUPABASE_ANON_KEY: backend.anonKey,
        VITE_ADMIN_EMAIL: backend.adminEmail,
      },
    },
  ).catch(async (e: unknown) => {
    await removeOutDir()
    throw e
  })
  return outDir
}

/**
 * Collects what must never happen on a deployment: a CSP violation (the event, which also sees
 * what the console does not say), a console error (CORS refusals land there) or a page error.
 */
async function watchForProblems(context: BrowserContext): Promise<string[]> {
  const problems: string[] = []
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => void problems.push(`CSP: ${text}`))
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation
      report(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`)
    })
  })
  context.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()} (${m.location().url})`)
  })
  context.on('weberror', (e) => problems.push(`page error: ${e.error().message}`))
  return problems
}

const test = base.extend<{ problems: string[] }, { site: Site }>({
  site: [
    async ({}, use) => {
      const backend = await startServer({ port: 0, host: '127.0.0.1' })
      const apiRequests: ApiRequest[] = []
      backend.httpServer.prependListener('request', (req, res) => {
        res.once('finish', () => {
          const allow = res.getHeader('access-control-allow-origin')
          apiRequests.push({
            method: req.method ?? '',
            path: req.url ?? '',
            origin: req.headers.origin,
            status: res.statusCode,
            allowOrigin: allow === undefined ? undefined : String(allow),
          })
        })
      })
      const apiOrigin = backend.url
      const dist = await buildFor(backend).catch(async (e: unknown) => {
        await backend.close()
        throw e
      })
      const scriptHashes = inlineScriptHashes(await readFile(join(dist, 'index.html'), 'utf8'))
      const host = await startStaticHost(dist)
      // `localhost` for the app, 127.0.0.1 for the API: another origin and another site.
      const appOrigin = `http://localhost:${host.port}`
      const query = async <T>(sql: string, params: unknown[] = []) => (await backend.db.pg.query<T>(sql, params)).rows
      await use({ appOrigin, apiOrigin, backend, scriptHashes, apiRequests, query })
      await host.close()
      await backend.close()
      await rm(dist, { recursive: true, force: true })
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ site }, use) => use(site.appOrigin),
  problems: [
    async ({ context }, use) => {
      const problems = await watchForProblems(context)
      await use(problems)
      expect(problems, 'CSP violations, console errors or page errors').toEqual([])
    },
    { auto: true },
  ],
})

const codeFor = async (site: Site, team: string) => {
  const [row] = await site.query<{ code: string }>('select code from team_access where event_name = $1 and team = $2', [EVENT, team])
  if (!row) throw new Error(`no code for ${team}`)
  return row.code
}

/** Every one of these images was fetched from the API's origin and decoded. */
async function expectImagesLoaded(images: Locator, apiOrigin: string) {
  // count() doesn't wait: a viewer that renders its image a moment after opening would read 0.
  await expect(images.first()).toBeAttached()
  const count = await images.count()
  expect(count).toBeGreaterThan(0)
  for (let i = 0; i < count; i++) {
    const img = images.nth(i)
    await img.scrollIntoViewIfNeeded()
    const prefix = `${apiOrigin}/storage/v1/object/public/`
    expect((await img.getAttribute('src'))?.slice(0, prefix.length)).toBe(prefix)
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true)
  }
}

const playerRow = (page: Page, name: string) =>
  page
    .getByRole('tabpanel')
    .locator('[data-player-id]')
    .filter({ has: page.getByText(name, { exact: true }) })

const isJpeg = (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff

/** The browser asked the API before these calls (preflight) and was let in. */
function expectPreflightsPassed(site: Site, paths: RegExp[]) {
  for (const path of paths) {
    const preflights = site.apiRequests.filter((r) => r.method === 'OPTIONS' && path.test(r.path))
    expect(preflights.length, `a preflight for ${path}`).toBeGreaterThan(0)
    for (const p of preflights) expect(p).toMatchObject({ origin: site.appOrigin, status: 204, allowOrigin: site.appOrigin })
  }
}

test.describe('player on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, deviceScaleFactor: 3 })

  test('team link → name → photo → crop → upload, across origins; the photo shows', async ({ page, site }) => {
    test.setTimeout(120_000)
    const code = await codeFor(site, PLAYER_TEAM)
    const response = await page.goto(`/${EVENT_CODE}/${code}`)
    // The page came with the deployment's policy, the API origin in it (and so in index.html's).
    expect(site.scriptHashes).toHaveLength(1)
    expect(response?.headers()['content-security-policy']).toBe(
      buildContentSecurityPolicy({ apiOrigin: site.apiOrigin, scriptHashes: site.scriptHashes }),
    )
    // the first answers of a fresh backend, on a busy machine
    await expect(page.getByRole('heading', { level: 1, name: PLAYER_TEAM })).toBeVisible({ timeout: 30_000 })
    // The player picks their name from the Pending list (not the one selected on opening).
    const pending = await site.query<{ player_name: string }>(
      'select player_name from event_uploads where event_name = $1 and team = $2 and not upload_status order by player_name',
      [EVENT, PLAYER_TEAM],
    )
    const name = pending[pending.length - 1]!.player_name
    await playerRow(page, name).click()
    await expect(page.getByRole('heading', { level: 2, name: `Photo for ${name}` })).toBeVisible()

    const jpeg = Buffer.from(await makeJpeg(page, { width: 1200, height: 1600, noise: 20 }))
    const chooser = page.waitForEvent('filechooser')
    await page.getByRole('button', { name: 'Choose photo' }).click()
    await (await chooser).setFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: jpeg })
    await expect(page.getByRole('img', { name: 'Photo to crop' })).toBeVisible({ timeout: 30_000 })
    await page.getByRole('button', { name: 'Use photo' }).click()
    await page.getByRole('checkbox').check() // the event asks for consent
    await page.getByRole('button', { name: 'Upload', exact: true }).click()
    await expect(page.getByRole('alertdialog', { name: 'Upload Successful' })).toBeVisible({ timeout: 45_000 })

    const [row] = await site.query<{ upload_status: boolean; photo_url: string }>(
      'select upload_status, photo_url from event_uploads where event_name = $1 and team = $2 and player_name = $3',
      [EVENT, PLAYER_TEAM, name],
    )
    expect(row?.upload_status).toBe(true)
    expect(row?.photo_url.startsWith(`${site.apiOrigin}/storage/v1/object/public/`)).toBe(true)

    // The photo, as the team page shows it from the API's origin.
    await page.getByRole('tab', { name: /^Done/ }).click()
    await playerRow(page, name).click()
    await expectImagesLoaded(page.getByRole('img', { name: `Current photo of ${name}` }), site.apiOrigin)

    // The RPCs and the upload (XHR with progress, so always preflighted) crossed origins.
    expectPreflightsPassed(site, [/^\/rest\/v1\/rpc\//, /^\/storage\/v1\/object\/player-photos\//])
    expect(
      site.apiRequests.filter(
        (r) => r.method === 'POST' && r.path.startsWith('/storage/v1/object/player-photos/') && r.origin === site.appOrigin,
      ),
    ).not.toHaveLength(0)
  })
})

test.describe('admin on a laptop', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('sign-in, dashboard, CSV, team page photos, one download and Download All, across origins', async ({ page, site }) => {
    test.setTimeout(120_000)
    await page.goto(`/admin/${EVENT_CODE}`)
    await page.getByPlaceholder('Enter admin password').fill(site.backend.adminPassword ?? '')
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: 30_000 })
    expectPreflightsPassed(site, [/^\/auth\/v1\/token/])

    // CSV export: the access links point at the app's origin, not the API's.
    const csvDownload = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const csv = await readFile((await (await csvDownload).path())!, 'utf8')
    const germanyCode = await codeFor(site, ADMIN_TEAM)
    expect(csv).toContain(`${site.appOrigin}/${EVENT_CODE}/${germanyCode}`)
    expect(csv).not.toContain(site.apiOrigin)

    // Team page: every thumbnail comes from the API's origin and decodes.
    await page.getByRole('link', { name: ADMIN_TEAM, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: ADMIN_TEAM })).toBeVisible()
    const uploaded = await site.query<{ player_name: string; photo_path: string }>(
      'select player_name, photo_path from event_uploads where event_name = $1 and team = $2 and upload_status order by player_name',
      [EVENT, ADMIN_TEAM],
    )
    expect(uploaded.length).toBeGreaterThan(1)
    const thumbs = page.getByRole('list', { name: 'Players' }).getByRole('img')
    await expect(thumbs).toHaveCount(uploaded.length)
    await expectImagesLoaded(thumbs, site.apiOrigin)

    // The full photo in the viewer.
    const first = uploaded[0]!
    await page.getByRole('button', { name: `View photo of ${first.player_name}` }).click()
    const viewer = page.getByRole('dialog', { name: `Photo of ${first.player_name}` })
    await expectImagesLoaded(viewer.getByRole('img'), site.apiOrigin)
    await page.keyboard.press('Escape')
    await expect(viewer).toBeHidden()

    // One photo: fetched across origins, saved under the player's name with the stored bytes.
    const stored = new Uint8Array(
      await (await fetch(`${site.apiOrigin}/storage/v1/object/public/player-photos/${encodeURI(first.photo_path)}`)).arrayBuffer(),
    )
    const single = page.waitForEvent('download')
    await page.getByRole('button', { name: `Download photo of ${first.player_name}` }).click()
    const file = await single
    expect(file.suggestedFilename()).toBe(`${first.player_name}.jpg`)
    expect(new Uint8Array(await readFile((await file.path())!))).toEqual(stored)

    // Download All: every photo fetched across origins into the zip.
    const all = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download All' }).click()
    const zipFile = await all
    await expect(page.getByText(`Downloaded ${uploaded.length} photos!`)).toBeVisible()
    const zip = await JSZip.loadAsync(await readFile((await zipFile.path())!))
    const files = Object.values(zip.files).filter((f) => !f.dir)
    expect(files).toHaveLength(uploaded.length)
    for (const f of files) expect(isJpeg(await f.async('uint8array')), f.name).toBe(true)

    // Photo GETs carried the app's Origin (fetch) and were allowed to be read.
    const photoReads = site.apiRequests.filter(
      (r) => r.method === 'GET' && r.path.startsWith('/storage/v1/object/public/') && r.origin === site.appOrigin,
    )
    expect(photoReads.length).toBeGreaterThanOrEqual(uploaded.length)
    for (const r of photoReads) expect(r.allowOrigin).toBe(site.appOrigin)
  })
})
