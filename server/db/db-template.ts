// A seeded in-memory database, dumped once and reloaded: every test file starts a fresh seeded
// backend, and running the migrations and seed takes seconds while loading a dump takes a
// fraction of that. A data folder on disk made from it gets team codes of its own
// (NEW_TEAM_CODES_SQL), so no two folders share a team link.
//
// The dump is keyed by the content of bootstrap, migrations, seed and the PGlite version, kept in
// memory and in node_modules/.cache (like Vite's cache). Loading it shifts every seeded timestamp
// by the time since seeding, so "updated 3 days ago" stays 3 days ago.
import { createHash } from 'node:crypto'
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'

const CACHE_DIR_PARTS = ['node_modules', '.cache', 'local-backend-db']
const memo = new Map<string, Blob>()

export async function templateKey(repoRoot: string, sqlFiles: string[]): Promise<string> {
  const hash = createHash('sha256')
  const pkg = JSON.parse(await readFile(join(repoRoot, 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8')) as {
    version: string
  }
  hash.update(`pglite ${pkg.version}\n`)
  for (const file of sqlFiles)
    hash
      .update(`${file}\n`)
      .update(await readFile(file))
      .update('\n')
  return hash.digest('hex').slice(0, 32)
}

export async function loadTemplate(repoRoot: string, key: string): Promise<Blob | null> {
  const cached = memo.get(key)
  if (cached) return cached
  try {
    const blob = new Blob([await readFile(join(repoRoot, ...CACHE_DIR_PARTS, `${key}.tar`))])
    memo.set(key, blob)
    return blob
  } catch {
    return null
  }
}

export async function saveTemplate(repoRoot: string, key: string, pg: PGlite): Promise<void> {
  const blob = await pg.dumpDataDir('none')
  memo.set(key, blob)
  const dir = join(repoRoot, ...CACHE_DIR_PARTS)
  try {
    await mkdir(dir, { recursive: true })
    // older templates are dead weight once the SQL changed
    for (const f of await readdir(dir)) if (f.endsWith('.tar') && f !== `${key}.tar`) await rm(join(dir, f), { force: true })
    const tmp = join(dir, `${key}.${process.pid}.tmp`)
    await writeFile(tmp, Buffer.from(await blob.arrayBuffer()))
    await rename(tmp, join(dir, `${key}.tar`)) // atomic: parallel test workers may race here
  } catch {
    // no writable cache: the next process seeds again
  }
}

/** Run right after seeding: remembers when, so a reloaded copy can move its clock forward. */
export const MARK_SEEDED_SQL = `
  create table if not exists local_meta.seeded (at timestamptz not null);
  delete from local_meta.seeded;
  insert into local_meta.seeded values (now());`

/** Moves every timestamp in the seeded schemas forward by the time since seeding (deadlines by whole days). */
export const SHIFT_TIMES_SQL = `
do $$
declare
  shift interval := now() - (select at from local_meta.seeded limit 1);
  r record;
begin
  if shift is null then return; end if;
  -- moving the clock is nobody's action: no trigger sees it (the events audit would record a
  -- "changed deadline", the events trigger would reset updated_at)
  perform set_config('session_replication_role', 'replica', true);
  for r in
    select c.table_schema, c.table_name, c.column_name
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema in ('public', 'auth', 'storage') and t.table_type = 'BASE TABLE'
       and c.data_type = 'timestamp with time zone' and c.is_generated = 'NEVER'
  loop
    -- a deadline is a wall-clock time ('18:00 at the venue'): it moves by whole days
    execute format('update %I.%I set %I = %I + $1 where %I is not null',
                   r.table_schema, r.table_name, r.column_name, r.column_name, r.column_name)
      using case when r.column_name = 'upload_deadline'
                 then make_interval(days => ceil(extract(epoch from shift) / 86400)::int) else shift end;
  end loop;
  update local_meta.seeded set at = now();
end $$;`

/** Every team of a copy gets a code of its own: links of one data folder never open another's teams. */
export const NEW_TEAM_CODES_SQL = `
do $$
begin
  -- a new folder's codes are part of its seeding, nobody's action: no audit row
  perform set_config('session_replication_role', 'replica', true);
  update public.team_access set code = private.random_code();
end $$;`
