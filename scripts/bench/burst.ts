// A team opening its link at the same moment, and a team uploading at once, against the local
// backend as `npm start` runs it (a durable data folder, the built app, the Node flags of that
// checkout's start script), each server in its own process. The anchor is the same benchmark
// against the backend as it was before the burst work (BASELINE_COMMIT, taken from git into a
// temporary folder), run alternately in the same run.
//   page: HTML → the scripts index.html names and the team page's chunk → the roster call(s)
//         (team_link, or resolve_team + team_roster where the backend has no team_link) → the
//         thumbnails of the players with a photo; timed from the first request to the last byte.
//   uploads: begin_upload → photo → thumbnail → finish_upload, UPLOAD_CONCURRENCY at a time, with
//         two photos: 219 KB, the upper end of what the app stores (70 KB at the default 1024 px,
//         more for an event that asks for up to 1920 px), and 1.46 MB (another client, or the app
//         before issue 15's byte work).
//         Both are random noise: the backend never looks inside beyond the structure check.
// Standalone: `npx tsx scripts/bench/burst.ts` (builds nothing: run `npx vite build` first).
import { spawn, execSync, type ChildProcess } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { mkdtemp, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { Agent, request as httpRequest } from 'node:http'
import { fileURLToPath, pathToFileURL } from 'node:url'
import jpeg from 'jpeg-js'
import type { Ticket, UploadablePlayer } from '../../tests/integration/upload-steps.ts'

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url))
/** The last commit before the local backend's burst work. */
export const BASELINE_COMMIT = 'ff95647'
const PAGE_OPENS = Number(process.env.BENCH_PAGE_OPENS ?? 200)
const UPLOADS = 36
const UPLOAD_CONCURRENCY = 6
const ROUNDS = 2

type Team = { eventCode: string; eventName: string; code: string }
type Backend = { name: string; url: string; anonKey: string; child: ChildProcess; dir: string; teams: Team[]; players: UploadablePlayer[] }

/** The Node flags that checkout's `npm start` runs its server with (`tsx <flags> server/cli/start.ts`). */
function startFlags(root: string): string[] {
  const start = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts?.start ?? ''
  return (
    start
      .match(/\btsx\s+((?:--\S+\s+)*)server\/cli\/start\.ts/)?.[1]
      ?.trim()
      .split(/\s+/)
      .filter(Boolean) ?? []
  )
}

async function startBackend(name: string, root: string, staticDir: string): Promise<Backend> {
  const dir = await mkdtemp(join(tmpdir(), `bench-burst-${name}-`))
  // each server as its own `npm start` runs it: with that checkout's Node flags
  const args = [
    ...startFlags(root),
    '--import',
    'tsx',
    join(REPO_ROOT, 'scripts/bench/serve-for-bench.ts'),
    root,
    join(dir, 'data'),
    staticDir,
  ]
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, BENCH_UPLOADABLE: String(UPLOADS * ROUNDS * UPLOAD_PHOTOS.length + 1) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const line = await new Promise<string>((resolve, reject) => {
    const rl = createInterface({ input: child.stdout! })
    rl.once('line', resolve)
    child.once('exit', (code) => reject(new Error(`${name} backend exited (${code}) before it listened`)))
  })
  const started = JSON.parse(line) as Omit<Backend, 'name' | 'child' | 'dir'>
  return { name, child, dir, ...started }
}

async function stopBackend(b: Backend): Promise<void> {
  const exited = new Promise((r) => b.child.once('exit', r))
  b.child.kill('SIGTERM')
  await exited
  await rm(b.dir, { recursive: true, force: true })
}

/** The baseline's server, supabase and src folders from git, beside this checkout's node_modules. */
async function baselineCheckout(): Promise<string | null> {
  try {
    execSync(`git -C ${JSON.stringify(REPO_ROOT)} cat-file -e ${BASELINE_COMMIT}^{commit}`, { stdio: 'ignore' })
  } catch {
    return null
  }
  const dir = await mkdtemp(join(tmpdir(), 'bench-baseline-'))
  execSync(
    `git -C ${JSON.stringify(REPO_ROOT)} archive ${BASELINE_COMMIT} server supabase src package.json | tar -x -C ${JSON.stringify(dir)}`,
  )
  await symlink(join(REPO_ROOT, 'node_modules'), join(dir, 'node_modules'))
  return dir
}

/** One phone: like a browser, at most 6 connections to an origin, kept alive. */
type Phone = Agent

type Init = { method?: string; headers?: Record<string, string>; body?: string | Buffer }

function request(phone: Phone, url: string, init: Init = {}, retried = false): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: init.method ?? 'GET', headers: init.headers, agent: phone }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    // A kept-alive connection the server closed just as it was reused: browsers send again (Node's
    // documented pattern), and so does this phone, once.
    req.on('error', (e: NodeJS.ErrnoException) => {
      if (!retried && req.reusedSocket && e.code === 'ECONNRESET') resolve(request(phone, url, init, true))
      else reject(e)
    })
    req.end(init.body)
  })
}

