// What a backup and an event export contain, taken consistently from an open database.
//
// Consistency: what decides what is in the snapshot happens inside `hold`, which is the server's
// database queue (`db.serial`) when the portal is running, so no request's transaction
// interleaves. The photo files are hard-linked into a staging folder BEFORE the hold, while
// requests go on (`prelink`): files never change once in place (written aside, renamed in),
// uploads and removals move them only inside their own queued transaction (blob-store), and keys
// are never reused, so a file linked early holds exactly the bytes of the row with its key, and
// the link keeps them if the object is removed meanwhile.
//
// A backup's hold does no step per photo or per row: the WAL written out, links for the objects
// stored in the last moments (their rows are found by an index on created_at), and the database
// files that changed since they were copied (pg-copy.ts), copied again. The copy is then opened on
// a thread of its own: its rows say which staged files belong (files without a row in it are left
// out). An export's hold reads the event's rows instead. Everything is streamed after the queue is
// released. Without hard links (some USB file systems) each photo is copied instead, at the same
// moments.
import { randomUUID, createHash, type Hash } from 'node:crypto'
import { createReadStream, existsSync } from 'node:fs'
import { copyFile, link, mkdir, readFile, readdir, rm, stat } from 'node:fs/promises'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { openDb, type Sql, type Tx as DbTx } from '../db/db.ts'
import type { Entry } from './frames.ts'
import { MANIFEST, type ManifestFile } from './folder.ts'
import { catchUp, dumpTar, precopy, relist } from './pg-copy.ts'

/** What a snapshot runs in its hold (the server's transactions, or PGlite's own when stopped). */
type Tx = Pick<DbTx, 'query' | 'exec'>

export const BACKUP_FORMAT = 'player-photo-portal-backup'
export const EXPORT_FORMAT = 'player-photo-portal-event-export'
export const DATABASE_FILE = 'database.tar'
/** The per-folder secrets a backup carries (and a restore puts back). */
export const SECRET_FILES = ['jwt-secret', 'admin-password']
/** Transient or per-project tables an export leaves out. */
export const NOT_EXPORTED = ['upload_tickets', 'admins']

/** An open database to take a snapshot from, and the folder its object files live in. */
export type Source = {
  pg: Sql
  /** Runs fn with nothing else touching the database or the object files (the server's queue). */
  hold<T>(fn: (tx: Tx) => Promise<T>): Promise<T>
  dataDir: string
}

type ObjectRow = { bucket_id: string; name: string; metadata: Record<string, unknown> | null }
export type ObjectInfo = { bucket: string; name: string; path: string; mimetype: string; cacheControl: string }
type StagedObject = ObjectInfo & { file: string; size: number }

const STAGING_DIR = '.ops-staging'

function objectFile(dataDir: string, bucket: string, name: string): string {
  const root = resolve(dataDir, 'storage')
  const file = resolve(root, bucket, name)
  if (!file.startsWith(root + sep)) throw new Error(`Refusing object path outside storage: ${bucket}/${name}`)
  return file
}

/**
 * Every staging folder, for when nothing can be using one: at a portal's start, or by a command
 * that holds a stopped folder's lock. A snapshot whose process was killed leaves its hard links
 * there, and they keep the bytes of photos purged since.
 */
export async function clearStaging(dataDir: string): Promise<void> {
  await rm(join(dataDir, STAGING_DIR), { recursive: true, force: true })
}

/** Staging folders left by a run that died (another pid) are removed. */
async function clearStaleStaging(dataDir: string): Promise<void> {
  const dir = join(dataDir, STAGING_DIR)
  for (const e of await readdir(dir).catch(() => [] as string[])) {
    if (!e.startsWith(`${process.pid}-`)) await rm(join(dir, e), { recursive: true, force: true })
  }
}

/** `bucket/name`: an object's key across buckets. */
const keyOf = (bucket: string, name: string) => `${bucket}/${name}`

/** Linked aside, by key: the staging folder's copy of each object file found. */
type Prelinked = { dir: string; files: Map<string, string> }

/** A hard link of `src` at `dst` (a copy where the file system has no hard links); false if `src` is gone. */
async function linkAside(src: string, dst: string, made: Set<string>): Promise<boolean> {
  const parent = dirname(dst)
  if (!made.has(parent)) {
    await mkdir(parent, { recursive: true })
    made.add(parent)
  }
  try {
    await link(src, dst)
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code
    if (code === 'ENOENT') return false
    if (code === 'EEXIST') return true
    try {
      await copyFile(src, dst)
    } catch (copyError) {
      if ((copyError as NodeJS.ErrnoException).code === 'ENOENT') return false
      throw copyError
    }
  }
  return true
}

