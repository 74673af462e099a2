// A crash between an object's answer and the flush that would have made its row durable: the
// backend (a child process on a data folder) is killed with SIGKILL right after the photo's
// upload is answered. The bytes are on disk (synced before the answer); the ticket's and the
// object's rows committed without waiting for the disk, and PGlite has no WAL writer that would
// flush them later, so both are lost. The next start finds the file without a row and the
// leftover-files page (the app's own data module) lists it as such; purging it frees the file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer, type RunningServer } from '../../server/app.ts'
import { placeholderJpeg } from '../../server/db/seed-photos.ts'
import { REPO, waitFor } from '../ops/ops-helpers.ts'
import { importAppDataModule } from './app-data-module.ts'
import { beginUpload, putPhoto, type Ticket, type UploadablePlayer } from './upload-steps.ts'

type Started = { url: string; anonKey: string; player: UploadablePlayer }

let dir = ''
let child: ChildProcess | null = null
let srv: RunningServer | null = null

/** The backend in a child process, once it answers. */
async function startChild(dataDir: string): Promise<Started> {
  const wasmFlags = process.execArgv.filter((a) => a === '--liftoff-only')
  const env: NodeJS.ProcessEnv = { ...process.env }
  for (const k of Object.keys(env)) if (k === 'NODE_ENV' || k === 'TEST' || k.startsWith('VITEST')) delete env[k]
  child = spawn(process.execPath, [...wasmFlags, '--import', 'tsx', 'tests/integration/crash-child.ts', dataDir], {
    cwd: REPO,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  let exited = false
  child.stdout?.on('data', (c: Buffer) => (out += c.toString()))
  child.stderr?.on('data', (c: Buffer) => (out += c.toString()))
  child.once('exit', () => (exited = true))
  await waitFor(
    'the child backend to start',
    () => {
      if (exited) throw new Error(`The child backend exited:\n${out}`)
      return out.includes('\n') && out.trimStart().startsWith('{')
    },
    240_000,
  )
  return JSON.parse(out.slice(0, out.indexOf('\n'))) as Started
}

async function killChild(): Promise<void> {
  const c = child
  if (!c || c.exitCode !== null || c.signalCode !== null) return
  const gone = new Promise((resolve) => c.once('exit', resolve))
  c.kill('SIGKILL')
  await gone
}

let ticket: Ticket
let started: Started

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'crash-leftovers-'))
  started = await startChild(dir)
  ticket = await beginUpload(started, started.player)
  const res = await putPhoto(started, ticket.photo_key, placeholderJpeg('Cut off', 64))
  expect(res.status).toBe(200)
  // the answer is out: the crash comes before anything else could flush the row
  await killChild()
  srv = await startServer({ dataDir: dir, logErrors: false })
}, 300_000)

afterAll(async () => {
  await killChild()
  await srv?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
}, 60_000)

describe('a crash between an object answer and the flush', () => {
  it('left the file on disk and lost the rows that waited for no flush', async () => {
    expect(existsSync(join(dir, 'storage', 'player-photos', ...ticket.photo_key.split('/')))).toBe(true)
    const tickets = await srv!.db.pg.query('select 1 from public.upload_tickets where photo_key = $1', [ticket.photo_key])
    expect(tickets.rows, 'the ticket did not survive the crash').toEqual([])
  })

  it('the next start gives the file a row marked as found without one, and the leftover-files page lists it', async () => {
    const row = await srv!.db.pg.query<{ metadata: Record<string, unknown> }>(
      `select metadata from storage.objects where bucket_id = 'player-photos' and name = $1`,
      [ticket.photo_key],
    )
    expect(row.rows[0]?.metadata).toMatchObject({ mimetype: 'image/jpeg', foundWithoutRow: expect.any(String) })

    const api = await importAppDataModule(srv!)
    await api.signInAdmin(srv!.adminPassword!)
    const files = await api.listLeftoverFiles(started.player.event_name)
    const found = files.find((f) => f.path === ticket.photo_key)
    expect(found).toMatchObject({ kind: 'no-row', versionId: null, playerName: null, restorable: false })
    expect(found!.bytes).toBeGreaterThan(0)

    // purgeable like the rest: the row and the file go
    expect(await api.purgeLeftovers(started.player.event_name, [found!])).toBe(1)
    expect(existsSync(join(dir, 'storage', 'player-photos', ...ticket.photo_key.split('/')))).toBe(false)
    expect((await api.listLeftoverFiles(started.player.event_name)).some((f) => f.path === ticket.photo_key)).toBe(false)
  })
})
