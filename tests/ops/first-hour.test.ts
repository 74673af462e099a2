// A newcomer's first hour with the README: the commands refuse clearly before they create
// anything, never delete without asking, and each data folder is a portal of its own.
import { execFile } from 'node:child_process'
import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { nodeProblem } from '../../scripts/check-node.mjs'
import { plan, type Need } from '../../scripts/test-needs.ts'
import { lockDataDir } from '../../server/db/data-dir-lock.ts'
import { openPglite } from '../../server/db/open-pglite.ts'
import { commandOn } from '../../server/ops/cli-support.ts'
import { REPO, runCli } from './ops-helpers.ts'

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.()
})

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'first-hour-'))
  cleanups.push(() => rm(dir, { recursive: true, force: true }))
  return dir
}

describe('the Node the scripts run on', () => {
  it('is accepted from 22.12 on, and an older one gets one line saying what to do', () => {
    expect(nodeProblem('24.21.0', 'linux', 'x64')).toBeNull()
    expect(nodeProblem('22.12.0', 'darwin', 'arm64')).toBeNull()
    const onLinux = nodeProblem('20.20.2', 'linux', 'x64')
    expect(onLinux).toMatch(/Node 20\.20\.2.*npm ci/)
    expect(onLinux).not.toMatch(/\n/)
    expect(nodeProblem('22.11.0', 'darwin', 'arm64')).toMatch(/install Node 24/)
  })

  it('is the one npm brings, whatever the machine has', () => {
    // every npm script runs with node_modules/.bin first on PATH, where npm ci linked node-linux-*
    if (process.platform === 'linux' && ['x64', 'arm64'].includes(process.arch)) {
      expect(existsSync(join(REPO, 'node_modules', '.bin', 'node'))).toBe(true)
    }
    expect(nodeProblem(process.versions.node, process.platform, process.arch)).toBeNull()
  })
})

describe('what npm test installs', () => {
  const need = (what: string, present: boolean, optional = false): Need => ({
    what,
    debian: `pkg-${what}`,
    present: () => present,
    optional,
  })

  it('installs what is missing on Debian as root, optional packages apart', () => {
    const p = plan([need('a', true), need('b', false), need('c', false, true)], { debian: true, root: true })
    expect(p).toEqual({ kind: 'install', packages: ['pkg-b'], optional: ['pkg-c'] })
  })

  it('stops with the one command to run when it may not install', () => {
    const p = plan([need('b', false), need('d', false)], { debian: true, root: false })
    expect(p.kind).toBe('stop')
    expect(p.kind === 'stop' && p.message).toMatch(/sudo apt-get install -y --no-install-recommends pkg-b pkg-d/)
    const elsewhere = plan([need('b', false)], { debian: false, root: true })
    expect(elsewhere.kind === 'stop' && elsewhere.message).toMatch(/CHROMIUM_PATH/)
  })

  it('goes on when only optional tools are missing and cannot be installed', () => {
    expect(plan([need('a', true), need('c', false, true)], { debian: false, root: false })).toEqual({ kind: 'ready' })
    expect(plan([need('a', true)], { debian: true, root: true })).toEqual({ kind: 'ready' })
  })
})

