// Each PGlite internal the local backend relies on (server/db/pglite-internals.ts), one test
// each, asserting the behaviour relied on: a PGlite upgrade that changes one fails here, by name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, sep } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { NodeFS } from '@electric-sql/pglite/nodefs'
import {
  batch,
  execProtocolRaw,
  nodeFsPreRun,
  parameterTypes,
  parseResults,
  runExclusive,
  serialize,
  serializeParam,
  startParamsWithFsync,
  withPreRun,
} from '../../server/db/pglite-internals.ts'

let pg: PGlite
let dir = ''

beforeAll(async () => {
  pg = await PGlite.create()
  dir = await mkdtemp(join(tmpdir(), 'pglite-internals-'))
}, 60_000)

afterAll(async () => {
  await pg?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
}, 60_000)

const JSONB = 3802
const INT4_ARRAY = 1007

/** One statement through the raw protocol call (simple protocol). */
const raw = (sql: string) => execProtocolRaw(pg, batch([serialize.query(sql), serialize.sync()]))

describe("PGlite's internals, as the local backend relies on them", () => {
  it('_runExclusiveTransaction: what is asked for while it is held runs after it ends; the holder reaches Postgres meanwhile', async () => {
    await pg.exec('create table lock_log (n serial primary key, who text)')
    let outside: Promise<unknown> = Promise.resolve()
    await runExclusive(pg, async () => {
      await raw(`insert into lock_log (who) values ('holder 1')`)
      // asked for while the lock is held: queued behind it
      outside = pg.query(`insert into lock_log (who) values ('outside')`)
      await raw(`insert into lock_log (who) values ('holder 2')`)
    })
    await outside
    const rows = (await pg.query<{ who: string }>('select who from lock_log order by n')).rows.map((r) => r.who)
    expect(rows).toEqual(['holder 1', 'holder 2', 'outside'])
  })

  it('execProtocol without sync or throwing: an error comes back as a message, and the next call works', async () => {
    const failed = await raw('select * from no_such_table')
    const error = failed.find((m) => m.name === 'error') as { code?: string } | undefined
    expect(error?.code).toBe('42P01')
    const ok = await raw('select 41 + 1 as n')
    expect(ok.some((m) => m.name === 'error')).toBe(false)
    expect(parseResults(ok, pg)[0]?.rows).toEqual([{ n: 42 }])
  })

  it('protocol builders, statement description, serializers and parsers: a typed statement round-trips', async () => {
    const described = await execProtocolRaw(
      pg,
      batch([
        serialize.parse({ text: 'select $1::jsonb as j, $2::int4[] as a', name: 'typed' }),
        serialize.describe({ type: 'S', name: 'typed' }),
        serialize.sync(),
      ]),
    )
    const types = parameterTypes(described)
    expect(types).toEqual([JSONB, INT4_ARRAY])
    const values = [serializeParam(pg, JSONB, { a: 'b' }), serializeParam(pg, INT4_ARRAY, [1, 2])]
    expect(values).toEqual(['{"a":"b"}', '{"1","2"}'])
    const ran = await execProtocolRaw(
      pg,
      batch([
        serialize.bind({ statement: 'typed', values: values as string[] }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    )
    expect(parseResults(ran, pg)[0]?.rows).toEqual([{ j: { a: 'b' }, a: [1, 2] }])
  })

  it('defaultStartParams: single-user Postgres with -F (fsync off), which a durable database drops', () => {
    expect(PGlite.defaultStartParams).toContain('--single')
    expect(PGlite.defaultStartParams).toContain('-F')
    const durable = startParamsWithFsync(['-c', 'fsync=on'])
    expect(durable).not.toContain('-F')
    expect(durable.slice(-2)).toEqual(['-c', 'fsync=on'])
  })

  it("NODEFS stream_ops via the file system's preRun: Postgres' writes and fsyncs reach the hooks", async () => {
    const fsynced: string[] = []
    let writes = 0
    class Hooked extends NodeFS {
      override async init(p: PGlite, opts: Parameters<NodeFS['init']>[1]) {
        const { emscriptenOpts } = await super.init(p, opts)
        const step = nodeFsPreRun({ beforeWrite: () => writes++, fsync: (path) => fsynced.push(path) })
        return { emscriptenOpts: withPreRun(emscriptenOpts, step) }
      }
    }
    const pgDir = join(dir, 'pg')
    const disk = await PGlite.create({
      fs: new Hooked(pgDir),
      startParams: startParamsWithFsync(['-c', 'fsync=on', '-c', 'wal_sync_method=fsync', '-c', 'synchronous_commit=on']),
    })
    try {
      expect((await disk.query<{ fsync: string }>('show fsync')).rows[0]?.fsync).toBe('on')
      const before = { writes, fsynced: fsynced.length }
      await disk.exec('create table t (x int); insert into t values (1)')
      expect(writes).toBeGreaterThan(before.writes)
      // the commit's WAL was synced through the hook, by its path on disk
      expect(fsynced.slice(before.fsynced).some((p) => p.startsWith(pgDir + sep) && p.includes(`${sep}pg_wal${sep}`))).toBe(true)
    } finally {
      await disk.close()
    }
    // a new durable database: initdb's files, each synced (long on a busy disk)
  }, 180_000)
})
