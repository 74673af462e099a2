// The portal in the two other engines a player or organizer may bring: WebKit (WebKitGTK, the
// nearest to iPhone Safari that runs here) and Firefox, each against its own fresh backend
// serving the built app. One script, two drivers (driver.ts); the project picks the engine.
//
// A player opens the team link, picks their name, picks a file, keeps the default crop, uploads
// and sees 'Upload Successful': a 12 MP phone JPEG with EXIF orientation 6, an iPhone HEIC and a
// PNG with transparency, then the same with the worker APIs taken away (what old Safari lacks), so
// the main-thread fallback is proven in each engine too. Every stored photo is fetched and decoded
// here, on the server side (jpeg-js): the fixtures show a red block upper-left and a blue block
// lower-right of the upright picture, so sampling where they must land proves the photo upright,
// unmirrored and cropped where the player saw it. Then an organizer signs in and sees the teams
// and the photos. What each engine offered and which path the app took is printed and attached.
import jpeg from 'jpeg-js'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { REPO_ROOT } from '../../server/db/db.ts'
import { PATTERN } from '../fixtures/browser-images.ts'
import { readExifOrientation } from '../fixtures/exif.ts'
import type { E2EBackend } from '../e2e/fixtures.ts'
import { buttonNamed, linkNamed, waitFor, type EngineSession } from './driver.ts'
import { test, expect, type PhotoFiles } from './fixtures.ts'
import { installWatch, probeCapabilities, readWatch, removeWorkerApis, wizardState, type Watch } from './page-probes.ts'

const EVENT = 'MJWC 2025'
const EVENT_CODE = 'mjwc2025'
/** Nobody has a photo in the seed; the backend is this worker's own. */
const TEAM = 'Argentina'
const MB = 1024 * 1024
/** A 12 MP decode, a HEIC conversion and an upload in a software-rendered engine on a busy machine. */
const STEP_TIMEOUT_MS = 90_000

/** ENGINE_SCREENSHOTS=1 saves what each engine showed at each step under screenshots/engines/. */
const SHOTS_DIR = process.env.ENGINE_SCREENSHOTS ? join(REPO_ROOT, 'screenshots', 'engines') : null

async function shot(session: EngineSession, name: string): Promise<void> {
  if (!SHOTS_DIR) return
  mkdirSync(SHOTS_DIR, { recursive: true })
  writeFileSync(join(SHOTS_DIR, `${session.engine}-${name}.png`), await session.screenshot())
}

const WIZARD = '//*[@data-wizard-step]'
const FILE_INPUT = "//input[@type='file'][@data-testid='photo-file-input']"

type Row = { id: number; player_name: string; upload_status: boolean; photo_path: string | null }
type Flow = {
  label: string
  file: keyof PhotoFiles
  upright: { width: number; height: number }
  withoutWorkers?: boolean
  transparent?: boolean
}

// Worker-wide, in test order (serial): the players who got a photo here.
const uploaded: string[] = []

test.describe.configure({ mode: 'serial' })

const rosterOf = (backend: E2EBackend) =>
  backend.query<Row>(
    'select id, player_name, upload_status, photo_path from event_uploads where event_name = $1 and team = $2 order by id',
    [EVENT, TEAM],
  )

/** The centres of the two markers inside the default crop (80 % of the short side, centred). */
function markerPoints(upright: { width: number; height: number }): { red: [number, number]; blue: [number, number] } {
  const side = Math.floor(Math.min(upright.width, upright.height) * 0.8)
  const x0 = Math.floor((upright.width - side) / 2)
  const y0 = Math.floor((upright.height - side) / 2)
  const centre = (r: { x0: number; y0: number; x1: number; y1: number }): [number, number] => {
    const cx = Math.max(r.x0 * upright.width, x0) / 2 + Math.min(r.x1 * upright.width, x0 + side) / 2
    const cy = Math.max(r.y0 * upright.height, y0) / 2 + Math.min(r.y1 * upright.height, y0 + side) / 2
    return [(cx - x0) / side, (cy - y0) / side]
  }
  return { red: centre(PATTERN.red), blue: centre(PATTERN.blue) }
}

const colour = ([r, g, b]: number[]) =>
  r! > 190 && g! < 70 && b! < 70 ? 'red' : b! > 190 && r! < 70 && g! < 70 ? 'blue' : `rgb(${r}, ${g}, ${b})`

