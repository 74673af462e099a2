// PGlite (real Postgres in-process) running the same migrations a hosted project runs.
// PGlite has one connection: every request's transaction goes through `serial` so two requests
// never interleave their SET LOCAL ROLE / queries.
import { PGlite, type Transaction } from '@electric-sql/pglite'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { readFile, mkdir } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadTemplate, MARK_SEEDED_SQL, saveTemplate, SHIFT_TIMES_SQL, templateKey } from './db-template.ts'
import { applyMigrations, migrationFiles } from './migrations.ts'
import { durablePgliteOptions, fsyncPath, fsyncTree, type FsyncObserver } from './durable-fs.ts'

/** The repository's root folder (this file is server/db/db.ts). */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url))
export const MIGRATIONS_DIR = join(REPO_ROOT, 'supabase', 'migrations')
const SEED_FILE = join(REPO_ROOT, 'supabase', 'seed.sql')
const BOOTSTRAP_FILE = fileURLToPath(new URL('bootstrap.sql', import.meta.url))

export type Db = {
  pg: PGlite
  /** Runs fn in one transaction, after every earlier call has finished. */
  serial<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>
  close(): Promise<void>
}

export type OpenDbOptions = {
  /** Undefined = in memory. */
  dataDir?: string
  seed?: boolean
  template?: boolean
  /** Default supabase/migrations (tests point it at a copy). */
  migrationsDir?: string
  /** Told of every fsync of the database's files (tests). */
  onFsync?: FsyncObserver
  /** On disk: fsync at commit (default true); false = PGlite's own fsync=off (benchmarks only). */
  durable?: boolean
}

/**
 * Opens (or creates) the database. `dataDir` undefined = in memory. A new database gets the
 * bootstrap, every migration, and the seed unless `seed` is false. An existing one gets only
 * the migrations it has not run yet, and is refused if an applied one changed (migrations.ts).
 * A seeded in-memory database is loaded from a dump of an identical earlier one when there is
 * one (db-template.ts; `template: false` seeds anew). On disk, commits are durable (durable-fs.ts).
 */
export async function openDb(opts: OpenDbOptions = {}): Promise<Db & { created: boolean }> {
  const pgDir = opts.dataDir ? join(opts.dataDir, 'pg') : undefined
  const migrationsDir = opts.migrationsDir ?? MIGRATIONS_DIR
  const created = !pgDir || !existsSync(join(pgDir, 'PG_VERSION'))
  if (pgDir) await mkdir(pgDir, { recursive: true })
  const useTemplate = created && opts.seed !== false && opts.template !== false
  const key = useTemplate
    ? await templateKey(REPO_ROOT, [BOOTSTRAP_FILE, ...(await migrationFiles(migrationsDir)).map((f) => join(migrationsDir, f)), SEED_FILE])
    : ''
  const template = useTemplate ? await loadTemplate(REPO_ROOT, key) : null
  const fsOptions = !pgDir ? {} : opts.durable === false ? { dataDir: pgDir } : durablePgliteOptions(pgDir, opts.onFsync)
  const pg = await PGlite.create({ ...fsOptions, ...(template ? { loadDataDir: template } : {}), extensions: { pgcrypto } })
  if (template) {
    try {
      await pg.exec(SHIFT_TIMES_SQL)
      if (pgDir && opts.dataDir && opts.durable !== false) await syncNewFolder(pg, pgDir, opts.dataDir, opts.onFsync)
    } catch (e) {
      await pg.close().catch(() => undefined)
      throw e
    }
    return withSerial(pg, true)
  }

  try {
    if (created) {
      await pg.exec(await readFile(BOOTSTRAP_FILE, 'utf8'))
    }
    await applyMigrations(pg, { dir: migrationsDir, repoRoot: REPO_ROOT, dataDir: opts.dataDir })
    if (created && opts.seed !== false) {
      await pg.exec(await readFile(SEED_FILE, 'utf8'))
      await pg.exec(MARK_SEEDED_SQL)
      if (useTemplate) await saveTemplate(REPO_ROOT, key, pg)
    }
    if (created && pgDir && opts.dataDir && opts.durable !== false) await syncNewFolder(pg, pgDir, opts.dataDir, opts.onFsync)
  } catch (e) {
    await pg.close().catch(() => undefined)
    throw e
  }
  return withSerial(pg, created)
}

/** PGlite unpacked initdb's files (or the template's) unsynced: write everything out once, then sync it all. */
async function syncNewFolder(pg: PGlite, pgDir: string, dataDir: string, onFsync?: FsyncObserver): Promise<void> {
  await pg.exec('checkpoint')
  await fsyncTree(pgDir, onFsync)
  await fsyncPath(dataDir)
}

function withSerial(pg: PGlite, created: boolean): Db & { created: boolean } {
  let tail: Promise<unknown> = Promise.resolve()
  const serial = <T>(fn: (tx: Transaction) => Promise<T>): Promise<T> => {
    const run = tail.then(() => pg.transaction(fn))
    tail = run.catch(() => undefined)
    return run
  }
  return { pg, serial, created, close: () => pg.close() }
}
