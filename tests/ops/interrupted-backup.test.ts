// Backups cut off half-way: the portal killed under `npm run backup`, the command itself killed
// (SIGKILL) or stopped with Ctrl+C. Each time the person is told what happened and that no backup
// was written, and nothing that holds secrets or disk space stays behind: not `<target>.partial`
// (removed at once, or by the next backup when its command was killed), not the data folder's
// `.ops-staging` hard links (removed when the snapshot's client goes away, or at the next start).
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../../server/app.ts'
import { jpegBytes, REPO, runCli, waitFor } from './ops-helpers.ts'

let dir = ''
let dataDir = ''
let portal: ChildProcess | null = null
let srv: RunningServer | null = null
const children: ChildProcess[] = []

const wasmFlags = () => process.execArgv.filter((a) => a === '--liftoff-only')
function childEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env }
  for (const k of Object.keys(env)) if (k === 'NODE_ENV' || k === 'TEST' || k.startsWith('VITEST')) delete env[k]
  return env
}

type Run = { child: ChildProcess; output(): string; exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }> }

function run(script: string, args: string[]): Run {
  const child = spawn(process.execPath, [...wasmFlags(), '--import', 'tsx', script, ...args], {
    cwd: REPO,
    env: childEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let out = ''
  child.stdout?.on('data', (c: Buffer) => (out += c.toString()))
  child.stderr?.on('data', (c: Buffer) => (out += c.toString()))
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  return { child, output: () => out, exit }
}

const backup = (out: string) => run('server/cli/backup.ts', ['--data-dir', dataDir, '--out', out])
/** The backup has begun arriving: its first file (the database) is in the partial folder. */
const receiving = (out: string) => waitFor(`${out}.partial/database.tar`, () => existsSync(join(`${out}.partial`, 'database.tar')))
const staged = async () => (await readdir(join(dataDir, '.ops-staging')).catch(() => [] as string[])).length

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'interrupted-backup-'))
  dataDir = join(dir, 'data')
  const first = await startServer({ dataDir, seed: true, logErrors: false })
  const code = (await first.db.pg.query<{ code: string }>(`select code from public.events order by name limit 1`)).rows[0]!.code
  await first.close()
  // 30 MB of photos (files without rows, given theirs at the next start): more than the
  // connection's buffers hold, so a backup is still streaming when it is cut off
  await mkdir(join(dataDir, 'storage', 'player-photos', code, 'bulk'), { recursive: true })
  for (let i = 0; i < 200; i++) await writeFile(join(dataDir, 'storage', 'player-photos', code, 'bulk', `${i}.jpg`), jpegBytes(150_000))
}, 300_000)

afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL')
  await srv?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
}, 60_000)

describe('an interrupted backup', () => {
  it('the portal killed under it: says so, writes nothing, and the next start drops its staging links', async () => {
    const p = run('tests/integration/crash-child.ts', [dataDir])
    portal = p.child
    await waitFor('the portal to start', () => p.output().includes('"url"'), 240_000)
    const out = join(dir, 'portal-killed')
    const b = backup(out)
    await receiving(out)
    b.child.kill('SIGSTOP') // the rest of the photos wait in the portal until it dies
    expect(await staged(), 'the portal staged the photos').toBeGreaterThan(0)
    portal.kill('SIGKILL')
    await p.exit
    b.child.kill('SIGCONT')
    const { code } = await b.exit
    expect(code).toBe(1)
    expect(b.output()).toMatch(/The portal stopped while it was sending the backup/)
    expect(b.output()).toMatch(/No backup was written/)
    expect(b.output()).not.toMatch(/^aborted$/m)
    expect(existsSync(out)).toBe(false)
    expect(existsSync(`${out}.partial`), 'the unfinished copy (it holds secrets) is gone').toBe(false)

    srv = await startServer({ dataDir, logErrors: false })
    expect(await staged(), 'the next start removed the links the killed portal staged').toBe(0)
  }, 300_000)

  it('the command killed: the portal drops its staging links, the next backup removes the partial copy and works', async () => {
    const out = join(dir, 'command-killed')
    const b = backup(out)
    await receiving(out)
    b.child.kill('SIGKILL')
    await b.exit
    // the portal sees its client gone and ends the snapshot
    await waitFor('the staging links to go', async () => (await staged()) === 0)
    expect(existsSync(`${out}.partial`)).toBe(true)

    const next = await runCli('backup', ['--data-dir', dataDir, '--out', join(dir, 'after')])
    expect(next.code, next.out).toBe(0)
    expect(next.out).toContain(`Removed ${out}.partial: an unfinished backup whose command was killed`)
    expect(existsSync(`${out}.partial`)).toBe(false)
    expect(existsSync(join(dir, 'after', 'manifest.json'))).toBe(true)
  }, 300_000)

  it('Ctrl+C: removes the partial copy at once and says nothing was written', async () => {
    const out = join(dir, 'interrupted')
    const b = backup(out)
    await receiving(out)
    b.child.kill('SIGINT')
    const { code } = await b.exit
    expect(code).toBe(130)
    expect(b.output()).toMatch(/Stopped \(SIGINT\): nothing was written/)
    expect(existsSync(`${out}.partial`)).toBe(false)
    expect(existsSync(out)).toBe(false)
    await waitFor('the staging links to go', async () => (await staged()) === 0)
  }, 300_000)
})