/** The stored photo as the public gets it, decoded here: size, EXIF and the colour at points. */
async function storedPhoto(backend: E2EBackend, row: Row) {
  expect(row.photo_path).toBeTruthy()
  const res = await fetch(`${backend.url}/storage/v1/object/public/player-photos/${encodeURI(row.photo_path!)}`)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toContain('image/jpeg')
  const bytes = new Uint8Array(await res.arrayBuffer())
  const image = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true })
  const at = ([fx, fy]: [number, number]) => {
    const i = (Math.round(fy * (image.height - 1)) * image.width + Math.round(fx * (image.width - 1))) * 4
    return [image.data[i]!, image.data[i + 1]!, image.data[i + 2]!]
  }
  // Upright in its pixels, not by a tag a viewer may ignore.
  return { bytes: bytes.length, width: image.width, height: image.height, orientation: readExifOrientation(bytes), at }
}

/** Team link → the player's name → file → crop → review → consent → Upload → 'Upload Successful'. */
/** Seconds from each action to what it leads to, for the log (measured, never asserted). */
type Timings = { open: number; crop: number; review: number; upload: number }

async function uploadAs(
  session: EngineSession,
  backend: E2EBackend,
  player: Row,
  path: string,
  flow: Flow,
): Promise<{ watch: Watch; timings: Timings }> {
  let mark = Date.now()
  const lap = () => {
    const now = Date.now()
    const seconds = (now - mark) / 1000
    mark = now
    return seconds
  }
  const code = await backend.codeFor(EVENT, TEAM)
  await session.goto(`${backend.url}/${EVENT_CODE}/${code}`)
  const row = `//button[@data-player-id='${player.id}']`
  await session.click(row)
  await waitFor('the upload panel for the chosen player', () =>
    session.evaluate(
      (name: string) =>
        [...document.querySelectorAll('h2')].some((h) => h.textContent?.trim() === `Photo for ${name}`) &&
        document.querySelector('[data-wizard-step="select"]') !== null,
      player.player_name,
    ),
  )
  await session.evaluate(installWatch)
  if (flow.withoutWorkers) expect(await session.evaluate(removeWorkerApis)).toBe(true)

  const open = lap()
  await session.setFiles(FILE_INPUT, [path])
  // The crop screen shows the picture upright (as laid out: taller than wide for a portrait photo).
  const cropScreen = await waitFor(
    'the crop screen with the picture',
    async () => {
      const state = await session.evaluate(wizardState, 'Photo to crop')
      if (state.step === 'select') {
        const error = await session.evaluate(() => document.querySelector('[data-wizard-step] [role="alert"]')?.textContent ?? null)
        if (error) throw new Error(`the wizard said: ${error}`) // fail at once, with the app's words
      }
      return state.step === 'crop' && state.picture !== 'none' && state.picture !== 'loading' && state
    },
    STEP_TIMEOUT_MS,
  )
  await shot(session, `${flow.file}-crop`)
  expect(cropScreen.picture, 'crop preview orientation').toBe(flow.upright.height > flow.upright.width ? 'portrait' : 'landscape')

  const crop = lap()
  await session.click(buttonNamed('Use photo', WIZARD))
  await waitFor(
    'the review screen with the cropped photo',
    async () => {
      const state = await session.evaluate(wizardState, `Cropped photo of ${player.player_name}`)
      return state.step === 'review' && state.picture === 'square'
    },
    STEP_TIMEOUT_MS,
  )
  const review = lap()
  await shot(session, `${flow.file}-review`)
  // The event asks for consent (the seed's default): tick it.
  const consent = `${WIZARD}//input[@type='checkbox']`
  if (
    await session.evaluate(
      (x: string) => document.evaluate(x, document, null, XPathResult.BOOLEAN_TYPE, null).booleanValue,
      `boolean(${consent})`,
    )
  ) {
    await session.click(consent)
  }
  await session.click(buttonNamed('Upload', WIZARD))
  const message = `${player.player_name}'s photo has been uploaded.`
  const watch = await waitFor(
    "'Upload Successful' with the player's name",
    async () => {
      const seen = await session.evaluate(readWatch)
      return seen.dialogs.some((text) => text.includes('Upload Successful') && text.includes(message)) && seen
    },
    STEP_TIMEOUT_MS,
  )
  return { watch, timings: { open, crop, review, upload: lap() } }
}

