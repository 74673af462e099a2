// The admin team page's grid: how many image bytes an organizer's browser downloads for a team of
// 30 players who all have a photo, scrolled to the bottom at 1440×900. The grid must show the
// 256 px thumbnails, never the ~2 MB photos (target ≤ 1.5 MB for the page).
// Builds nothing: run `npx vite build --mode demo` first (dist/, or $BENCH_STATIC_DIR).
// Standalone: `npx tsx scripts/bench/admin-grid.ts` prints the figure.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium, type Browser, type Response } from '@playwright/test'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { startServer, type RunningServer } from '../../server/app.ts'
import { REPO_ROOT } from '../../server/db/db.ts'
import { chromiumArgs } from '../../playwright.config.ts'
import { chromiumExecutable } from '../../tests/fixtures/chromium-path.ts'

export const ADMIN_GRID_IMAGE_BUDGET_BYTES = 1.5 * 1024 * 1024

const EVENT = 'MJWC 2025'
const EVENT_CODE = 'mjwc2025'
/** A team of its own, so the seeded teams' numbers stay as they are. */
const TEAM = 'Portugal'
const PLAYERS = 30
const BUCKET = 'player-photos'
/** A phone photo as players upload it after processing: 1920 px, 1.5–2 MB. */
const PHOTO_SIDE_PX = 1920
const PHOTO_BYTES_RANGE = [1.5 * 1024 * 1024, 2 * 1024 * 1024] as const

type PhotoPair = { photo: Uint8Array<ArrayBuffer>; thumb: Uint8Array<ArrayBuffer> }

/**
 * One realistic photo and its thumbnail, encoded by Chromium: a textured portrait-like scene with
 * detail at every scale and
 * sensor-like noise (tuned until the JPEG lands in 1.5–2 MB), and the 256 px thumbnail drawn from
 * it at the pipeline's thumbnail quality, as src/lib/image does.
 */
async function makePhotoPair(browser: Browser): Promise<PhotoPair> {
  const page = await browser.newPage()
  try {
    // tsx (esbuild keepNames) wraps functions in a Node-only __name helper; give the page one.
    await page.evaluate('globalThis.__name ??= (fn) => fn')
    let noise = 24
    for (let attempt = 0; attempt < 8; attempt++) {
      const pair = await page.evaluate(
        async ({ side, noise }) => {
          const canvas = document.createElement('canvas')
          canvas.width = canvas.height = side
          const ctx = canvas.getContext('2d')!
          const g = ctx.createLinearGradient(0, 0, side, side)
          g.addColorStop(0, '#7fa8c9')
          g.addColorStop(1, '#e9d8b8')
          ctx.fillStyle = g
          ctx.fillRect(0, 0, side, side)
          ctx.fillStyle = '#c58c6d'
          ctx.beginPath()
          ctx.arc(side / 2, side * 0.38, side * 0.18, 0, Math.PI * 2)
          ctx.fill()
          ctx.fillStyle = '#1d3b6e'
          ctx.fillRect(side * 0.22, side * 0.6, side * 0.56, side * 0.4)
          let seed = 2463534242
          const rand = () => {
            seed ^= seed << 13
            seed ^= seed >>> 17
            seed ^= seed << 5
            return (seed >>> 0) / 4294967296
          }
          // Detail at every scale (hair, fabric, background): pixel noise alone would average
          // away in the thumbnail and make it unrealistically small.
          for (let i = 0; i < 40000; i++) {
            const r = 2 + rand() * 14
            ctx.fillStyle = `rgba(${(rand() * 255) | 0},${(rand() * 255) | 0},${(rand() * 255) | 0},0.35)`
            ctx.fillRect(rand() * side, rand() * side, r, r)
          }
          const img = ctx.getImageData(0, 0, side, side)
          for (let i = 0; i < img.data.length; i += 4) {
            const n = Math.round((rand() * 2 - 1) * noise)
            img.data[i] = Math.max(0, Math.min(255, img.data[i]! + n))
            img.data[i + 1] = Math.max(0, Math.min(255, img.data[i + 1]! + n))
            img.data[i + 2] = Math.max(0, Math.min(255, img.data[i + 2]! + n))
          }
          ctx.putImageData(img, 0, 0)
          const thumbCanvas = document.createElement('canvas')
          thumbCanvas.width = thumbCanvas.height = 256
          const t = thumbCanvas.getContext('2d')!
          t.imageSmoothingQuality = 'high'
          t.drawImage(canvas, 0, 0, 256, 256)
          const encode = (c: HTMLCanvasElement, q: number) =>
            new Promise<string>((resolve, reject) =>
              c.toBlob(
                async (b) => {
                  if (!b) return reject(new Error('encode failed'))
                  const bytes = new Uint8Array(await b.arrayBuffer())
                  let s = ''
                  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
                  resolve(btoa(s))
                },
                'image/jpeg',
                q,
              ),
            )
          return { photo: await encode(canvas, 0.9), thumb: await encode(thumbCanvas, 0.8) }
        },
        { side: PHOTO_SIDE_PX, noise },
      )
      const photo = new Uint8Array(Buffer.from(pair.photo, 'base64'))
      const thumb = new Uint8Array(Buffer.from(pair.thumb, 'base64'))
      if (photo.length < PHOTO_BYTES_RANGE[0]) noise = Math.round(noise * 1.4)
      else if (photo.length > PHOTO_BYTES_RANGE[1]) noise = Math.round(noise * 0.75)
      else return { photo, thumb }
    }
    throw new Error('could not make a 1.5–2 MB test photo')
  } finally {
    await page.close()
  }
}

