// A throw-away PostgreSQL 15 cluster (Debian's postgresql-15) prepared the way a hosted Supabase
// project is, and no kinder: API roles that inherit, with hosted's statement timeouts (applied
// per request as PostgREST does) and pg-safeupdate for the authenticator where it is installed;
// auth and storage owned by their own roles, `postgres` neither a superuser nor a member of
// supabase_storage_admin; classic default privileges. Then every migration and the seed are
// applied as `postgres`, exactly as `supabase db push` would, but for the statements hosted
// Supabase's supautils runs as the superuser: policies on storage.objects. The cluster lives in a temporary folder and listens only
// on a Unix socket there.
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { setTimeout as delay } from 'node:timers/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const REPO = fileURLToPath(new URL('../..', import.meta.url))
const HERE = fileURLToPath(new URL('.', import.meta.url))
const PORT = 5432 // only a socket file in our own folder: no TCP, no clash with anything else

export function postgresBin(): string | null {
  const candidates = [process.env.PG_BIN, '/usr/lib/postgresql/15/bin'].filter((d): d is string => !!d)
  return candidates.find((d) => existsSync(join(d, 'initdb'))) ?? null
}

export type PsqlResult = { ok: true; json: unknown } | { ok: false; sqlstate: string; message: string }

export type Cluster = {
  /** Runs a script as `user` (superuser supabase_admin by default) in database `db` (`postgres` by
   * default); throws on the first error. */
  exec(sql: string, user?: string, db?: string): string
  /** Statements in one transaction as PostgREST runs a request (role and claims set locally);
   * the last one's rows come back as JSON. */
  asRequest(role: string, claims: Record<string, unknown>, steps: string[]): PsqlResult
  stop(): void
}

/** A cluster with hosted Supabase's roles and no database prepared yet but `postgres`'s grants:
 * each database gets what a hosted project has with `prepareDatabase`, then its SQL. */
export type BareCluster = Cluster & {
  /** The folder of the Unix socket (libpq's `host`) and the port. */
  socketDir: string
  port: number
  bin: string
  /** Creates `db` (unless it is `postgres`) with what a hosted project has before any migration. */
  prepareDatabase(db: string): void
  /** Every migration in supabase/migrations, applied as `supabase db push` would. */
  applyMigrations(db: string): void
  /** A libpq connection string for `db` as `user`. */
  url(db: string, user?: string): string
}

function asPostgresUser(): string[] {
  // initdb and postgres refuse to run as root; CI runs as root.
  return process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : []
}

