// An acknowledged upload is on the disk (fsync), not only in the OS's cache: a data-folder
// backend reports every fsync it does (the `onFsync` seam: the real fsync calls, observed). A
// player is told a photo was saved when finish_upload answers, and by then its bytes, the folder
// they were renamed into, and the WAL of every row it rests on (the ticket, both objects' rows,
// the player's) are on disk, in that order. The earlier steps commit without a flush of their
// own: finish_upload's covers them, and it refuses an object whose row is missing.
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

  it('a finished upload has synced its bytes, then their folder, then the WAL of every row it needs', async () => {
    const player = await uploadablePlayer(srv)
    const photo = placeholderJpeg('Durable', 64)
    const lsn = async (fn: 'insert' | 'flush') =>
      (await srv.db.pg.query<{ lsn: string }>(`select pg_current_wal_${fn}_lsn()::text as lsn`)).rows[0]!.lsn
    const flushedPast = async (at: string) =>
      (await srv.db.pg.query<{ ok: boolean }>('select pg_current_wal_flush_lsn() >= $1::pg_lsn as ok', [at])).rows[0]!.ok

    const ticket = await beginUpload(srv, player)
    const { photo_key, thumb_key } = ticket
    const from = synced.length
    // Each object is answered once its bytes are on disk. Its row, like begin_upload's ticket,
    // commits without waiting for the disk: it counts only when finish_upload records it, and
    // finish_upload refuses keys without a row.
    for (const key of [photo_key, thumb_key]) {
      const before = synced.length
      const res = await putPhoto(srv, key, photo)
      expect(res.status).toBe(200)
      expect(
        synced.slice(before).some((p) => p.includes(`${sep}storage${sep}.tmp${sep}`)),
        `the bytes of ${key} were synced before the answer`,
      ).toBe(true)
      expect(walSyncs(before), 'its row did not wait for a WAL flush of its own').toEqual([])
    }
    const afterObjects = await lsn('insert')

    await anonRpc(srv, 'finish_upload', { p_event: player.event_name, p_code: player.code, p_ticket: ticket.ticket, p_consent: true })
    const steps = synced.slice(from)
    const files = steps.flatMap((p, i) => (p.includes(`${sep}storage${sep}.tmp${sep}`) ? [i] : []))
    const folder = join(dir, 'storage', 'player-photos', ...photo_key.split('/').slice(0, -1))
    expect(thumb_key.startsWith(photo_key.slice(0, photo_key.lastIndexOf('/') + 1)), 'photo and thumbnail share a folder').toBe(true)
    const folderSyncs = steps.flatMap((p, i) => (p === folder ? [i] : []))
    const walAfter = (i: number) => steps.findIndex((p, j) => j > i && p.includes(`${sep}pg_wal${sep}`))
    expect(files.length, 'both files were synced').toBe(2)
    for (const [n, file] of files.entries()) {
      // the folder's sync waits for Postgres' next write, so it may cover both files
      const folderSync = folderSyncs.find((i) => i > file)
      expect(folderSync, `the folder was synced after file ${n + 1} was renamed into it`).toBeDefined()
      expect(walAfter(file), 'before any WAL that could record its row').toBeGreaterThan(folderSync!)
    }
    expect(walSyncs(from).length, 'finish_upload committed to the WAL on disk').toBeGreaterThan(0)
    expect(await flushedPast(afterObjects), 'the ticket and both object rows are on disk once the player is told').toBe(true)
  })

  it('an object row that is not on disk is not recorded: finish_upload refuses a key without one', async () => {
    // what a crash between an object's answer and its row reaching the disk leaves behind: the
    // file, no row. Nothing is recorded, and the hint makes the player's phone upload again.
    const player = await uploadablePlayer(srv)
    const ticket = await beginUpload(srv, player)
    expect((await putPhoto(srv, ticket.photo_key, placeholderJpeg('Lost row', 64))).status).toBe(200)
    expect((await putPhoto(srv, ticket.thumb_key, placeholderJpeg('Lost row', 32))).status).toBe(200)
    await srv.db.pg.exec(`begin; set local storage.allow_delete_query = 'true';
      delete from storage.objects where name = '${ticket.thumb_key}'; commit`)
    await expect(
      anonRpc(srv, 'finish_upload', { p_event: player.event_name, p_code: player.code, p_ticket: ticket.ticket, p_consent: true }),
    ).rejects.toThrow(/Photo not stored yet.*"hint":"photo-not-stored"/)
    const row = await srv.db.pg.query<{ photo_path: string | null }>('select photo_path from public.event_uploads where id = $1', [
      player.id,
    ])
    expect(row.rows[0]!.photo_path).not.toBe(ticket.photo_key)
  })
})
