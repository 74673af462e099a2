// Opens PGlite (real Postgres, compiled to WebAssembly) on the same migrations a hosted project
// runs. The server runs this on its database thread (db-thread.ts); db.ts is what the rest uses.
import { PGlite } from '@electric-sql/pglite'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { readFile, mkdir } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { PRIVATE_DIR_MODE } from './private-folder.ts'
import { fileURLToPath } from 'node:url'
import { loadTemplate, MARK_SEEDED_SQL, NEW_TEAM_CODES_SQL, saveTemplate, SHIFT_TIMES_SQL, templateKey } from './db-template.ts'
import { applyMigrations, migrationFiles } from './migrations.ts'
import { MIGRATIONS_DIR, REPO_ROOT } from './paths.ts'
import { durablePgliteOptions, fsyncPath, fsyncTree, type FsyncObserver, type PendingFolderSyncs } from './durable-fs.ts'

const SEED_FILE = join(REPO_ROOT, 'supabase', 'seed.sql')
/**
 * Indexes of the local storage schema beyond bootstrap.sql's, made at every open (a folder made
 * before them gets them at its next start): a backup asks, while requests wait, for the objects
 * stored in its last moments (ops/snapshot.ts), which without this reads every object's row.
 */
const LOCAL_INDEXES_SQL = 'create index if not exists objects_created_at_idx on storage.objects (created_at)'
const BOOTSTRAP_FILE = fileURLToPath(new URL('bootstrap.sql', import.meta.url))

export type OpenDbOptions = {
  /** Undefined = in memory. */
  dataDir?: string
  seed?: boolean
  template?: boolean
  /** An existing folder as it is (false): no migration applied, nothing added (a backup's copy). */
  migrate?: boolean
  /** Default supabase/migrations (tests point it at a copy). */
  migrationsDir?: string
  /** Told of every fsync of the database's files (tests). */
  onFsync?: FsyncObserver
  /** On disk: fsync at commit (default true); false = PGlite's own fsync=off (benchmarks only). */
  durable?: boolean
  /** Where stored objects' files live (a disk blob store's root): transactions move files there. */
  storageDir?: string
  /** Folders the database thread placed files in: synced before Postgres' next write (durable-fs.ts). */
  pendingFolders?: PendingFolderSyncs
}

/**
 * Opens (or creates) the database. `dataDir` undefined = in memory. A new database gets the
 * bootstrap, every migration, and the seed unless `seed` is false. An existing one gets only
 * the migrations it has not run yet, and is refused if an applied one changed (migrations.ts).
 * A seeded in-memory database is loaded from a dump of an identical earlier one when there is
 * one (db-template.ts; `template: false` seeds anew). On disk, commits are durable (durable-fs.ts).
 */
export async function openPglite(opts: OpenDbOptions = {}): Promise<{ pg: PGlite; created: boolean }> {
  const pgDir = opts.dataDir ? join(opts.dataDir, 'pg') : undefined
  const migrationsDir = opts.migrationsDir ?? MIGRATIONS_DIR
  const created = !pgDir || !existsSync(join(pgDir, 'PG_VERSION'))
  if (pgDir) await mkdir(pgDir, { recursive: true, mode: PRIVATE_DIR_MODE })
  const useTemplate = created && opts.seed !== false && opts.template !== false
  const key = useTemplate
    ? await templateKey(REPO_ROOT, [BOOTSTRAP_FILE, ...(await migrationFiles(migrationsDir)).map((f) => join(migrationsDir, f)), SEED_FILE])
    : ''
  const template = useTemplate ? await loadTemplate(REPO_ROOT, key) : null
  const fsOptions = !pgDir
    ? {}
    : opts.durable === false
      ? { dataDir: pgDir }
      : durablePgliteOptions(pgDir, opts.onFsync, opts.pendingFolders)
  const pg = await PGlite.create({ ...fsOptions, ...(template ? { loadDataDir: template } : {}), extensions: { pgcrypto } })
  if (template) {
    try {
      await pg.exec(SHIFT_TIMES_SQL)
      await pg.exec(LOCAL_INDEXES_SQL)
      if (pgDir) await pg.exec(NEW_TEAM_CODES_SQL)
      if (pgDir && opts.dataDir && opts.durable !== false) await syncNewFolder(pg, pgDir, opts.dataDir, opts.onFsync)
    } catch (e) {
      await pg.close().catch(() => undefined)
      throw e
    }
    return { pg, created: true }
  }

  try {
    if (created) {
      await pg.exec(await readFile(BOOTSTRAP_FILE, 'utf8'))
    }
    if (created || opts.migrate !== false) {
      await applyMigrations(pg, { dir: migrationsDir, repoRoot: REPO_ROOT, dataDir: opts.dataDir })
      await pg.exec(LOCAL_INDEXES_SQL)
    }
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
  return { pg, created }
}

/** PGlite unpacked initdb's files (or the template's) unsynced: write everything out once, then sync it all. */
async function syncNewFolder(pg: PGlite, pgDir: string, dataDir: string, onFsync?: FsyncObserver): Promise<void> {
  await pg.exec('checkpoint')
  await fsyncTree(pgDir, onFsync)
  await fsyncPath(dataDir)
}