const steps = (t: Timings) =>
  `open ${t.open.toFixed(1)} s, file → crop ${t.crop.toFixed(1)} s, Use photo → review ${t.review.toFixed(1)} s, Upload → success ${t.upload.toFixed(1)} s`

/** Which path the app took, from the worker record. */
function pathsTaken(watch: Watch, flow: Flow): string {
  const inWorker = (name: string) => watch.events.includes(`${name}: ok`)
  const failed = watch.events.filter((e) => !/: (started|ready|ok)$/.test(e) && !e.startsWith('file input'))
  const pipeline = inWorker('image-pipeline') ? 'image pipeline in a worker' : 'image pipeline on the main thread'
  const heic =
    flow.file === 'heic' ? (inWorker('heic-decoder') ? ', HEIC converted in a worker' : ', HEIC converted on the main thread') : ''
  return `${pipeline}${heic}${failed.length ? ` (worker said: ${failed.join('; ')})` : ''}`
}

// On a failure: what the page showed, and what its workers and dialogs did (files in test-results/).
test.afterEach(async ({ session }, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return
  const png = await session.screenshot().catch(() => null)
  if (png) await testInfo.attach('screenshot', { path: writeOut(testInfo.outputPath('page.png'), png), contentType: 'image/png' })
  const watch = await session.evaluate(readWatch).catch((e: unknown) => String(e))
  const text = await session.evaluate(() => `${location.href}\n\n${document.body.innerText}`).catch((e: unknown) => String(e))
  const body = `${JSON.stringify(watch, null, 2)}\n\n${text}`
  await testInfo.attach('page', { path: writeOut(testInfo.outputPath('page.txt'), body), contentType: 'text/plain' })
})

function writeOut(path: string, body: string | Buffer): string {
  writeFileSync(path, body)
  return path
}

const FLOWS: Flow[] = [
  { label: '12 MP phone JPEG, EXIF orientation 6', file: 'phoneJpeg', upright: { width: 3000, height: 4000 } },
  { label: 'iPhone HEIC', file: 'heic', upright: { width: 1200, height: 900 } },
  { label: 'PNG with transparency', file: 'png', upright: { width: 480, height: 360 }, transparent: true },
  {
    label: 'JPEG with EXIF orientation 6, no worker APIs (main-thread fallback)',
    file: 'smallJpeg',
    upright: { width: 480, height: 640 },
    withoutWorkers: true,
  },
  { label: 'HEIC, no worker APIs (main-thread fallback)', file: 'heic', upright: { width: 1200, height: 900 }, withoutWorkers: true },
]

test('what the engine offers the image pipeline', async ({ session, backend, photos }) => {
  await session.goto(`${backend.url}/`)
  const b64 = (path: string) => readFileSync(path).toString('base64')
  const capabilities = await session.evaluate(probeCapabilities, b64(photos.smallJpeg), b64(photos.heic))
  const lines = Object.entries(capabilities).map(([k, v]) => `  ${k}: ${v}`)
  console.log(`${session.version}:\n${lines.join('\n')}`)
  test
    .info()
    .annotations.push({ type: 'engine', description: session.version }, { type: 'capabilities', description: JSON.stringify(capabilities) })
  // Browsers apply EXIF orientation when decoding: the crop's coordinates depend on it.
  expect(capabilities["createImageBitmap(EXIF 6) with imageOrientation 'from-image'"]).toBe('480×640')
})

