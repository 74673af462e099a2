// How long a backup holds the running portal's requests, at 1,000 and 26,000 stored
// objects in the same run, with the portal idle but for a probe and with six phones uploading.
// Two figures per run: the backup's own count of its hold (from its transaction's start to its
// end, in the manifest), and, seen from outside so both backends are measured alike, the longest
// wait of a probe request (a small read every few milliseconds) and of an upload while the backup
// runs. The anchor is the backend as it was before the hold lost its checkpoint and its read of
// every object's row (HOLD_BASELINE_COMMIT), each on its own copy of the same data folder, each in
// its own process; `npm run backup` (this checkout) takes both. Photo files are small (4 KB: a
// hard link costs the same whatever the size); the database holds a realistic event's rows for
// that many objects (a version per photo and thumbnail, a trail).
// Alone: `npx tsx scripts/bench/backup-hold.ts` (BENCH_HOLD_SIZES=1000,26000 to choose).
import { execSync, spawn, type ChildProcess } from 'node:child_process'
import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { Agent, request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { pathToFileURL } from 'node:url'
import { REPO_ROOT } from '../../server/db/db.ts'
import { startServer } from '../../server/app.ts'
import { takeSnapshot } from '../../server/ops/take.ts'
import { jpegBytes } from '../../tests/ops/ops-helpers.ts'
import { uploadPhoto, type UploadablePlayer } from '../../tests/integration/upload-steps.ts'

/** The last commit whose backups checkpointed and read every object's row inside the hold. */
export const HOLD_BASELINE_COMMIT = '987367d'
/** Well under a second: what the hold may take, at any photo count. */
export const HOLD_TARGET_MS = 200
export const HOLD_SIZES = [1_000, 26_000]
const PHONES = 6
const FILE_BYTES = 4_000

export type HoldRun = { longestProbeMs: number; longestUploadMs: number | null; uploads: number; backupMs: number; holdMs: number | null }
export type HoldResult = { objects: number; backend: string; idle: HoldRun; loaded: HoldRun }

type Backend = { url: string; anonKey: string; players: UploadablePlayer[]; child: ChildProcess }

/** A seeded data folder with `objects` photo files and their rows, versions and trail. */
async function makeFolder(dataDir: string, objects: number): Promise<void> {
  const first = await startServer({ dataDir, seed: true, logErrors: false })
  const code = (await first.db.pg.query<{ code: string }>('select code from public.events order by name limit 1')).rows[0]!.code
  const event = (await first.db.pg.query<{ name: string }>('select name from public.events where code = $1', [code])).rows[0]!.name
  await first.close()
  const bytes = jpegBytes(FILE_BYTES)
  for (let i = 0; i < objects; i++) {
    const folder = join(dataDir, 'storage', 'player-photos', code, `bench-${i % 200}`)
    if (i < 200) await mkdir(folder, { recursive: true })
    await writeFile(join(folder, `${i}.jpg`), bytes)
  }
  // the next start gives each file its row (db/files-without-row.ts); then the rows an event has
  const second = await startServer({ dataDir, logErrors: false })
  await second.db.serial(async (tx) => {
    await tx.query(
      `insert into public.photo_versions (event_name, team, player_name, photo_path, thumb_path, bytes, source, created_at)
       select $1, 'Bench', 'Player ' || i, $2 || '/bench-' || (i % 200) || '/' || i || '.jpg',
              $2 || '/bench-' || ((i + 1) % 200) || '/' || (i + 1) || '.jpg', $3, 'team-link', now() - make_interval(secs => i)
         from generate_series(0, $4::int - 2, 2) i`,
      [event, code, FILE_BYTES, objects],
    )
    await tx.query(
      `insert into public.audit_log (event_name, team, player_name, action, actor, at)
       select $1, 'Bench', 'Player ' || i, 'upload', 'team-link', now() - make_interval(secs => i) from generate_series(1, $2::int) i`,
      [event, objects],
    )
    await tx.exec('checkpoint')
  })
  await second.close()
}

/** The baseline's server and supabase folders from git, beside this checkout's node_modules. */
async function baselineCheckout(): Promise<string | null> {
  try {
    execSync(`git -C ${JSON.stringify(REPO_ROOT)} cat-file -e ${HOLD_BASELINE_COMMIT}^{commit}`, { stdio: 'ignore' })
  } catch {
    return null
  }
  const dir = await mkdtemp(join(tmpdir(), 'bench-hold-baseline-'))
  execSync(
    `git -C ${JSON.stringify(REPO_ROOT)} archive ${HOLD_BASELINE_COMMIT} server supabase src build package.json | tar -x -C ${JSON.stringify(dir)}`,
  )
  await symlink(join(REPO_ROOT, 'node_modules'), join(dir, 'node_modules'))
  return dir
}

async function startBackend(root: string, dataDir: string, emptyApp: string): Promise<Backend> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'scripts/bench/serve-for-bench.ts'), root, dataDir, emptyApp], {
    cwd: root,
    env: { ...process.env, BENCH_UPLOADABLE: '300' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve)
    child.once('exit', (code) => reject(new Error(`the backend exited (${code}) before it listened`)))
  })
  const started = JSON.parse(line) as Omit<Backend, 'child'>
  return { ...started, child }
}