function run(cmd: string[], opts: { input?: string } = {}) {
  const [bin, ...args] = cmd as [string, ...string[]]
  return spawnSync(bin, args, { input: opts.input, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
}

export async function startBareCluster(): Promise<BareCluster> {
  const bin = postgresBin()
  if (!bin) throw new Error('PostgreSQL 15 not found (Debian: apt-get install postgresql-15, or set PG_BIN)')
  const dir = mkdtempSync(join(tmpdir(), 'portal-pg15-'))
  const data = join(dir, 'data')
  const sudo = asPostgresUser()
  if (sudo.length) {
    chmodSync(dir, 0o755)
    chownSync(dir, Number(run(['id', '-u', 'postgres']).stdout.trim()), Number(run(['id', '-g', 'postgres']).stdout.trim()))
  }
  const init = run([
    ...sudo,
    join(bin, 'initdb'),
    '-D',
    data,
    '-U',
    'supabase_admin',
    '--auth=trust',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ])
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.stderr}`)

  // track_functions: pg_stat_user_functions counts calls of PL/pgSQL and SQL functions that are not
  // inlined, which the call-count tests read
  const server = spawn(
    sudo[0] ?? join(bin, 'postgres'),
    [
      ...sudo.slice(1),
      ...(sudo.length ? [join(bin, 'postgres')] : []),
      '-D',
      data,
      '-k',
      dir,
      '-p',
      String(PORT),
      '-c',
      'listen_addresses=',
      '-c',
      'fsync=off',
      '-c',
      'log_min_messages=warning',
      '-c',
      'track_functions=all',
    ],
    { stdio: 'ignore' },
  )

  const psql = (user: string, sql: string, extra: string[] = [], db = 'postgres') =>
    run([join(bin, 'psql'), '-X', '-q', '-h', dir, '-p', String(PORT), '-U', user, '-d', db, '-v', 'ON_ERROR_STOP=1', ...extra], {
      input: sql,
    })

  // ready when it answers (pg_isready polls; the loop ends on the first success)
  for (let i = 0; ; i++) {
    if (run([join(bin, 'pg_isready'), '-q', '-h', dir, '-p', String(PORT)]).status === 0) break
    if (i > 600 || server.exitCode !== null) throw new Error('PostgreSQL 15 did not start')
    await delay(50)
  }

  const exec = (sql: string, user = 'supabase_admin', db = 'postgres') => {
    const r = psql(user, sql, [], db)
    if (r.status !== 0) throw new Error(r.stderr.trim())
    return r.stdout
  }

  const cluster: BareCluster = {
    exec,
    socketDir: dir,
    port: PORT,
    bin,
    asRequest(role, claims, steps) {
      const script = [
        '\\set VERBOSITY verbose',
        'begin;',
        // the role's own settings (statement_timeout), as PostgREST applies them with its SET ROLE
        `select set_config(split_part(c, '=', 1), substr(c, strpos(c, '=') + 1), true)
           from pg_db_role_setting s join pg_roles r on r.oid = s.setrole, unnest(s.setconfig) c
          where r.rolname = ${lit(role)} and s.setdatabase = 0 \\g /dev/null`,
        `select set_config('role', ${lit(role)}, true), set_config('request.jwt.claims', ${lit(JSON.stringify(claims))}, true),
                set_config('request.jwt.claim.sub', ${lit(typeof claims.sub === 'string' ? claims.sub : '')}, true) \\g /dev/null`,
        ...steps.slice(0, -1).map((s) => `${s} \\g /dev/null`),
        `with r as (${steps.at(-1)}) select coalesce(json_agg(r), '[]'::json) from r;`,
        'rollback;',
      ].join('\n')
      const r = psql('authenticator', script, ['-A', '-t'])
      if (r.status === 0) return { ok: true, json: JSON.parse(r.stdout.trim()) }
      const m = /ERROR:\s+([0-9A-Z]{5}):\s+(.*)/.exec(r.stderr)
      return { ok: false, sqlstate: m?.[1] ?? 'unknown', message: m?.[2] ?? r.stderr.trim() }
    },
    prepareDatabase(db) {
      if (db !== 'postgres') {
        exec(`create database ${db}`)
        exec(`grant create, connect on database ${db} to postgres; grant all on schema public to postgres;`, 'supabase_admin', db)
      }
      exec(readSql(join(REPO, 'server', 'db', 'bootstrap.sql')), 'supabase_admin', db)
      exec(readSql(join(HERE, 'hosted-owners.sql')), 'supabase_admin', db)
    },
    applyMigrations(db) {
      for (const file of readdirSync(join(REPO, 'supabase', 'migrations'))
        .filter((f) => f.endsWith('.sql'))
        .sort()) {
        try {
          for (const part of supautilsParts(readSql(join(REPO, 'supabase', 'migrations', file)))) exec(part.sql, part.user, db)
        } catch (e) {
          throw new Error(`migration ${file} failed on PostgreSQL 15: ${(e as Error).message}`, { cause: e })
        }
      }
    },
    url: (db, user = 'supabase_admin') => `postgresql://${user}@localhost:${PORT}/${db}?host=${encodeURIComponent(dir)}`,
    stop() {
      // pg_ctl, not a signal to our child: as root the child is runuser, which does not pass
      // SIGINT on, and a script would then wait for a server nobody stops
      const stopped = run([...sudo, join(bin, 'pg_ctl'), 'stop', '-D', data, '-m', 'immediate', '-w', '-s'])
      if (stopped.status !== 0) server.kill('SIGKILL')
      rmSync(dir, { recursive: true, force: true })
    },
  }

  try {
    exec(readSql(join(HERE, 'hosted-roles.sql')))
    // hosted projects refuse an UPDATE or DELETE without WHERE from the API (pg-safeupdate)
    if (existsSync(join(bin, '..', 'lib', 'safeupdate.so'))) exec(`alter role authenticator set session_preload_libraries = 'safeupdate'`)
  } catch (e) {
    cluster.stop()
    throw e
  }
  return cluster
}

export async function startHostedLikeCluster(): Promise<Cluster> {
  const cluster = await startBareCluster()
  try {
    cluster.prepareDatabase('postgres')
    cluster.applyMigrations('postgres')
    cluster.exec(readSql(join(REPO, 'supabase', 'seed.sql')), 'postgres')
  } catch (e) {
    cluster.stop()
    throw e
  }
  return cluster
}

const lit = (s: string) => `'${s.replaceAll("'", "''")}'`

const readSql = (file: string) => readFileSync(file, 'utf8')

/**
 * A migration cut where hosted Supabase's supautils steps in: a statement creating, altering or
 * dropping a policy on a storage table runs as the superuser (supautils does that for
 * `postgres`), everything else as `postgres`. Any other DDL in storage stays with `postgres`,
 * and fails as it would on hosted.
 */
export function supautilsParts(sql: string): { sql: string; user: string }[] {
  const parts: { sql: string; user: string }[] = []
  const policy = /^[ \t]*(?:create|alter|drop)\s+policy\b[^;]*?\bon\s+storage\.\w+[^;]*;/gim
  let at = 0
  for (const m of sql.matchAll(policy)) {
    if (m.index > at) parts.push({ sql: sql.slice(at, m.index), user: 'postgres' })
    parts.push({ sql: m[0], user: 'supabase_admin' })
    at = m.index + m[0].length
  }
  if (at < sql.length) parts.push({ sql: sql.slice(at), user: 'postgres' })
  return parts.filter((p) => p.sql.trim())
}
