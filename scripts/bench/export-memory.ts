// An event-wide export in real Chromium, at 100, 250 and 500 photos in the same run: the page's
// peak JS heap (CDP Performance.getMetrics JSHeapUsedSize, sampled while it runs: garbage not yet
// collected counts, as it does in the browser's memory) and the time per photo, through a 35:45
// accreditation destination (every picture a rendition in the worker). Both of the zip's ways
// out: a save picker's stream that only counts the bytes (Chromium on a computer writes it to
// disk so), and the service worker's streamed download (every browser without the picker).
// Memory must not grow with the count: the 500/100 ratio of the peaks, for each way out.
// Seeded straight through the local backend (admin API and Storage), not through the UI.
// Figures only, never asserted. Standalone: npx tsx scripts/bench/export-memory.ts
import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium, type Browser } from '@playwright/test'
import { createClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { startServer, type RunningServer } from '../../server/app.ts'
import { REPO_ROOT } from '../../server/db/db.ts'
import { chromiumArgs } from '../../playwright.config.ts'
import { chromiumExecutable } from '../../tests/fixtures/chromium-path.ts'
import { makeJpeg } from '../../tests/fixtures/browser-images.ts'

const BUCKET = 'player-photos'
const PER_TEAM = 50
export const EXPORT_MEMORY_RATIO_TARGET = 1.2
export const EXPORT_SIZES = [100, 250, 500] as const
const DESTINATION = {
  id: 'oc',
  name: 'Accreditation',
  shape: '35:45',
  width: 420,
  format: 'jpeg',
  max_kb: 500,
  template: '{team_code}_{name}',
  folders: 'flat',
  photos: 'current',
  manifest: true,
}

/** file: into the save picker's stream; stream: the browser's download, through the service worker */
export type ExportWay = 'file' | 'stream'
export const WAY_NAMES: Record<ExportWay, string> = { file: 'save picker', stream: 'service worker download' }

export interface ExportRun {
  way: ExportWay
  photos: number
  peakHeapBytes: number
  /** the heap after a collection, just before Export: what the page held without it */
  startHeapBytes: number
  msPerPhoto: number
  zipBytes: number
}

/** An event of `count` players in teams of PER_TEAM, each with its own stored photo. */
async function seedEvent(server: RunningServer, code: string, count: number, photo: Uint8Array, thumb: Uint8Array): Promise<void> {
  const name = `Bench Export ${count}`
  await server.db.pg.query(
    `insert into events select (jsonb_populate_record(null::events, to_jsonb(e) || jsonb_build_object(
       'code', $2::text, 'name', $1::text, 'display_name', $1::text, 'short_name', $1::text, 'state', 'open',
       'export_destinations', jsonb_build_array($3::jsonb), 'export_destinations_version', 1))).*
       from events e where e.name = 'MJWC 2025'`,
    [name, code, JSON.stringify(DESTINATION)],
  )
  const admin = createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as NonNullable<NonNullable<Parameters<typeof createClient>[2]>['realtime']>['transport'] },
  })
  const signIn = await admin.auth.signInWithPassword({ email: server.adminEmail, password: server.adminPassword ?? '' })
  if (signIn.error) throw signIn.error
  for (let t = 0; t * PER_TEAM < count; t++) {
    const team = `Team ${String(t + 1).padStart(2, '0')}`
    await server.db.pg.query('insert into team_access (event_name, team, code) values ($1, $2, private.random_code())', [name, team])
    const players = Array.from({ length: Math.min(PER_TEAM, count - t * PER_TEAM) }, (_, i) => `Player ${String(i + 1).padStart(2, '0')}`)
    const rows = await server.db.pg.query<{ id: number }>(
      'insert into event_uploads (event_name, team, player_name) select $1, $2, unnest($3::text[]) returning id',
      [name, team, players],
    )
    for (const { id } of rows.rows) {
      const keys = await admin.rpc('admin_photo_keys', { p_id: id })
      if (keys.error) throw keys.error
      const { photo_key, thumb_key } = (keys.data as { photo_key: string; thumb_key: string }[])[0]!
      for (const [key, bytes] of [
        [photo_key, photo],
        [thumb_key, thumb],
      ] as const) {
        const up = await admin.storage.from(BUCKET).upload(key, new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }))
        if (up.error) throw up.error
      }
      const set = await admin.rpc('set_player_photo', { p_id: id, p_seen_photo_path: '', p_photo_path: photo_key, p_thumb_path: thumb_key })
      if (set.error) throw set.error
    }
  }
}

