// The player's side of review and consent, on a phone against the local backend:
// the event's consent must be ticked before the upload and the stored version records it; a
// retake the organizer requests (through the admin API) shows its reason in Spanish on the team
// page and sends the player back to Pending; an approved photo can't be replaced with the team
// link, and the page says whom to ask. Each state is checked with axe.
//
// Works on its own team ('Avalon', made here) so it never disturbs other spec files' teams; the
// tests run in order (one player's photo goes uploaded → retake → uploaded → approved).
// PLAYER_REVIEW_SCREENSHOTS=<dir> also saves a screenshot of each state there.
import type { Page } from '@playwright/test'
import { makeJpeg } from '../fixtures/browser-images.ts'
import { expect, test, type E2EBackend } from './fixtures'
import { expectAxeClean } from './axe'

const EVENT = 'MJWC 2025'
const EVENT_SLUG = 'mjwc2025'
const TEAM = 'Avalon'
const PLAYER = 'Lucía Torres'
const OTHER = 'Marco Vidal'
const NOTE = 'Sin gorra, por favor'
const SHOTS = process.env.PLAYER_REVIEW_SCREENSHOTS

test.describe.configure({ mode: 'serial' })

type Upload = { name: string; mimeType: string; buffer: Buffer }
let photo: Upload

// --- the admin API, as the admin pages call it (Supabase Auth + PostgREST RPC) ---------------

async function adminToken(backend: E2EBackend): Promise<string> {
  const res = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: backend.adminEmail, password: backend.adminPassword }),
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { access_token: string }).access_token
}

async function rpc<T>(
  backend: E2EBackend,
  fn: string,
  args: Record<string, unknown>,
  token?: string,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${backend.url}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, authorization: `Bearer ${token ?? backend.anonKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(args),
  })
  return { status: res.status, body: (await res.json()) as T }
}

type Row = { id: number; photo_path: string | null }
/** The one value of a one-row query. */
async function one<T>(backend: E2EBackend, sql: string, params: unknown[]): Promise<T> {
  const rows = await backend.query<{ v: T }>(sql, params)
  expect(rows).toHaveLength(1)
  return rows[0]!.v
}

async function rowOf(backend: E2EBackend, name: string): Promise<Row> {
  const rows = await backend.query<Row>(
    'select id, photo_path from event_uploads where event_name = $1 and team = $2 and player_name = $3',
    [EVENT, TEAM, name],
  )
  expect(rows).toHaveLength(1)
  return rows[0]!
}

async function review(backend: E2EBackend, name: string, decision: 'approve' | 'retake', reason?: string, note?: string) {
  const row = await rowOf(backend, name)
  const res = await rpc(
    backend,
    'review_photo',
    { p_id: row.id, p_seen_photo_path: row.photo_path, p_decision: decision, p_reason: reason ?? null, p_note: note ?? null },
    await adminToken(backend),
  )
  expect(res.status).toBe(200)
}

// --- the page -------------------------------------------------------------------------------

async function openTeam(page: Page, backend: E2EBackend, lang: 'en' | 'es' = 'en') {
  await page.addInitScript((l) => localStorage.setItem('portal.lang', l), lang)
  await page.goto(`/${EVENT_SLUG}/${await backend.codeFor(EVENT, TEAM)}`)
  // generous: a busy test machine can take a while to answer the first roster request
  await expect(page.getByRole('tablist')).toBeVisible({ timeout: 30_000 })
}

const panel = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^(Photo for|Foto de) ${name}$`) })
const wizard = (page: Page) => page.locator('[data-wizard-step]')
const row = (page: Page, name: string) => page.getByRole('tabpanel').getByRole('button', { name: new RegExp(name) })