/** Links at a time: enough to keep the disk busy, few enough not to crowd uploads' writes in Node's thread pool. */
const LINKS_AT_ONCE = 4

/**
 * Before the hold, while the portal works on: a hard link of every file under the storage folders
 * `under` (a bucket, or a bucket's event folder), into a new staging folder. This is the slow
 * part of a snapshot (one link per photo), so it happens while nothing waits for it. It can't go
 * wrong for being early: photo files never change once in place (written aside, then renamed in),
 * keys are never reused, and a link keeps the bytes of a file removed meanwhile. Files whose row
 * the snapshot doesn't hold (uploaded and not committed, removed meanwhile) are simply not sent.
 */
async function prelink(dataDir: string, under: string[]): Promise<Prelinked> {
  await clearStaleStaging(dataDir)
  const dir = join(dataDir, STAGING_DIR, `${process.pid}-${randomUUID()}`)
  const root = resolve(dataDir, 'storage')
  const files = new Map<string, string>()
  const made = new Set<string>()
  try {
    await mkdir(dir, { recursive: true })
    for (const folder of under) {
      const entries = await readdir(join(root, folder), { recursive: true, withFileTypes: true }).catch((e: NodeJS.ErrnoException) => {
        if (e.code === 'ENOENT') return []
        throw e
      })
      const found = entries.filter((e) => e.isFile()).map((e) => relative(root, join(e.parentPath, e.name)).split(sep))
      let next = 0
      const worker = async () => {
        while (next < found.length) {
          const parts = found[next++]!
          if (parts.length < 2 || parts.some((p) => p.startsWith('.'))) continue
          const [bucket, ...name] = parts
          const dst = join(dir, ...parts)
          if (await linkAside(join(root, ...parts), dst, made)) files.set(keyOf(bucket!, name.join('/')), dst)
        }
      }
      await Promise.all(Array.from({ length: LINKS_AT_ONCE }, worker))
    }
  } catch (e) {
    await rm(dir, { recursive: true, force: true })
    throw e
  }
  return { dir, files }
}

/**
 * The staged file of each row, linking now what `prelink` (and, for a backup, the hold) did not
 * find: inside an export's hold, a few uploads' worth; after a backup's, none but a row older than
 * it looks, if its file is still there. Sizes are read after the hold (`sized`).
 */
async function stageRows(
  dataDir: string,
  pre: Prelinked,
  rows: ObjectRow[],
): Promise<{ rows: { row: ObjectRow; file: string }[]; missing: string[] }> {
  const made = new Set<string>()
  const out: { row: ObjectRow; file: string }[] = []
  const missing: string[] = []
  for (const r of rows) {
    const key = keyOf(r.bucket_id, r.name)
    let file = pre.files.get(key)
    if (!file) {
      const dst = join(pre.dir, r.bucket_id, ...r.name.split('/'))
      if (await linkAside(objectFile(dataDir, r.bucket_id, r.name), dst, made)) file = dst
    }
    if (file) out.push({ row: r, file })
    else missing.push(key)
  }
  return { rows: out, missing }
}

/** Inside the hold: links for the given rows whose files `prelink` did not find. Answers how many. */
async function linkLate(dataDir: string, pre: Prelinked, rows: ObjectRow[]): Promise<number> {
  const made = new Set<string>()
  let linked = 0
  for (const r of rows) {
    const key = keyOf(r.bucket_id, r.name)
    if (pre.files.has(key)) continue
    const dst = join(pre.dir, r.bucket_id, ...r.name.split('/'))
    if (await linkAside(objectFile(dataDir, r.bucket_id, r.name), dst, made)) {
      pre.files.set(key, dst)
      linked++
    }
  }
  return linked
}

/** After the hold: each staged object with its size and metadata. */
async function sized(staged: { row: ObjectRow; file: string }[], pathOf: (r: ObjectRow) => string): Promise<StagedObject[]> {
  const objects: StagedObject[] = []
  for (const { row: r, file } of staged) {
    const meta = r.metadata ?? {}
    objects.push({
      bucket: r.bucket_id,
      name: r.name,
      path: pathOf(r),
      mimetype: typeof meta.mimetype === 'string' ? meta.mimetype : 'application/octet-stream',
      cacheControl: typeof meta.cacheControl === 'string' ? meta.cacheControl : 'max-age=3600',
      file,
      size: (await stat(file)).size,
    })
  }
  return objects
}