async function exportOnce(browser: Browser, server: RunningServer, code: string, count: number, way: ExportWay): Promise<ExportRun> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true })
  await context.addInitScript({
    content:
      way === 'file'
        ? // the save picker, as Chromium on a computer offers it: the bytes are counted and dropped
          `window.__zipBytes = 0;
          window.showSaveFilePicker = async () => ({ createWritable: async () => new WritableStream({
            write(chunk) { window.__zipBytes += chunk.byteLength },
          }) })`
        : // no picker, as in Firefox, Safari and on phones: the download goes through the service worker
          'delete window.showSaveFilePicker',
  })
  const page = await context.newPage()
  try {
    await page.goto(`${server.url}/admin/${code}`)
    await page.getByPlaceholder('Enter admin password').fill(server.adminPassword ?? '')
    await page.getByRole('button', { name: 'Login' }).click()
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor()
    await page.getByRole('link', { name: 'Hand over photos' }).click()
    const card = page.getByRole('article', { name: 'Accreditation' })
    const button = card.getByRole('button', { name: `Export ${count} photos` })
    await button.waitFor({ timeout: 120_000 })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    await cdp.send('HeapProfiler.collectGarbage')
    const { metrics: before } = await cdp.send('Performance.getMetrics')
    // the page as it stands before the export: the event's roster, the cards, the app
    const startHeapBytes = before.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0
    let peak = 0
    let sampling = true
    const sample = async () => {
      while (sampling) {
        const { metrics } = await cdp.send('Performance.getMetrics')
        peak = Math.max(peak, metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0)
        await new Promise((r) => setTimeout(r, 100))
      }
    }
    const sampler = sample()
    const started = performance.now()
    const download = way === 'stream' ? page.waitForEvent('download', { timeout: 120_000 }) : null
    await button.click()
    // the page says Exported once the last byte was handed over (to the file, or to the download)
    await card
      .getByRole('status')
      .getByText(/^Exported /)
      .waitFor({ timeout: 1_800_000 })
    const ms = performance.now() - started
    sampling = false
    await sampler
    const zipBytes = download
      ? statSync((await (await download).path())!).size
      : await page.evaluate(() => (window as unknown as { __zipBytes: number }).__zipBytes)
    return { way, photos: count, peakHeapBytes: peak, startHeapBytes, msPerPhoto: ms / count, zipBytes }
  } finally {
    await context.close()
  }
}

export interface ExportMemory {
  runs: ExportRun[]
  /** per way: the peak at the largest count over the peak at the smallest */
  ratios: Record<ExportWay, number>
}

export async function benchExportMemory(opts: { staticDir?: string } = {}): Promise<ExportMemory> {
  const staticDir = opts.staticDir ?? process.env.BENCH_STATIC_DIR ?? join(REPO_ROOT, 'dist')
  if (!existsSync(join(staticDir, 'index.html'))) throw new Error(`No built app in ${staticDir}: run \`npx vite build --mode demo\` first.`)
  const server = await startServer({ port: 0, host: '127.0.0.1', staticDir, logErrors: false })
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs })
  try {
    const maker = await browser.newPage()
    // a phone's stored square: 1024 px, about 250 KB
    const photo = await makeJpeg(maker, { width: 1024, height: 1024, noise: 40 })
    const thumb = await makeJpeg(maker, { width: 256, height: 256, noise: 40 })
    await maker.close()
    for (const n of EXPORT_SIZES) await seedEvent(server, `benchexport${n}`, n, photo, thumb)
    const runs: ExportRun[] = []
    const ratios = {} as Record<ExportWay, number>
    for (const way of ['file', 'stream'] as const) {
      const ofWay: ExportRun[] = []
      for (const n of EXPORT_SIZES) ofWay.push(await exportOnce(browser, server, `benchexport${n}`, n, way))
      ratios[way] = ofWay.at(-1)!.peakHeapBytes / ofWay[0]!.peakHeapBytes
      runs.push(...ofWay)
    }
    return { runs, ratios }
  } finally {
    await browser.close()
    await server.close()
  }
}

export const exportRunLine = (r: ExportRun) =>
  `${r.photos} photos, ${WAY_NAMES[r.way]}: peak JS heap ${(r.peakHeapBytes / 1e6).toFixed(1)} MB (${((r.peakHeapBytes - r.startHeapBytes) / 1e6).toFixed(1)} MB over the page before it), ${r.msPerPhoto.toFixed(0)} ms per photo, zip ${(r.zipBytes / 1e6).toFixed(1)} MB`

export const exportRatioLine = (way: ExportWay, ratio: number) =>
  `peak JS heap ${EXPORT_SIZES.at(-1)} / ${EXPORT_SIZES[0]} photos, ${WAY_NAMES[way]}: ${ratio.toFixed(2)}× (target ≤ ${EXPORT_MEMORY_RATIO_TARGET}×)`

export function printExportMemory({ runs, ratios }: ExportMemory): void {
  console.log('  event export, 35:45 at 420×540:')
  for (const r of runs) console.log(`    ${exportRunLine(r)}`)
  for (const way of Object.keys(ratios) as ExportWay[]) console.log(`    ${exportRatioLine(way, ratios[way])}`)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printExportMemory(await benchExportMemory())
}