async function stopBackend(b: Backend): Promise<void> {
  const exited = new Promise((r) => b.child.once('exit', r))
  b.child.kill('SIGTERM')
  await exited
}

type Timed = { start: number; end: number }

function probe(b: Backend, agent: Agent): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${b.url}/rest/v1/rpc/list_open_events`,
      { method: 'POST', agent, headers: { apikey: b.anonKey, authorization: `Bearer ${b.anonKey}`, 'content-type': 'application/json' } },
      (res) => {
        res.resume()
        res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`probe: HTTP ${res.statusCode}`))))
      },
    )
    req.on('error', reject)
    req.end('{}')
  })
}

/** Longest of the requests that were under way while the backup ran. */
const longestDuring = (all: Timed[], during: Timed) =>
  Math.max(0, ...all.filter((t) => t.end > during.start && t.start < during.end).map((t) => t.end - t.start))

async function measure(b: Backend, dataDir: string, outDir: string, withPhones: boolean): Promise<HoldRun> {
  let stop = false
  const probes: Timed[] = []
  const uploads: Timed[] = []
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  const prober = (async () => {
    while (!stop) {
      const start = performance.now()
      await probe(b, agent)
      probes.push({ start, end: performance.now() })
    }
  })()
  const phone = async (k: number) => {
    const mine = b.players.filter((_, i) => i % PHONES === k)
    for (let i = 0; !stop && mine.length; i++) {
      const start = performance.now()
      try {
        await uploadPhoto(b, mine[i % mine.length]!, jpegBytes(200_000), jpegBytes(20_000))
      } catch (e) {
        if (/Too many uploads|uploads an hour/.test(String(e))) return
        throw e
      }
      uploads.push({ start, end: performance.now() })
    }
  }
  const phones = withPhones ? Array.from({ length: PHONES }, (_, k) => phone(k)) : []
  // the phones are under way before the backup starts
  const deadline = performance.now() + 60_000
  while (withPhones && uploads.length < PHONES) {
    if (performance.now() > deadline) throw new Error('The phones did not get an upload through in 60 s')
    await new Promise((r) => setTimeout(r, 20))
  }
  const backup = { start: performance.now(), end: 0 }
  const { manifest } = await takeSnapshot(dataDir, { kind: 'backup' }, outDir)
  backup.end = performance.now()
  stop = true
  await Promise.all([prober, ...phones])
  agent.destroy()
  await rm(outDir, { recursive: true, force: true })
  return {
    longestProbeMs: longestDuring(probes, backup),
    longestUploadMs: withPhones ? longestDuring(uploads, backup) : null,
    uploads: uploads.filter((t) => t.end > backup.start && t.start < backup.end).length,
    backupMs: backup.end - backup.start,
    holdMs: typeof manifest.holdMs === 'number' ? manifest.holdMs : null,
  }
}

export async function benchBackupHold(sizes = HOLD_SIZES): Promise<HoldResult[]> {
  const work = await mkdtemp(join(tmpdir(), 'bench-hold-'))
  const baseline = await baselineCheckout()
  const emptyApp = join(work, 'no-app')
  await mkdir(emptyApp)
  const results: HoldResult[] = []
  try {
    for (const objects of sizes) {
      const base = join(work, `base-${objects}`)
      await makeFolder(base, objects)
      const backends: [string, string][] = [
        ...(baseline ? [[HOLD_BASELINE_COMMIT, baseline] as [string, string]] : []),
        ['this checkout', REPO_ROOT],
      ]
      for (const [name, root] of backends) {
        const dataDir = join(work, `data-${objects}-${results.length}`)
        await cp(base, dataDir, { recursive: true })
        const b = await startBackend(root, dataDir, emptyApp)
        try {
          const idle = await measure(b, dataDir, join(work, 'out-idle'), false)
          const loaded = await measure(b, dataDir, join(work, 'out-loaded'), true)
          results.push({ objects, backend: name, idle, loaded })
        } finally {
          await stopBackend(b)
          await rm(dataDir, { recursive: true, force: true })
        }
      }
      await rm(base, { recursive: true, force: true })
    }
  } finally {
    await rm(work, { recursive: true, force: true })
    if (baseline) await rm(baseline, { recursive: true, force: true })
  }
  return results
}

export function describeHold(r: HoldResult): string[] {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`
  const own = (run: HoldRun) => (run.holdMs !== null ? `hold ${s(run.holdMs)}, ` : '')
  return [
    `${r.objects} objects, ${r.backend}, idle: ${own(r.idle)}longest request wait ${s(r.idle.longestProbeMs)} (backup ${s(r.idle.backupMs)})`,
    `${r.objects} objects, ${r.backend}, ${PHONES} phones uploading: ${own(r.loaded)}longest request wait ${s(r.loaded.longestProbeMs)}, ` +
      `longest upload ${s(r.loaded.longestUploadMs ?? 0)} (${r.loaded.uploads} uploads during it) (backup ${s(r.loaded.backupMs)})`,
  ]
}

