// The database on its own thread (server/db/db.ts, db-thread.ts): what the HTTP thread relies on
// when it sends a transaction's statements without waiting for each answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDb, type Db } from '../../server/db/db.ts'
import { diskBlobStore } from '../../server/db/blob-store.ts'

let dir = ''
let db: Db
const storage = () => join(dir, 'storage')

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'db-thread-'))
  db = await openDb({ dataDir: dir, seed: false, durable: false, storageDir: join(dir, 'storage') })
  await db.pg.exec('create table public.t (id int primary key, note text)')
}, 300_000)

afterAll(async () => {
  await db?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
}, 60_000)

const ids = async () => (await db.pg.query<{ id: number }>('select id from public.t order by id')).rows.map((r) => r.id)

describe('a transaction sent ahead', () => {
  it("a queued statement's error comes out of the next statement, and nothing of the transaction stays", async () => {
    const run = db.serial(async (tx) => {
      tx.queue('insert into public.t values (1)')
      tx.queue('insert into public.t values (1)')
      await tx.query('select 1')
    })
    await expect(run).rejects.toMatchObject({ code: '23505' })
    expect(await ids()).toEqual([])
  })

  it('a queued statement that fails fails the commit when nothing is awaited after it', async () => {
    await expect(
      db.serial(async (tx) => {
        tx.queue('insert into public.t values (2)')
        tx.queue('select 1/0')
      }),
    ).rejects.toMatchObject({ code: '22012' })
    expect(await ids()).toEqual([])
  })

  it('lastQuery commits with its statement; one that fails takes the queued ones with it', async () => {
    const r = await db.serial(async (tx) => {
      tx.queue('insert into public.t values (3)')
      return tx.lastQuery<{ n: number }>('select count(*)::int as n from public.t')
    })
    expect(r.rows[0]!.n).toBe(1)
    expect(await ids()).toEqual([3])
    await expect(
      db.serial(async (tx) => {
        tx.queue('insert into public.t values (4)')
        return tx.lastQuery('insert into public.t values (3)')
      }),
    ).rejects.toMatchObject({ code: '23505', detail: 'Key (id)=(3) already exists.' })
    expect(await ids()).toEqual([3])
  })

  it('transactions run in the order they were asked for, each after the one before', async () => {
    const order: number[] = []
    await Promise.all(
      [10, 11, 12, 13].map((id) =>
        db.serial(async (tx) => {
          tx.queue('insert into public.t values ($1)', [id])
          const seen = await tx.query<{ n: number }>('select count(*)::int as n from public.t where id >= 10')
          order.push(seen.rows[0]!.n)
        }),
      ),
    )
    expect(order).toEqual([1, 2, 3, 4])
  })

  it('nothing joins a transaction after its last statement or its rollback: the caller is told', async () => {
    await expect(
      db.serial(async (tx) => {
        await tx.lastQuery('select 1')
        tx.queue('insert into public.t values (21)')
      }),
    ).rejects.toThrow(/has ended/)
    await expect(
      db.serial(async (tx) => {
        await tx.rollback()
        await tx.query('insert into public.t values (21)')
      }),
    ).rejects.toThrow(/has ended/)
    expect(await ids()).not.toContain(21)
  })

  it('rollback undoes what was sent before it', async () => {
    await db.serial(async (tx) => {
      tx.queue('insert into public.t values (20)')
      await tx.rollback()
    })
    expect(await ids()).not.toContain(20)
  })
})

describe('a file moved into place by the transaction', () => {
  const blobs = () => diskBlobStore(storage(), { durable: false })

  it('is in place once the commit has answered', async () => {
    const staged = await blobs().stage(Buffer.from('kept'))
    await db.serial(async (tx) => {
      tx.queue('insert into public.t values (30)')
      await staged.place('b', 'kept.jpg', tx)
    })
    expect(await readFile(join(storage(), 'b', 'kept.jpg'), 'utf8')).toBe('kept')
    expect(await readdir(join(storage(), '.tmp'))).toEqual([])
  })

  it('is put back when the transaction fails after it, and the failure is what the caller hears', async () => {
    const staged = await blobs().stage(Buffer.from('undone'))
    await expect(
      db.serial(async (tx) => {
        await staged.place('b', 'undone.jpg', tx)
        tx.queue('insert into public.t values (30)')
      }),
    ).rejects.toMatchObject({ code: '23505' })
    expect(existsSync(join(storage(), 'b', 'undone.jpg'))).toBe(false)
  })

  it('is not moved when a statement before it failed; discard then leaves nothing behind', async () => {
    const staged = await blobs().stage(Buffer.from('refused'))
    await expect(
      db.serial(async (tx) => {
        tx.queue('insert into public.t values (30)')
        await staged.place('b', 'refused.jpg', tx)
      }),
    ).rejects.toMatchObject({ code: '23505' })
    expect(existsSync(join(storage(), 'b', 'refused.jpg'))).toBe(false)
    expect(await readdir(join(storage(), '.tmp'))).toHaveLength(1)
    await staged.discard()
    expect(await readdir(join(storage(), '.tmp'))).toEqual([])
  })

  it('refuses a file from outside the storage folder', async () => {
    await expect(
      db.serial(async (tx) => {
        tx.place(join(dir, 'elsewhere'), 'b', 'x.jpg')
      }),
    ).rejects.toThrow(/outside/)
  })
})

describe('the thread', () => {
  it('answers a dump of the data folder as bytes', async () => {
    const dump = await db.pg.dumpDataDir('none')
    expect(dump.size).toBeGreaterThan(1_000_000)
  })

  it('refuses requests once closed, instead of leaving them waiting', async () => {
    const other = await openDb({ seed: false })
    await other.close()
    await expect(other.pg.query('select 1')).rejects.toThrow(/database thread/)
  })
})