for (const flow of FLOWS) {
  test(`player uploads: ${flow.label}`, async ({ session, backend, photos }) => {
    test.setTimeout(4 * STEP_TIMEOUT_MS)
    const viewport = await session.setViewport(390, 844)
    const player = (await rosterOf(backend)).find((r) => !r.upload_status && !uploaded.includes(r.player_name))
    if (!player) throw new Error(`no pending player left in ${TEAM}`)
    const { watch, timings } = await uploadAs(session, backend, player, photos[flow.file], flow)
    uploaded.push(player.player_name)

    const row = await waitFor('the upload in the database', async () =>
      (await rosterOf(backend)).find((r) => r.id === player.id && r.upload_status),
    )
    const photo = await storedPhoto(backend, row)
    expect(photo.width).toBe(photo.height)
    expect(photo.width).toBeGreaterThanOrEqual(800)
    expect(photo.width).toBeLessThanOrEqual(1920)
    expect(photo.bytes).toBeLessThanOrEqual(2 * MB)
    expect(photo.orientation).toBe(1)
    const { red, blue } = markerPoints(flow.upright)
    expect(colour(photo.at(red)), `upper-left marker at ${red.map((v) => v.toFixed(2))}`).toBe('red')
    expect(colour(photo.at(blue)), `lower-right marker at ${blue.map((v) => v.toFixed(2))}`).toBe('blue')
    if (flow.transparent) {
      // Transparent pixels become white (or the translucent circles over white), never JPEG's black.
      expect(Math.min(...photo.at([0.02, 0.02]))).toBeGreaterThan(100)
    }

    const taken = pathsTaken(watch, flow)
    if (flow.withoutWorkers) expect(watch.events.filter((e) => e.startsWith('image-pipeline') || e.startsWith('heic-decoder'))).toEqual([])
    const line = `${session.version} @ ${viewport.width}×${viewport.height}: ${flow.label}: ${taken}; stored ${photo.width}×${photo.height}, ${(photo.bytes / 1024).toFixed(0)} KB; ${steps(timings)}`
    console.log(line)
    test.info().annotations.push({ type: 'path', description: line })
  })
}

test('organizer signs in and sees the teams and the new photos', async ({ session, backend }) => {
  test.setTimeout(2 * STEP_TIMEOUT_MS)
  await session.setViewport(1280, 900)
  await session.goto(`${backend.url}/admin/${EVENT_CODE}`)
  await session.type("//input[@placeholder='Enter admin password']", backend.adminPassword ?? '')
  await session.click(buttonNamed('Login'))
  await waitFor(
    'the dashboard',
    () => session.evaluate(() => [...document.querySelectorAll('h1')].some((h) => h.textContent?.trim() === 'Admin Dashboard')),
    STEP_TIMEOUT_MS,
  )

  const teams = await backend.query<{ team: string; total: number; uploaded: number }>(
    `with t as (select team from team_access where event_name = $1 union select team from event_uploads where event_name = $1)
     select t.team, count(u.id)::int as total, count(u.id) filter (where u.upload_status)::int as uploaded
       from t left join event_uploads u on u.event_name = $1 and u.team = t.team group by t.team order by t.team`,
    [EVENT],
  )
  const cards = () =>
    session.evaluate(() =>
      [...document.querySelectorAll('[data-testid="team-card"]')].map((card) => ({
        team: card.querySelector('a')?.textContent?.trim() ?? '',
        text: (card.textContent ?? '').replace(/\s+/g, ' '),
      })),
    )
  const shown = await waitFor(
    'every team card',
    async () => {
      const all = await cards()
      return all.length === teams.length && all
    },
    STEP_TIMEOUT_MS,
  )
  await shot(session, 'admin-dashboard')
  expect(shown.map((c) => c.team).sort()).toEqual(teams.map((t) => t.team).sort())
  const ours = teams.find((t) => t.team === TEAM)!
  expect(ours.uploaded).toBe(uploaded.length)
  expect(shown.find((c) => c.team === TEAM)?.text).toContain(`${ours.uploaded}/${ours.total} players`)

  // The team's page shows each new photo, loaded.
  await session.click(linkNamed(TEAM, "//*[@data-testid='team-card']"))
  await waitFor(
    'the team page with every new photo loaded',
    () =>
      session.evaluate(
        (team: string, names: string[]) => {
          if (![...document.querySelectorAll('h1')].some((h) => h.textContent?.trim() === team)) return false
          return names.every((name) => {
            const card = [...document.querySelectorAll('li')].find((li) =>
              [...li.querySelectorAll('h3')].some((h) => h.textContent?.trim() === name),
            )
            const img = card?.querySelector('img')
            return img !== null && img !== undefined && img.complete && img.naturalWidth > 0
          })
        },
        TEAM,
        uploaded,
      ),
    STEP_TIMEOUT_MS,
  )
  await shot(session, 'admin-team')
  console.log(`${session.version}: admin login, dashboard (${teams.length} teams) and team page with ${uploaded.length} new photos`)
})