function adminClient(server: RunningServer): SupabaseClient {
  return createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    // supabase-js wants a WebSocket class on Node 20; no channel is ever opened.
    realtime: { transport: WebSocket as unknown as NonNullable<NonNullable<Parameters<typeof createClient>[2]>['realtime']>['transport'] },
  })
}

/** A team of 30, each with a stored photo and thumbnail, made the way the admin page makes them. */
async function makeTeam(server: RunningServer, pair: PhotoPair): Promise<void> {
  await server.db.pg.query(`insert into team_access (event_name, team, code) values ($1, $2, private.random_code())`, [EVENT, TEAM])
  const names = Array.from({ length: PLAYERS }, (_, i) => `Player ${String(i + 1).padStart(2, '0')}`)
  const rows = await server.db.pg.query<{ id: number }>(
    `insert into event_uploads (event_name, team, player_name) select $1, $2, unnest($3::text[]) returning id`,
    [EVENT, TEAM, names],
  )
  const admin = adminClient(server)
  const signIn = await admin.auth.signInWithPassword({ email: server.adminEmail, password: server.adminPassword ?? '' })
  if (signIn.error) throw signIn.error
  for (const { id } of rows.rows) {
    const keys = await admin.rpc('admin_photo_keys', { p_id: id })
    if (keys.error) throw keys.error
    const { photo_key, thumb_key } = (keys.data as { photo_key: string; thumb_key: string }[])[0]!
    for (const [key, bytes] of [
      [photo_key, pair.photo],
      [thumb_key, pair.thumb],
    ] as const) {
      const up = await admin.storage.from(BUCKET).upload(key, new Blob([bytes], { type: 'image/jpeg' }))
      if (up.error) throw up.error
    }
    // new players: the admin saw no photo ('')
    const set = await admin.rpc('set_player_photo', { p_id: id, p_seen_photo_path: '', p_photo_path: photo_key, p_thumb_path: thumb_key })
    if (set.error) throw set.error
  }
}

export type AdminGridResult = { players: number; imageBytes: number }

export async function benchAdminGrid(opts: { staticDir?: string; verbose?: boolean } = {}): Promise<AdminGridResult> {
  const staticDir = opts.staticDir ?? process.env.BENCH_STATIC_DIR ?? join(REPO_ROOT, 'dist')
  if (!existsSync(join(staticDir, 'index.html'))) {
    throw new Error(`No built app in ${staticDir}: run \`npx vite build --mode demo\` first.`)
  }
  const server = await startServer({ port: 0, host: '127.0.0.1', staticDir, logErrors: false })
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs })
  try {
    const pair = await makePhotoPair(browser)
    await makeTeam(server, pair)
    if (opts.verbose)
      console.log(`each photo ${(pair.photo.length / 1024 / 1024).toFixed(2)} MB, thumbnail ${(pair.thumb.length / 1024).toFixed(1)} KB`)

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' })
    const page = await context.newPage()
    await page.goto(`${server.url}/admin/${EVENT_CODE}`)
    await page.getByPlaceholder('Enter admin password').fill(server.adminPassword ?? '')
    await page.getByRole('button', { name: 'Login' }).click()
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor()
    await page.waitForLoadState('networkidle')

    // Counted from here: the team page only, not the dashboard's flags.
    const sizes = new Map<string, Promise<number>>()
    context.on('response', (res: Response) => {
      if (res.request().resourceType() !== 'image' || sizes.has(res.url())) return
      sizes.set(
        res.url(),
        res.body().then(
          (b) => b.length,
          () => 0,
        ),
      )
    })
    await page.goto(`${server.url}/admin/${EVENT_CODE}/${TEAM}`)
    await page.getByRole('heading', { level: 1, name: TEAM }).waitFor()
    await page.getByRole('list', { name: 'Players' }).waitFor()
    // Scroll down step by step, as an organizer would, so lazy images load as they appear.
    for (let y = 0; ; y += 600) {
      const height = await page.evaluate((top) => {
        window.scrollTo(0, top)
        return document.documentElement.scrollHeight
      }, y)
      await page.waitForTimeout(150)
      if (y > height) break
    }
    await page.waitForLoadState('networkidle')
    await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete))

    const details = await Promise.all([...sizes].map(async ([url, size]) => ({ url, bytes: await size })))
    if (opts.verbose) for (const d of details) console.log(`${(d.bytes / 1024).toFixed(1).padStart(8)} KB  ${new URL(d.url).pathname}`)
    await context.close()
    return { players: PLAYERS, imageBytes: details.reduce((sum, d) => sum + d.bytes, 0) }
  } finally {
    await browser.close()
    await server.close()
  }
}

async function main() {
  const { players, imageBytes } = await benchAdminGrid({ verbose: process.argv.includes('--verbose') })
  const verdict = imageBytes <= ADMIN_GRID_IMAGE_BUDGET_BYTES ? 'within' : 'OVER'
  console.log(
    `admin team page, grid of ${players} players (1440×900, scrolled to the bottom): ${(imageBytes / 1024 / 1024).toFixed(2)} MB of images — ${verdict} the 1.5 MB target`,
  )
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((e: unknown) => {
    console.error(e)
    process.exitCode = 1
  })
}
