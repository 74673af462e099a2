// The folder a file is renamed into is synced before Postgres writes anything after the rename
// (server/db/durable-fs.ts PendingFolderSyncs), so no WAL that records the file's row can reach
// the disk, even by the kernel's own writeback, ahead of the file's name. Observed through the
// real fsync calls (the `onFsync` seam) of a durable database on its thread.
import { afterAll, describe, expect, it } from 'vitest'
import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, sep } from 'node:path'
import { openDb, type Db } from '../../server/db/db.ts'
import { diskBlobStore } from '../../server/db/blob-store.ts'

const dirs: string[] = []
const dbs: Db[] = []

afterAll(async () => {
  for (const db of dbs) await db.close().catch(() => undefined)
  for (const dir of dirs) await rm(dir, { recursive: true, force: true })
}, 60_000)

async function durableDb(synced: string[]) {
  const dir = await mkdtemp(join(tmpdir(), 'folder-syncs-'))
  dirs.push(dir)
  const storage = join(dir, 'storage')
  const db = await openDb({ dataDir: dir, seed: false, storageDir: storage, onFsync: (p) => synced.push(p) })
  dbs.push(db)
  await db.pg.exec('create table public.t (id int primary key, note text)')
  return { dir, storage, db, blobs: diskBlobStore(storage) }
}

/** A file placed by a transaction that commits without waiting for the disk, as an object's row does. */
async function placeWithoutFlush(db: Db, blobs: ReturnType<typeof diskBlobStore>, id: number, name: string) {
  const staged = await blobs.stage(Buffer.from(`bytes of ${name}`))
  await db.serial(async (tx) => {
    tx.queue('set local synchronous_commit = off')
    tx.queue('insert into public.t values ($1, $2)', [id, name])
    await staged.place('b', name, tx)
  })
}

const isPostgresFile = (p: string) => p.includes(`${sep}pg${sep}`)

// Each test opens a durable database (migrations, fsync on a real disk): on a loaded two-core
// machine that alone can take most of the default test time.
describe('folders of placed files', { timeout: 120_000 }, () => {
  it("are synced before Postgres' next write, even a write that no fsync follows", async () => {
    const synced: string[] = []
    const { storage, db, blobs } = await durableDb(synced)
    const from = synced.length
    await placeWithoutFlush(db, blobs, 1, 'x/one.jpg')
    // more rows than fit the table's first page, committed without a flush: Postgres writes
    // (the table grows) but syncs nothing
    await db.serial(async (tx) => {
      tx.queue('set local synchronous_commit = off')
      await tx.lastQuery(`insert into public.t select g, repeat('x', 400) from generate_series(2, 400) g`)
    })
    const steps = synced.slice(from)
    expect(steps.filter(isPostgresFile), 'nothing of Postgres was synced: only its writes could have caused the sync').toEqual([])
    expect(steps).toContain(join(storage, 'b', 'x'))
  })

  it('a folder the disk refuses to sync stops the database: nothing after it is answered as done', async () => {
    const synced: string[] = []
    const { dir, storage, db, blobs } = await durableDb(synced)
    await placeWithoutFlush(db, blobs, 1, 'y/two.jpg')
    // the bucket's folder turned into a file: syncing b/y fails with ENOTDIR, not ENOENT
    await rename(join(storage, 'b'), join(storage, 'b.aside'))
    await writeFile(join(storage, 'b'), 'not a folder')
    const stopped = /refused to sync the folder .*ENOTDIR/
    await expect(db.serial((tx) => tx.lastQuery('insert into public.t values (2)'))).rejects.toThrow(stopped)
    await expect(db.pg.query('select 1')).rejects.toThrow(stopped)
    await db.close()

    await rm(join(storage, 'b'))
    await rename(join(storage, 'b.aside'), join(storage, 'b'))
    const again = await openDb({ dataDir: dir, seed: false, storageDir: storage })
    dbs.push(again)
    const rows = await again.pg.query<{ id: number }>('select id from public.t order by id')
    expect(
      rows.rows.map((r) => r.id),
      'the commit that waited behind the refused folder never reached the disk',
    ).not.toContain(2)
  })
})