const rpc = async <T>(
  b: Backend,
  fn: string,
  args: object,
  phone: Phone = new Agent({ keepAlive: true, maxSockets: 6 }),
): Promise<{ status: number; body: T }> => {
  const res = await request(phone, `${b.url}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: { apikey: b.anonKey, authorization: `Bearer ${b.anonKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(args),
  })
  const text = res.body.toString('utf8')
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T }
}

type RosterRow = { upload_status: boolean; thumb_path: string | null }

/** What index.html makes the browser fetch, plus the team page's own chunk. */
function pageAssets(staticDir: string): string[] {
  const html = readFileSync(join(staticDir, 'index.html'), 'utf8')
  const named = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!)
  const route = readdirSync(join(staticDir, 'assets'))
    .filter((f) => /^team-upload-route.*\.js$/.test(f))
    .map((f) => `/assets/${f}`)
  return [...new Set([...named, ...route])]
}

async function openPage(b: Backend, team: Team, assets: string[], hasTeamLink: boolean): Promise<number> {
  const phone = new Agent({ keepAlive: true, maxSockets: 6 })
  try {
    const t0 = performance.now()
    await request(phone, `${b.url}/${team.eventCode}/${team.code}`)
    await Promise.all(assets.map((a) => request(phone, b.url + a)))
    let players: RosterRow[]
    if (hasTeamLink) {
      const r = await rpc<{ players: RosterRow[] | null }>(b, 'team_link', { p_event_code: team.eventCode, p_code: team.code }, phone)
      if (r.status !== 200) throw new Error(`team_link: HTTP ${r.status}`)
      players = r.body.players ?? []
    } else {
      const [resolved, roster] = await Promise.all([
        rpc(b, 'resolve_team', { p_event: team.eventName, p_code: team.code }, phone),
        rpc<RosterRow[]>(b, 'team_roster', { p_event: team.eventName, p_code: team.code }, phone),
      ])
      if (resolved.status !== 200 || roster.status !== 200) throw new Error(`roster: HTTP ${roster.status}`)
      players = roster.body
    }
    const thumbs = players.filter((p) => p.upload_status && p.thumb_path)
    const got = await Promise.all(thumbs.map((p) => request(phone, `${b.url}/storage/v1/object/public/player-photos/${p.thumb_path}`)))
    if (got.some((r) => r.status !== 200)) throw new Error('a thumbnail did not load')
    return performance.now() - t0
  } finally {
    phone.destroy()
  }
}

function noisyJpeg(side: number): Buffer {
  const data = Buffer.alloc(side * side * 4)
  let seed = 88172645
  for (let i = 0; i < data.length; i++) {
    seed ^= seed << 13
    seed ^= seed >>> 17
    seed ^= seed << 5
    data[i] = (i & 3) === 3 ? 255 : (seed >>> 0) & 0xff
  }
  return jpeg.encode({ data, width: side, height: side }, 80).data
}

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? NaN

async function pageBurst(b: Backend, assets: string[], hasTeamLink: boolean): Promise<number[]> {
  return Promise.all(Array.from({ length: PAGE_OPENS }, (_, i) => openPage(b, b.teams[i % b.teams.length]!, assets, hasTeamLink)))
}

/**
 * One player's upload as the app makes it (tests/integration/upload-steps.ts): begin_upload →
 * photo → thumbnail → finish_upload, over one phone's kept-alive connections. Node's http, as for
 * the page opens: fetch (undici) cost this process about twice the CPU, on the cores the server
 * under test needs (phones are other machines).
 */
async function uploadOne(b: Backend, phone: Phone, p: UploadablePlayer, photo: Buffer, thumb: Buffer): Promise<void> {
  const begun = await rpc<Ticket[]>(b, 'begin_upload', { p_event: p.event_name, p_code: p.code, p_player_id: p.id }, phone)
  const ticket = begun.body?.[0]
  if (begun.status !== 200 || !ticket) throw new Error(`begin_upload: HTTP ${begun.status}`)
  for (const [key, bytes] of [
    [ticket.photo_key, photo],
    [ticket.thumb_key, thumb],
  ] as const) {
    const res = await request(phone, `${b.url}/storage/v1/object/player-photos/${key}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${b.anonKey}`, 'content-type': 'image/jpeg', 'content-length': String(bytes.length) },
      body: bytes,
    })
    if (res.status !== 200) throw new Error(`upload ${key}: HTTP ${res.status} ${res.body.toString('utf8')}`)
  }
  const finished = await rpc(b, 'finish_upload', { p_event: p.event_name, p_code: p.code, p_ticket: ticket.ticket, p_consent: true }, phone)
  if (finished.status !== 200 && finished.status !== 204) throw new Error(`finish_upload: HTTP ${finished.status}`)
}

