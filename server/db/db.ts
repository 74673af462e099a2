// PGlite (real Postgres in-process) running the same migrations a hosted project runs.
// PGlite has one connection: every request's transaction goes through `serial` so two requests
// never interleave their SET LOCAL ROLE / queries.
import { PGlite, type Transaction } from '@electric-sql/pglite'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { readFile, readdir, mkdir } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadTemplate, MARK_SEEDED_SQL, saveTemplate, SHIFT_TIMES_SQL, templateKey } from './db-template.ts'

/** The repository's root folder (this file is server/db/db.ts). */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url))
const MIGRATIONS_DIR = join(REPO_ROOT, 'supabase', 'migrations')
const SEED_FILE = join(REPO_ROOT, 'supabase', 'seed.sql')
const BOOTSTRAP_FILE = fileURLToPath(new URL('bootstrap.sql', import.meta.url))

export type Db = {
  pg: PGlite
  /** Runs fn in one transaction, after every earlier call has finished. */
  serial<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>
  close(): Promise<void>
}

export async function migrationFiles(): Promise<string[]> {
  return (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort()
}

/**
 * Opens (or creates) the database. `dataDir` undefined = in memory. A new database gets the
 * bootstrap, every migration, and the seed unless `seed` is false. An existing one gets only
 * the migrations it has not run yet. A seeded in-memory database is loaded from a dump of an
 * identical earlier one when there is one (db-template.ts; `template: false` seeds anew).
 */
export async function openDb(opts: { dataDir?: string; seed?: boolean; template?: boolean } = {}): Promise<Db & { created: boolean }> {
  const pgDir = opts.dataDir ? join(opts.dataDir, 'pg') : undefined
  const created = !pgDir || !existsSync(join(pgDir, 'PG_VERSION'))
  if (pgDir) await mkdir(pgDir, { recursive: true })
  const useTemplate = !pgDir && opts.seed !== false && opts.template !== false
  const key = useTemplate
    ? await templateKey(REPO_ROOT, [BOOTSTRAP_FILE, ...(await migrationFiles()).map((f) => join(MIGRATIONS_DIR, f)), SEED_FILE])
    : ''
  const template = useTemplate ? await loadTemplate(REPO_ROOT, key) : null
  const pg = template
    ? await PGlite.create({ loadDataDir: template, extensions: { pgcrypto } })
    : await PGlite.create({ dataDir: pgDir, extensions: { pgcrypto } })
  if (template) {
    await pg.exec(SHIFT_TIMES_SQL)
    return withSerial(pg, true)
  }

  if (created) {
    await pg.exec(await readFile(BOOTSTRAP_FILE, 'utf8'))
  }
  // Bookkeeping in its own schema: nothing in `public` that the API would expose.
  await pg.exec('create schema if not exists local_meta; create table if not exists local_meta.migrations (name text primary key, applied_at timestamptz default now())')
  const done = new Set((await pg.query<{ name: string }>('select name from local_meta.migrations')).rows.map((r) => r.name))
  for (const file of await migrationFiles()) {
    if (done.has(file)) continue
    const sql = await readFile(join(MIGRATIONS_DIR, file), 'utf8')
    await pg.transaction(async (tx) => {
      await tx.exec(sql)
      await tx.query('insert into local_meta.migrations (name) values ($1)', [file])
    })
  }
  if (created && opts.seed !== false) {
    await pg.exec(await readFile(SEED_FILE, 'utf8'))
    await pg.exec(MARK_SEEDED_SQL)
    if (useTemplate) await saveTemplate(REPO_ROOT, key, pg)
  }
  return withSerial(pg, created)
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
