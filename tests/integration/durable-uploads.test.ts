// An acknowledged upload is on the disk (fsync), not only in the OS's cache: a data-folder
// backend reports every fsync it does (the `onFsync` seam: the real fsync calls, observed), and
// an upload through the HTTP API must have synced its bytes, the folder it was renamed into, and
// the database's WAL before the answer arrives (begin_upload's ticket included: it commits
// without a flush of its own, and the photo's commit flushes it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, sep } from 'node:path'
import { startServer, type RunningServer } from '../../server/app.ts'
import { placeholderJpeg } from '../../server/db/seed-photos.ts'
import { anonRpc, beginUpload, putPhoto, uploadablePlayer } from './upload-steps.ts'

let dir = ''
let srv: RunningServer
const synced: string[] = []

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'durable-uploads-'))
  srv = await startServer({ dataDir: dir, seed: true, onFsync: (path) => synced.push(path) })
}, 300_000)

afterAll(async () => {
  await srv?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
}, 60_000)

const walSyncs = (from: number) => synced.slice(from).filter((p) => p.includes(`${sep}pg${sep}pg_wal${sep}`))

describe('durability of a data folder', () => {
  it('runs Postgres with fsync on, fsync() for the WAL and synchronous commits', async () => {
    const setting = async (name: string) => (await srv.db.pg.query<Record<string, string>>(`show ${name}`)).rows[0]?.[name]
    expect(await setting('fsync')).toBe('on')
    expect(await setting('wal_sync_method')).toBe('fsync')
    expect(await setting('synchronous_commit')).toBe('on')
  })

  it('syncs a new database once it is made (initdb files included)', () => {
    expect(synced.some((p) => p.endsWith(`${sep}pg${sep}PG_VERSION`))).toBe(true)
    expect(synced.some((p) => p.endsWith(`${sep}global${sep}pg_control`))).toBe(true)
  })

  it('an acknowledged upload has synced its bytes, their folder and the WAL before the answer', async () => {
    const player = await uploadablePlayer(srv)
    const photo = placeholderJpeg('Durable', 64)

    const ticket = await beginUpload(srv, player)
    const { photo_key, thumb_key } = ticket
    // begin_upload commits without its own flush (its ticket only permits an upload): the
    // photo's commit, which waits for the disk, must cover it
    const afterTicket = (await srv.db.pg.query<{ lsn: string }>('select pg_current_wal_insert_lsn()::text as lsn')).rows[0]!.lsn
    let from: number

    for (const key of [photo_key, thumb_key]) {
      from = synced.length
      const res = await putPhoto(srv, key, photo)
      expect(res.status).toBe(200)
      const steps = synced.slice(from)
      const file = steps.findIndex((p) => p.includes(`${sep}storage${sep}.tmp${sep}`))
      const folder = steps.indexOf(join(dir, 'storage', 'player-photos', ...key.split('/').slice(0, -1)))
      const wal = steps.findIndex((p) => p.includes(`${sep}pg_wal${sep}`))
      expect(file, `the bytes of ${key} were synced`).toBeGreaterThanOrEqual(0)
      expect(folder, 'then the folder they were renamed into').toBeGreaterThan(file)
      expect(wal, 'then the commit of the storage.objects row').toBeGreaterThan(folder)
      const covered = await srv.db.pg.query<{ ok: boolean }>('select pg_current_wal_flush_lsn() >= $1::pg_lsn as ok', [afterTicket])
      expect(covered.rows[0]!.ok, 'the ticket is on disk once a photo is answered').toBe(true)
    }

    from = synced.length
    await anonRpc(srv, 'finish_upload', { p_event: player.event_name, p_code: player.code, p_ticket: ticket.ticket, p_consent: true })
    expect(walSyncs(from).length, 'finish_upload committed to the WAL on disk').toBeGreaterThan(0)
  })
})