async function uploadBurst(b: Backend, photo: Buffer, thumb: Buffer): Promise<number> {
  const queue = b.players.splice(0, UPLOADS)
  const phones = Array.from({ length: UPLOAD_CONCURRENCY }, () => new Agent({ keepAlive: true, maxSockets: 6 }))
  try {
    const t0 = performance.now()
    await Promise.all(
      phones.map(async (phone) => {
        for (let p = queue.shift(); p; p = queue.shift()) await uploadOne(b, phone, p, photo, thumb)
      }),
    )
    return UPLOADS / ((performance.now() - t0) / 1000)
  } finally {
    for (const phone of phones) phone.destroy()
  }
}

/** Sides of the noise JPEGs uploaded as photos (219 KB and 1.46 MB at quality 80). */
export const UPLOAD_PHOTOS = [
  { label: 'app-size photo', side: 400 },
  { label: 'large photo', side: 1024 },
] as const
export type UploadRate = { label: string; bytes: number; perSecond: number }
export type BurstFigures = { pageP50Ms: number; pageP95Ms: number; uploads: UploadRate[] }
export type BurstResult = { now: BurstFigures; baseline: BurstFigures | null; pageOpens: number; uploads: number }

export async function benchBurst(opts: { staticDir?: string } = {}): Promise<BurstResult> {
  const staticDir = opts.staticDir ?? process.env.BENCH_STATIC_DIR ?? join(REPO_ROOT, 'dist')
  if (!existsSync(join(staticDir, 'index.html'))) throw new Error(`No built app in ${staticDir}: run \`npx vite build\` first.`)
  const assets = pageAssets(staticDir)
  const photos = UPLOAD_PHOTOS.map((p) => ({ label: p.label, bytes: noisyJpeg(p.side) }))
  const thumb = noisyJpeg(256)
  const baseRoot = await baselineCheckout()
  const backends: Backend[] = []
  try {
    backends.push(await startBackend('now', REPO_ROOT, staticDir))
    if (baseRoot) backends.push(await startBackend('baseline', baseRoot, staticDir))
    const pages = new Map<string, number[]>(backends.map((b) => [b.name, []]))
    const uploads = new Map<string, number[][]>(backends.map((b) => [b.name, photos.map(() => [])]))
    for (const b of backends) {
      const hasTeamLink = (await rpc(b, 'team_link', { p_event_code: b.teams[0]!.eventCode, p_code: b.teams[0]!.code })).status === 200
      await pageBurst(b, assets, hasTeamLink) // warm-up: caches, JIT
      await uploadOne(b, new Agent({ keepAlive: true }), b.players.shift()!, photos[0]!.bytes, thumb)
      Object.assign(b, { hasTeamLink })
    }
    // alternate the backends, so a busy moment of the machine hits both alike
    for (let round = 0; round < ROUNDS; round++) {
      for (const b of backends) {
        const hasTeamLink = (b as Backend & { hasTeamLink: boolean }).hasTeamLink
        pages.get(b.name)!.push(...(await pageBurst(b, assets, hasTeamLink)))
        for (const [i, photo] of photos.entries()) uploads.get(b.name)![i]!.push(await uploadBurst(b, photo.bytes, thumb))
      }
    }
    const figures = (name: string): BurstFigures => {
      const p = pages.get(name)!
      const u = uploads.get(name)!
      const rates = photos.map((photo, i) => ({
        label: photo.label,
        bytes: photo.bytes.length,
        perSecond: u[i]!.reduce((a, x) => a + x, 0) / u[i]!.length,
      }))
      return { pageP50Ms: percentile(p, 50), pageP95Ms: percentile(p, 95), uploads: rates }
    }
    return { now: figures('now'), baseline: baseRoot ? figures('baseline') : null, pageOpens: PAGE_OPENS, uploads: UPLOADS }
  } finally {
    for (const b of backends) await stopBackend(b)
    if (baseRoot) await rm(baseRoot, { recursive: true, force: true })
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = await benchBurst()
  const show = (name: string, f: BurstFigures) =>
    console.log(
      `${name.padEnd(9)} ${r.pageOpens} simultaneous team-link opens: p50 ${f.pageP50Ms.toFixed(0)} ms, p95 ${f.pageP95Ms.toFixed(0)} ms; uploads (${UPLOAD_CONCURRENCY} at a time) ` +
        f.uploads.map((u) => `${u.perSecond.toFixed(1)}/s with the ${u.label}`).join(', '),
    )
  show('now', r.now)
  if (r.baseline) {
    show(`${BASELINE_COMMIT}`, r.baseline)
    for (const [i, u] of r.now.uploads.entries())
      console.log(
        `uploads/s now / baseline, ${u.label} (${(u.bytes / 1024).toFixed(0)} KB): ${(u.perSecond / r.baseline.uploads[i]!.perSecond).toFixed(2)}×`,
      )
  } else console.log(`baseline ${BASELINE_COMMIT} not in this clone's history: no anchor`)
  process.exit(0)
}