/** How long `fn` held the database: from its transaction's start (not its wait in the queue) to its end. */
async function timedHold<T>(src: Source, fn: (tx: Tx) => Promise<T>): Promise<T & { holdMs: number }> {
  return src.hold(async (tx) => {
    await tx.query('select 1') // answered once the transaction has begun
    const began = performance.now()
    const value = await fn(tx)
    return { ...value, holdMs: Math.round((performance.now() - began) * 10) / 10 }
  })
}

async function* hashing(body: AsyncIterable<Buffer> | Buffer, hash: Hash): AsyncGenerator<Buffer> {
  if (Buffer.isBuffer(body)) {
    hash.update(body)
    yield body
    return
  }
  for await (const chunk of body) {
    hash.update(chunk)
    yield chunk
  }
}

type Planned = { path: string; size: number; read(): AsyncIterable<Buffer> | Buffer }

/** The entries, each hashed as it is sent, then the manifest (`head` plus the files' SHA-256). */
async function* withManifest(planned: Planned[], head: Record<string, unknown>): AsyncGenerator<Entry> {
  const files: ManifestFile[] = []
  for (const p of planned) {
    const hash = createHash('sha256')
    yield { path: p.path, size: p.size, read: () => hashing(p.read(), hash) }
    files.push({ path: p.path, size: p.size, sha256: hash.digest('hex') })
  }
  const manifest = Buffer.from(JSON.stringify({ ...head, files }, null, 2) + '\n')
  yield { path: MANIFEST, size: manifest.length, read: () => manifest }
}

/** A snapshot's files, and `close` (always call it) to drop its staging folder. */
export type Snapshot = { entries: AsyncIterable<Entry>; close(): Promise<void> }

/** A SQL identifier, quoted. */
const qi = (name: string) => `"${name.replace(/"/g, '""')}"`

const stagedEntries = (objects: StagedObject[]): Planned[] =>
  objects.map((o) => ({ path: o.path, size: o.size, read: () => createReadStream(o.file) as AsyncIterable<Buffer> }))

async function secretEntries(dataDir: string): Promise<Planned[]> {
  const out: Planned[] = []
  for (const name of SECRET_FILES) {
    const bytes = await readFile(join(dataDir, name)).catch(() => null)
    if (bytes) out.push({ path: `secrets/${name}`, size: bytes.length, read: () => bytes })
  }
  return out
}

/** The bucket folders under storage/ (not `.tmp`, where uploads wait). */
async function bucketFolders(dataDir: string): Promise<string[]> {
  const entries = await readdir(join(dataDir, 'storage'), { withFileTypes: true }).catch(() => [])
  return entries.filter((e) => e.isDirectory() && !e.name.startsWith('.')).map((e) => e.name)
}

/** How far before the photo links began a row counts as possibly stored after them (see the hold). */
const LATE_MARGIN_MS = 60_000

/**
 * The rows and migrations of the database copied into `copyRoot/pg`: opened on a thread of its
 * own (the portal's requests go on meanwhile), where Postgres' crash recovery brings it to the
 * moment of the hold; closing shuts it down cleanly, so a restore starts it without recovery.
 */
async function readCopy(copyRoot: string): Promise<{ objects: ObjectRow[]; migrations: string[] }> {
  if (!existsSync(join(copyRoot, 'pg', 'PG_VERSION'))) throw new Error('The database copy for the backup is incomplete (no PG_VERSION)')
  // as it was copied: the folder's own migrations, whatever this version's are
  const db = await openDb({ dataDir: copyRoot, seed: false, template: false, durable: false, migrate: false })
  try {
    const objects = (
      await db.pg.query<ObjectRow>('select bucket_id, name, null::jsonb as metadata from storage.objects order by bucket_id, name')
    ).rows
    const migrations = (await db.pg.query<{ name: string }>('select name from local_meta.migrations order by name')).rows.map((r) => r.name)
    return { objects, migrations }
  } finally {
    await db.close()
  }
}

/**
 * A whole data folder: the database, every stored object, the folder's secrets. Writes wait only
 * while the database's files that changed since they were copied (the WAL, mostly) are copied
 * again, and the few photos stored since the links were made are linked: no step per photo, no
 * checkpoint. The photo files were linked aside before, and the database's rows are read from
 * its copy after, while the portal works on.
 */