describe('npm ci', () => {
  it('runs the install scripts it needs without asking: each one is reviewed in allowScripts', async () => {
    const pkg = JSON.parse(await readFile(join(REPO, 'package.json'), 'utf8')) as { allowScripts?: Record<string, boolean> }
    const lock = JSON.parse(await readFile(join(REPO, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { hasInstallScript?: boolean }>
    }
    const withScripts = Object.entries(lock.packages)
      .filter(([path, p]) => path && p.hasInstallScript)
      .map(([path]) => path.replace(/^.*node_modules\//, ''))
    const reviewed = Object.keys(pkg.allowScripts ?? {}).map((k) => k.replace(/(.)@.*$/, '$1'))
    expect(withScripts.filter((name) => !reviewed.includes(name))).toEqual([])
  })
})

describe('starting on a busy port or a folder in use', () => {
  it('npm start on a busy port says so and creates nothing', async () => {
    const busy: Server = createServer()
    await new Promise<void>((r) => busy.listen(0, '127.0.0.1', () => r()))
    cleanups.push(() => new Promise((r) => busy.close(r)))
    const port = (busy.address() as { port: number }).port
    const dataDir = join(await tempDir(), 'data')
    const r = await runCli('start', [], { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir })
    expect(r.code).toBe(1)
    expect(r.out).toContain(`Port ${port} on 127.0.0.1 is already in use`)
    expect(r.out).toContain(`PORT=${port + 1} npm start`)
    expect(r.out).not.toMatch(/\n\s+at /) // no stack trace
    expect(existsSync(dataDir)).toBe(false)
  })

  it('npm run dev on the folder npm start is using says how to run both', async () => {
    const dataDir = join(await tempDir(), 'data')
    const lock = await lockDataDir(dataDir)
    cleanups.push(() => lock.release())
    const r = await runCli('dev', [], { PORT: '0', DATA_DIR: dataDir })
    expect(r.code).toBe(1)
    expect(r.out).toContain(`is using ${dataDir}`)
    expect(r.out).toContain('DATA_DIR=.data-dev npm run dev')
    expect(r.out).not.toMatch(/\n\s+at /)
  })
})

describe('npm run reset', () => {
  async function dataFolder(): Promise<string> {
    const dir = join(await tempDir(), 'data')
    const team = join(dir, 'storage', 'player-photos', 'mjwc2025', 'Chile')
    await mkdir(join(dir, 'pg'), { recursive: true })
    await mkdir(team, { recursive: true })
    for (const f of ['a.jpg', 'a.thumb.jpg', 'b.jpg']) await writeFile(join(team, f), 'x')
    return dir
  }

  it('says what would go, points at a backup, and deletes nothing unasked', async () => {
    const dir = await dataFolder()
    const r = await runCli('reset', [], { DATA_DIR: dir })
    expect(r.code).toBe(1)
    expect(r.out).toContain('2 photo files')
    expect(r.out).toContain(`DATA_DIR=${dir} npm run backup`)
    expect(r.out).toContain('Nothing was deleted')
    expect(await readdir(dir)).toEqual(expect.arrayContaining(['pg', 'storage']))
  })

  it('deletes with --yes', async () => {
    const dir = await dataFolder()
    const r = await runCli('reset', ['--yes'], { DATA_DIR: dir })
    expect(r.code).toBe(0)
    expect(existsSync(dir)).toBe(false)
  })
})

describe('the commands a tool prints', () => {
  it('name the data folder exactly, quoted for the shell where needed', () => {
    expect(commandOn(join(REPO, '.data'), 'start')).toBe('npm start')
    expect(commandOn('/srv/event data', 'start')).toBe("DATA_DIR='/srv/event data' npm start")
    expect(commandOn("/srv/o'hare", 'backup')).toBe(`DATA_DIR='/srv/o'\\''hare' npm run backup`)
  })
})

describe('a new data folder', () => {
  it('gets team codes of its own, also when made from the cached seed', async () => {
    const codes: string[][] = []
    // the in-memory open leaves the seeded template cached; the folders are made from it
    const warm = await openPglite({})
    await warm.pg.close()
    for (let i = 0; i < 2; i++) {
      const { pg } = await openPglite({ dataDir: join(await tempDir(), 'data'), durable: false })
      const r = await pg.query<{ code: string }>('select code from public.team_access order by event_name, team')
      codes.push(r.rows.map((row) => row.code))
      await pg.close()
    }
    expect(codes[0]!.length).toBeGreaterThan(10)
    expect(codes[0]!.filter((c) => codes[1]!.includes(c))).toEqual([])
  })
})

describe('a .env with a hosted project', () => {
  const HOSTED = 'https://hostedproject0000000.supabase.co'

  /** `vite build` with this repository's config, reading .env files from `envDir`. */
  async function build(mode: string, envDir: string): Promise<{ code: number; out: string; js: string }> {
    const outDir = join(envDir, `dist-${mode}`)
    const config = join(envDir, 'vite.config.mts')
    await writeFile(
      config,
      `import base from ${JSON.stringify(join(REPO, 'vite.config.ts'))}\nexport default { ...base, root: ${JSON.stringify(REPO)}, envDir: ${JSON.stringify(envDir)} }\n`,
    )
    const env: NodeJS.ProcessEnv = { ...process.env }
    for (const k of Object.keys(env)) if (k === 'NODE_ENV' || k.startsWith('VITEST') || k.startsWith('VITE_')) delete env[k]
    const r = await new Promise<{ code: number; out: string }>((done) => {
      execFile(
        process.execPath,
        [
          join(REPO, 'node_modules', 'vite', 'bin', 'vite.js'),
          'build',
          '--config',
          config,
          '--mode',
          mode,
          '--outDir',
          outDir,
          '--emptyOutDir',
          '--logLevel',
          'warn',
        ],
        { cwd: REPO, env, maxBuffer: 16 * 1024 * 1024 },
        (err, stdout, stderr) => done({ code: err ? (typeof err.code === 'number' ? err.code : 1) : 0, out: `${stdout}${stderr}` }),
      )
    })
    if (r.code !== 0) return { ...r, js: '' }
    const assets = join(outDir, 'assets')
    const js = (
      await Promise.all((await readdir(assets)).filter((f) => f.endsWith('.js')).map((f) => readFile(join(assets, f), 'utf8')))
    ).join('\n')
    return { ...r, js }
  }

  it('is what a production build uses, and what the local demo build ignores, saying so', async () => {
    const envDir = await tempDir()
    await writeFile(
      join(envDir, '.env'),
      `VITE_SUPABASE_URL=${HOSTED}\nVITE_SUPABASE_ANON_KEY=sb_publishable_x\nVITE_ADMIN_EMAIL=o@example.org\n`,
    )
    const hosted = await build('production', envDir)
    expect(hosted.code, hosted.out).toBe(0)
    expect(hosted.js.includes(HOSTED)).toBe(true)

    const demo = await build('demo', envDir)
    expect(demo.code, demo.out).toBe(0)
    expect(demo.js.includes(HOSTED)).toBe(false)
    expect(demo.out).toMatch(/VITE_SUPABASE_URL.*npm run build.*local demo ignores/)
    // no note for a newcomer to interpret about a library's "use client"
    expect(demo.out).not.toMatch(/use client|directive/i)
  }, 180_000)
})