/** This checkout's hold at the largest count over the smallest, idle and loaded: about 1 if it does not grow with the count. */
const s0 = (ms: number) => `${(ms / 1000).toFixed(2)} s`

export function holdRatios(results: HoldResult[]): { idle: number; loaded: number; small: number; large: number } | null {
  const mine = results.filter((r) => r.backend === 'this checkout' && r.idle.holdMs !== null && r.loaded.holdMs !== null)
  if (mine.length < 2) return null
  const small = mine.reduce((a, b) => (b.objects < a.objects ? b : a))
  const large = mine.reduce((a, b) => (b.objects > a.objects ? b : a))
  return {
    small: small.objects,
    large: large.objects,
    idle: large.idle.holdMs! / Math.max(small.idle.holdMs!, 1),
    loaded: large.loaded.holdMs! / Math.max(small.loaded.holdMs!, 1),
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const sizes = process.env.BENCH_HOLD_SIZES ? process.env.BENCH_HOLD_SIZES.split(',').map(Number) : HOLD_SIZES
  const results = await benchBackupHold(sizes)
  for (const r of results) for (const line of describeHold(r)) console.log(line)
  const ratio = holdRatios(results)
  if (ratio)
    console.log(
      `hold at ${ratio.large} objects over the hold at ${ratio.small}: idle ${ratio.idle.toFixed(2)}×, ${PHONES} phones uploading ${ratio.loaded.toFixed(2)}× (target: about 1, the hold must not grow with the count; each hold ≤ ${s0(HOLD_TARGET_MS)})`,
    )
}