export async function backupSnapshot(src: Source): Promise<Snapshot> {
  const linksBegan = new Date(Date.now() - LATE_MARGIN_MS).toISOString()
  const pre = await prelink(src.dataDir, await bucketFolders(src.dataDir))
  try {
    const pgDir = join(src.dataDir, 'pg')
    // '.database': no bucket's name starts with a dot
    const copyRoot = join(pre.dir, '.database')
    const copy = await precopy(pgDir, join(copyRoot, 'pg'))
    // again: what changed while the first copy ran, so the hold finds only the last moments' writes
    await catchUp(pgDir, copy)
    const taken = await timedHold(src, async (tx) => {
      // Every commit's WAL written to the file (an upload commits without waiting for it): the
      // files then hold every committed transaction, which recovery of the copy replays.
      await tx.query(
        `select case when pg_current_wal_insert_lsn() > pg_current_wal_lsn() then pg_logical_emit_message(false, 'backup', '', true) end`,
      )

      // Objects stored since the links were made (a few uploads' worth: their rows are recent), linked
      // now, before any of them can be removed. Older rows' files were linked; a link keeps a file's
      // bytes whatever happens to the object after this moment.
      const late = await tx.query<ObjectRow>(
        'select bucket_id, name, null::jsonb as metadata from storage.objects where created_at >= $1',
        [linksBegan],
      )
      const linked = await linkLate(src.dataDir, pre, late.rows)
      // last: after every statement of the hold, whatever those wrote
      const recopied = await catchUp(pgDir, copy)
      return { linked, recopied, at: new Date().toISOString() }
    })
    const { objects: rows, migrations } = await readCopy(copyRoot)
    relist(copy)
    const staged = await stageRows(src.dataDir, pre, rows)
    const dump = await dumpTar(copy)
    const objects = await sized(staged.rows, (r) => `storage/${r.bucket_id}/${r.name}`)
    const planned: Planned[] = [
      { path: DATABASE_FILE, size: dump.size, read: dump.read },
      ...stagedEntries(objects),
      ...(await secretEntries(src.dataDir)),
    ]
    const head = {
      format: BACKUP_FORMAT,
      version: 1,
      createdAt: taken.at,
      migrations,
      objects: objects.length,
      missingObjects: staged.missing,
      // how long the portal's requests waited for this backup
      holdMs: taken.holdMs,
    }
    return { entries: withManifest(planned, head), close: () => rm(pre.dir, { recursive: true, force: true }) }
  } catch (e) {
    await rm(pre.dir, { recursive: true, force: true })
    throw e
  }
}

type TableInfo = { table: string; file: string; rows: number; columns: string[]; identity: string[] }

/** The tables of one event, parents before children (pg_constraint), and what they reference outside. */
async function eventTables(tx: Tx): Promise<{ tables: string[]; external: { table: string; constraint: string; references: string }[] }> {
  const found = await tx.query<{ name: string }>(
    `select c.table_name as name from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and c.column_name = 'event_name' and t.table_type = 'BASE TABLE'
        and c.table_name <> all($1::text[])
      order by 1`,
    [NOT_EXPORTED],
  )
  const set = ['events', ...found.rows.map((r) => r.name).filter((n) => n !== 'events')]
  const fks = await tx.query<{ conname: string; child: string; parent_schema: string; parent: string }>(
    `select k.conname, cl.relname as child, pn.nspname as parent_schema, pcl.relname as parent
       from pg_constraint k
       join pg_class cl on cl.oid = k.conrelid join pg_namespace n on n.oid = cl.relnamespace
       join pg_class pcl on pcl.oid = k.confrelid join pg_namespace pn on pn.oid = pcl.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and cl.relname = any($1::text[])`,
    [set],
  )
  const parents = new Map(set.map((t) => [t, new Set<string>()]))
  const external: { table: string; constraint: string; references: string }[] = []
  for (const fk of fks.rows) {
    const inSet = fk.parent_schema === 'public' && parents.has(fk.parent)
    if (!inSet) external.push({ table: fk.child, constraint: fk.conname, references: `${fk.parent_schema}.${fk.parent}` })
    else if (fk.parent !== fk.child) parents.get(fk.child)?.add(fk.parent)
  }
  // Kahn's order, alphabetical among equals
  const order: string[] = []
  const left = new Set(set)
  while (left.size) {
    const ready = [...left].filter((t) => [...(parents.get(t) ?? [])].every((p) => !left.has(p))).sort()
    if (!ready.length) throw new Error(`Foreign keys form a cycle between ${[...left].join(', ')}; can't order the inserts`)
    for (const t of ready) {
      order.push(t)
      left.delete(t)
    }
  }
  return { tables: order, external }
}