/** Choose the photo and crop it; the wizard then shows Review (in the page's language). */
async function toReview(page: Page, lang: 'en' | 'es' = 'en') {
  const chooser = page.waitForEvent('filechooser')
  await wizard(page)
    .getByRole('button', { name: lang === 'es' ? 'Elegir foto' : 'Choose photo', exact: true })
    .click()
  await (await chooser).setFiles(photo)
  await wizard(page)
    .getByRole('button', { name: lang === 'es' ? 'Usar foto' : 'Use photo', exact: true })
    .click({ timeout: 30_000 })
  await expect(wizard(page).getByRole('heading', { name: lang === 'es' ? 'Revisa tu foto' : 'Check your photo' })).toBeVisible({
    timeout: 30_000,
  })
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

test.beforeAll(async ({ backend, browser }) => {
  test.setTimeout(120_000)
  await backend.query(
    `insert into team_access (event_name, team, code) select $1, $2, private.random_code()
      where not exists (select 1 from team_access where event_name = $1 and team = $2)`,
    [EVENT, TEAM],
  )
  await backend.query('delete from event_uploads where event_name = $1 and team = $2', [EVENT, TEAM])
  await backend.query('insert into event_uploads (event_name, team, player_name) select $1, $2, unnest($3::text[])', [
    EVENT,
    TEAM,
    [PLAYER, OTHER],
  ])
  // the seed's default: the event asks for consent
  await backend.query('update events set consent_required = true where name = $1', [EVENT])
  const page = await browser.newPage()
  photo = { name: 'me.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(await makeJpeg(page, { width: 1600, height: 1200 })) }
  await page.close()
})

test('consent must be ticked before the upload, and the stored version records it', async ({ page, backend }) => {
  const text = await one<string>(backend, 'select consent_text_en as v from events where name = $1', [EVENT])
  const sent: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/rpc/begin_upload') || r.url().includes('/rpc/finish_upload')) sent.push(r.url())
  })
  await openTeam(page, backend)
  await expect(panel(page, PLAYER)).toBeVisible()
  await toReview(page)

  const box = page.getByRole('checkbox', { name: text })
  await expect(box).not.toBeChecked()
  await shot(page, 'consent-unticked')
  await expectAxeClean(page, { seriousOnly: true })

  await wizard(page).getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(wizard(page).getByRole('alert')).toHaveText('Please tick the consent box before uploading.')
  await expect(box).toBeFocused()
  expect(sent).toEqual([])
  await shot(page, 'consent-missing')

  await page.getByText(text).click() // one tap on the text ticks it
  await expect(box).toBeChecked()
  await wizard(page).getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(page.getByRole('alertdialog', { name: 'Upload Successful' })).toBeVisible({ timeout: 45_000 })

  // What the organizers see: the current version was consented to.
  const { id } = await rowOf(backend, PLAYER)
  const versions = await rpc<{ is_current: boolean; consented_at: string | null; source: string }[]>(
    backend,
    'player_photo_versions',
    { p_id: id },
    await adminToken(backend),
  )
  expect(versions.status).toBe(200)
  const current = versions.body.filter((v) => v.is_current)
  expect(current).toHaveLength(1)
  expect(current[0]).toMatchObject({ source: 'team-link' })
  expect(current[0]!.consented_at).not.toBeNull()
})

test('a retake request shows its reason in Spanish, back in Pending; a new photo returns it to review', async ({ page, backend }) => {
  await review(backend, PLAYER, 'retake', 'face-not-visible', NOTE)
  await openTeam(page, backend, 'es')

  // a photo sent back still counts as uploaded, as the organizers count it
  await expect(page.getByText('1 de 2 fotos subidas')).toBeVisible()
  await expect(page.getByText('1 necesita una foto nueva')).toBeVisible()
  await expect(page.getByRole('tab', { name: /Pendientes/ })).toHaveAttribute('aria-selected', 'true')
  await expect(row(page, PLAYER)).toContainText('Se necesita una foto nueva · La cara no se ve con claridad')
  await row(page, PLAYER).click()
  const p = panel(page, PLAYER)
  await expect(p.getByText('La organización pidió una foto nueva')).toBeVisible()
  await expect(p.getByText('Motivo: La cara no se ve con claridad')).toBeVisible()
  await expect(p.getByText(NOTE, { exact: true })).toBeVisible()
  await shot(page, 'retake-es')
  await expectAxeClean(page, { seriousOnly: true })

  // The upload flow is the one for a new photo, with the consent in Spanish.
  await toReview(page, 'es')
  const textEs = await one<string>(backend, 'select consent_text_es as v from events where name = $1', [EVENT])
  await page.getByRole('checkbox', { name: textEs }).check()
  await shot(page, 'consent-es-ticked')
  await wizard(page).getByRole('button', { name: 'Subir', exact: true }).click()
  await expect(page.getByRole('alertdialog')).toBeVisible({ timeout: 45_000 })
  const state = await one<string>(
    backend,
    'select v.review_state as v from photo_versions v join event_uploads u on u.photo_path = v.photo_path where u.id = $1',
    [(await rowOf(backend, PLAYER)).id],
  )
  expect(state).toBe('submitted')
})

test('an approved photo cannot be replaced with the team link; the page says whom to ask', async ({ page, backend }) => {
  await review(backend, PLAYER, 'approve')
  await openTeam(page, backend)
  await page.getByRole('tab', { name: /Done/ }).click()
  await expect(row(page, PLAYER)).toContainText('Photo approved')
  await row(page, PLAYER).click()
  const p = panel(page, PLAYER)
  await expect(p.getByText('Your photo was approved. To change it, ask your team manager or the organizers.')).toBeVisible()
  await expect(p.locator('[data-wizard-step]')).toHaveCount(0)
  await expect(p.getByRole('button', { name: /Choose photo|Take photo|Upload/ })).toHaveCount(0)
  await shot(page, 'approved')
  await expectAxeClean(page, { seriousOnly: true })

  // And the SQL refuses it too, whatever a page offers.
  const { id } = await rowOf(backend, PLAYER)
  const refused = await rpc<{ hint: string }>(backend, 'begin_upload', {
    p_event: EVENT,
    p_code: await backend.codeFor(EVENT, TEAM),
    p_player_id: id,
  })
  expect(refused.status).toBe(409)
  expect(refused.body.hint).toBe('photo-approved')
})
