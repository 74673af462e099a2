// Runs supabase/migrations on a data folder's database, and keeps it honest: each applied file's
// sha256 is stored in local_meta.migrations, so a file edited after it was applied is reported
// (and start-up refused) instead of silently skipped, and a failing file is named in the error.
import { createHash } from 'node:crypto'
import { readFile, readdir } from 'node:fs/promises'
import { join, relative } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'

export async function migrationFiles(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort()
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** Bookkeeping in its own schema: nothing in `public` that the API would expose. */
const META_SQL = `
  create schema if not exists local_meta;
  create table if not exists local_meta.migrations (name text primary key, applied_at timestamptz default now());
  alter table local_meta.migrations add column if not exists sha256 text;`

/** The line of `sql` at a Postgres error position (1-based characters), if it has one. */
function lineAt(sql: string, position: unknown): number | null {
  const at = Number(position)
  if (!Number.isInteger(at) || at < 1) return null
  return sql.slice(0, at - 1).split('\n').length
}

export class MigrationError extends Error {}

function failed(shown: string, sql: string, e: unknown): MigrationError {
  const pg = e as { message?: string; position?: unknown; detail?: string; hint?: string }
  const line = lineAt(sql, pg.position)
  const parts = [`Migration ${shown}${line ? ` (line ${line})` : ''} failed: ${pg.message ?? String(e)}`]
  if (pg.detail) parts.push(`Detail: ${pg.detail}`)
  if (pg.hint) parts.push(`Hint: ${pg.hint}`)
  return new MigrationError(parts.join('\n'), { cause: e })
}

function changedAfterApplied(shown: string[], dataDir: string | undefined): MigrationError {
  const where = dataDir ? ` (${dataDir})` : ''
  return new MigrationError(
    `${shown.join(', ')} changed after ${shown.length > 1 ? 'they were' : 'it was'} applied to this data folder${where}; ` +
      'add a new migration instead of editing an applied one (restore the file, e.g. with `git diff` / `git checkout` on it). ' +
      'If this data folder is a throwaway one, `npm run reset` deletes it and the next start applies every migration afresh.',
  )
}

/**
 * Applies the migrations `pg` has not run yet, each in its own transaction with its checksum.
 * Refuses (MigrationError) when an applied file changed since; rows from before checksums were
 * kept get the current file's hash (nothing to compare them with).
 */
export async function applyMigrations(pg: PGlite, opts: { dir: string; repoRoot: string; dataDir?: string }): Promise<void> {
  await pg.exec(META_SQL)
  const applied = new Map(
    (await pg.query<{ name: string; sha256: string | null }>('select name, sha256 from local_meta.migrations')).rows.map((r) => [
      r.name,
      r.sha256,
    ]),
  )
  const show = (file: string) => relative(opts.repoRoot, join(opts.dir, file))
  const changed: string[] = []
  const pending: { file: string; sql: string }[] = []
  for (const file of await migrationFiles(opts.dir)) {
    const sql = await readFile(join(opts.dir, file), 'utf8')
    if (!applied.has(file)) pending.push({ file, sql })
    else if (applied.get(file) === null) await pg.query('update local_meta.migrations set sha256 = $2 where name = $1', [file, sha256(sql)])
    else if (applied.get(file) !== sha256(sql)) changed.push(show(file))
  }
  if (changed.length) throw changedAfterApplied(changed, opts.dataDir)
  for (const { file, sql } of pending) {
    try {
      await pg.transaction(async (tx) => {
        await tx.exec(sql)
        await tx.query('insert into local_meta.migrations (name, sha256) values ($1, $2)', [file, sha256(sql)])
      })
    } catch (e) {
      throw failed(show(file), sql, e)
    }
  }
}