/**
 * One event, for a hosted project: the `events` row, every public table with an `event_name`
 * column (but upload_tickets and admins) filtered to it, and the storage objects under the
 * event's code. Rows as JSON (to_jsonb, generated columns left out), one file per table.
 */
export async function exportSnapshot(src: Source, eventName: string): Promise<Snapshot> {
  // the event's photo files are linked aside first, as for a backup
  const code = (await src.hold((tx) => tx.query<{ code: string }>('select code from public.events where name = $1', [eventName]))).rows[0]
    ?.code
  const pre = await prelink(src.dataDir, code ? (await bucketFolders(src.dataDir)).map((b) => `${b}/${code}`) : [])
  try {
    return await exportFrom(src, eventName, pre)
  } catch (e) {
    await rm(pre.dir, { recursive: true, force: true })
    throw e
  }
}

async function exportFrom(src: Source, eventName: string, pre: Prelinked): Promise<Snapshot> {
  const taken = await src.hold(async (tx) => {
    await tx.query('set transaction read only')
    const ev = (await tx.query<{ name: string; code: string }>('select name, code from public.events where name = $1', [eventName])).rows[0]
    if (!ev) {
      const names = (await tx.query<{ name: string }>('select name from public.events order by name')).rows.map((r) => r.name)
      throw Object.assign(
        new Error(`No event named ${JSON.stringify(eventName)} (events: ${names.map((n) => JSON.stringify(n)).join(', ') || 'none'})`),
        { status: 404 },
      )
    }
    const { tables, external } = await eventTables(tx)
    const files: { info: TableInfo; json: Buffer }[] = []
    for (const table of tables) {
      const cols = await tx.query<{ column_name: string; generated: boolean; is_identity: string }>(
        `select column_name, is_generated <> 'NEVER' as generated, is_identity from information_schema.columns
          where table_schema = 'public' and table_name = $1 order by ordinal_position`,
        [table],
      )
      const pk = await tx.query<{ attname: string }>(
        `select a.attname from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
          where i.indrelid = $1::regclass and i.indisprimary order by array_position(i.indkey, a.attnum)`,
        [`public.${qi(table)}`],
      )
      const generated = cols.rows.filter((c) => c.generated).map((c) => c.column_name)
      const orderBy = pk.rows.length ? pk.rows.map((r) => `t.${qi(r.attname)}`).join(', ') : 't::text'
      const filter = table === 'events' ? 't.name = $1' : 't.event_name = $1'
      const r = await tx.query<{ json: string; n: number }>(
        `select coalesce(jsonb_agg(to_jsonb(t) - $2::text[] order by ${orderBy}), '[]')::text as json, count(*)::int as n
           from public.${qi(table)} t where ${filter}`,
        [eventName, generated],
      )
      const row = r.rows[0] ?? { json: '[]', n: 0 }
      files.push({
        info: {
          table,
          file: `rows/${table}.json`,
          rows: row.n,
          columns: cols.rows.filter((c) => !c.generated).map((c) => c.column_name),
          identity: cols.rows.filter((c) => c.is_identity === 'YES').map((c) => c.column_name),
        },
        json: Buffer.from(row.json + '\n'),
      })
    }
    const objects = (
      await tx.query<ObjectRow>(
        `select bucket_id, name, metadata from storage.objects where left(name, length($1)) = $1 order by bucket_id, name`,
        [`${ev.code}/`],
      )
    ).rows
    const staged = await stageRows(src.dataDir, pre, objects)
    return { ev, files, external, staged, at: new Date().toISOString() }
  })
  const objects = await sized(taken.staged.rows, (o) => `objects/${o.bucket_id}/${o.name}`)
  const planned: Planned[] = [
    ...taken.files.map((f) => ({ path: f.info.file, size: f.json.length, read: () => f.json })),
    ...stagedEntries(objects),
  ]
  const head = {
    format: EXPORT_FORMAT,
    version: 1,
    createdAt: taken.at,
    event: taken.ev,
    // insert in this order: every foreign key between them points to an earlier table
    tables: taken.files.map((f) => f.info),
    // foreign keys to rows this export does not carry: the target must already have those rows
    externalReferences: taken.external,
    objects: objects.map(({ bucket, name, path, mimetype, cacheControl }) => ({ bucket, name, path, mimetype, cacheControl })),
    missingObjects: taken.staged.missing,
  }
  return { entries: withManifest(planned, head), close: () => rm(pre.dir, { recursive: true, force: true }) }
}
