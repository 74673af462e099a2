// Screenshots of every screen, at phone (390×844) and desktop (1440×900), for looking at what we
// build (never asserted). Builds nothing: run `npx vite build --mode demo` first. Saves to screenshots/.
//   npx tsx scripts/screenshots.ts
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { startServer } from '../server/app.ts'
import { REPO_ROOT } from '../server/db/db.ts'
import { chromiumArgs } from '../playwright.config.ts'
import { chromiumExecutable } from '../tests/fixtures/chromium-path.ts'
import { readFixture } from '../tests/fixtures/files.ts'

const OUT = join(REPO_ROOT, 'screenshots')
mkdirSync(OUT, { recursive: true })

const server = await startServer({ port: 0, host: '127.0.0.1', staticDir: join(REPO_ROOT, 'dist'), logErrors: false })
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs })
const code = async (team: string) =>
  (await server.db.pg.query<{ code: string }>("select code from team_access where event_name = 'MJWC 2025' and team = $1", [team])).rows[0]!
    .code

async function shot(page: Page, name: string, fullPage = false) {
  await page.waitForTimeout(400) // let transitions and flags settle
  await page.screenshot({ path: join(OUT, `${name}.png`), fullPage })
  console.log(`screenshots/${name}.png`)
}

try {
  // Phone: the player's path.
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true })
  await phone.goto(server.url)
  await shot(phone, 'phone-01-landing', true)
  await phone.goto(`${server.url}/mjwc2025/${(await code('New Zealand')).toLowerCase()}`)
  await phone.getByRole('heading', { level: 1, name: 'New Zealand' }).waitFor()
  await shot(phone, 'phone-02-team')
  await shot(phone, 'phone-02-team-full', true)
  await phone.getByRole('button', { name: 'Choose photo' }).first().scrollIntoViewIfNeeded()
  await shot(phone, 'phone-03-wizard-select')
  const chooser = phone.waitForEvent('filechooser')
  await phone.getByRole('button', { name: 'Choose photo' }).first().click()
  await (await chooser).setFiles({ name: 'IMG_0001.JPG', mimeType: 'image/jpeg', buffer: Buffer.from(readFixture('portrait-o6.jpg')) })
  await phone.getByRole('heading', { name: 'Crop your photo' }).waitFor()
  await shot(phone, 'phone-04-wizard-crop')
  await phone.getByRole('button', { name: 'Use photo' }).click()
  await phone.getByRole('heading', { name: 'Check your photo' }).waitFor()
  await shot(phone, 'phone-05-wizard-review')
  // The demo event asks for consent: without the tick, Upload only says why.
  const consent = phone.getByRole('checkbox')
  if (await consent.count()) await consent.first().check()
  await phone.getByRole('button', { name: 'Upload', exact: true }).click()
  await phone.getByText('Upload Successful').waitFor()
  await phone.screenshot({ path: join(OUT, 'phone-06-overlay.png') })
  await phone.waitForTimeout(2500)
  await shot(phone, 'phone-07-after-upload')
  await phone
    .getByRole('button', { name: 'Español' })
    .click()
    .catch(() => undefined)
  await shot(phone, 'phone-08-spanish')
  await phone.goto(`${server.url}/mjwc2025/WRONGCODE123`)
  await shot(phone, 'phone-09-invalid-code')
  await phone.goto(`${server.url}/no/such/page`)
  await shot(phone, 'phone-10-not-found')

  // Desktop: the organizer's path.
  const desk = await browser.newPage({ viewport: { width: 1440, height: 900 } })
  await desk.goto(`${server.url}/admin/mjwc2025`)
  await shot(desk, 'desk-01-login')
  await desk.getByPlaceholder('Enter admin password').fill('wrong')
  await desk.getByRole('button', { name: 'Login' }).click()
  await shot(desk, 'desk-02-login-wrong')
  await desk.getByPlaceholder('Enter admin password').fill(server.adminPassword ?? '')
  await desk.getByRole('button', { name: 'Login' }).click()
  await desk.getByRole('heading', { name: 'Admin Dashboard' }).waitFor()
  await shot(desk, 'desk-03-dashboard')
  await shot(desk, 'desk-03-dashboard-full', true)
  await desk
    .getByRole('button', { name: /copy.*link/i })
    .first()
    .click()
  await shot(desk, 'desk-04-copy-link')
  await desk.keyboard.press('Escape')
  for (const [button, name] of [
    [/add team/i, 'desk-05-add-team'],
    [/import/i, 'desk-06-import-roster'],
  ] as const) {
    const b = desk.getByRole('button', { name: button }).first()
    if (await b.count()) {
      await b.click()
      await shot(desk, name)
      await desk.keyboard.press('Escape')
    }
  }
  await desk.getByPlaceholder('Search teams...').fill('zzz')
  await shot(desk, 'desk-07-no-teams')
  await desk.getByPlaceholder('Search teams...').fill('')
  await desk.goto(`${server.url}/admin/mjwc2025/New-Zealand`)
  await desk.getByRole('heading', { level: 1, name: 'New Zealand' }).waitFor()
  await shot(desk, 'desk-08-team-grid')
  await desk.getByRole('button', { name: /list/i }).first().click()
  await shot(desk, 'desk-09-team-list')
  await desk.getByRole('button', { name: /grid/i }).first().click()
  await desk.getByRole('button', { name: 'Add Player' }).click()
  await shot(desk, 'desk-10-add-player')
  await desk.keyboard.press('Escape')
  const view = desk.getByRole('button', { name: /^View photo of/ }).first()
  if (await view.count()) {
    await view.click()
    await shot(desk, 'desk-11-view-photo')
    await desk.keyboard.press('Escape')
  }
  const del = desk.getByRole('button', { name: /^Delete photo of/ }).first()
  if (await del.count()) {
    await del.click()
    await shot(desk, 'desk-12-delete-photo')
    await desk.keyboard.press('Escape')
  }
  await desk
    .getByRole('button', { name: /^Remove / })
    .first()
    .click()
  await shot(desk, 'desk-13-remove-player')
  await desk.keyboard.press('Escape')
  const regen = desk.getByRole('button', { name: /regenerate/i }).first()
  if (await regen.count()) {
    await regen.click()
    await shot(desk, 'desk-14-regenerate')
    await desk.keyboard.press('Escape')
  }
  await desk.goto(server.url)
  await shot(desk, 'desk-15-landing')
} finally {
  await browser.close()
  await server.close()
}
