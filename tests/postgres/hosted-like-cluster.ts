// A throw-away PostgreSQL 15 cluster (Debian's postgresql-15) prepared the way a hosted Supabase
// project is: API roles, auth and storage owned by their own roles, `postgres` not a superuser,
// classic default privileges. Then every migration and the seed are applied as `postgres`,
// exactly as `supabase db push` would. The cluster lives in a temporary folder and listens only
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
  /** Runs a script as `user` (superuser supabase_admin by default); throws on the first error. */
  exec(sql: string, user?: string): string
  /** Statements in one transaction as PostgREST runs a request (role and claims set locally);
   * the last one's rows come back as JSON. */
  asRequest(role: string, claims: Record<string, unknown>, steps: string[]): PsqlResult
  stop(): void
}

function asPostgresUser(): string[] {
  // initdb and postgres refuse to run as root; CI runs as root.
  return process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : []
}

function run(cmd: string[], opts: { input?: string } = {}) {
  const [bin, ...args] = cmd as [string, ...string[]]
  return spawnSync(bin, args, { input: opts.input, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
}

export async function startHostedLikeCluster(): Promise<Cluster> {
  const bin = postgresBin()
  if (!bin) throw new Error('PostgreSQL 15 not found (Debian: apt-get install postgresql-15, or set PG_BIN)')
  const dir = mkdtempSync(join(tmpdir(), 'portal-pg15-'))
  const data = join(dir, 'data')
  const sudo = asPostgresUser()
  if (sudo.length) {
    chmodSync(dir, 0o755)
    chownSync(dir, Number(run(['id', '-u', 'postgres']).stdout.trim()), Number(run(['id', '-g', 'postgres']).stdout.trim()))
  }
  const init = run([...sudo, join(bin, 'initdb'), '-D', data, '-U', 'supabase_admin', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8'])
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.stderr}`)

  const server = spawn(sudo[0] ?? join(bin, 'postgres'), [...sudo.slice(1), ...(sudo.length ? [join(bin, 'postgres')] : []),
    '-D', data, '-k', dir, '-p', String(PORT), '-c', 'listen_addresses=', '-c', 'fsync=off', '-c', 'log_min_messages=warning'], { stdio: 'ignore' })

  const psql = (user: string, sql: string, extra: string[] = []) =>
    run([join(bin, 'psql'), '-X', '-q', '-h', dir, '-p', String(PORT), '-U', user, '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', ...extra], { input: sql })

  // ready when it answers (pg_isready polls; the loop ends on the first success)
  for (let i = 0; ; i++) {
    if (run([join(bin, 'pg_isready'), '-q', '-h', dir, '-p', String(PORT)]).status === 0) break
    if (i > 600 || server.exitCode !== null) throw new Error('PostgreSQL 15 did not start')
    await delay(50)
  }

  const exec = (sql: string, user = 'supabase_admin') => {
    const r = psql(user, sql)
    if (r.status !== 0) throw new Error(r.stderr.trim())
    return r.stdout
  }

  const cluster: Cluster = {
    exec,
    asRequest(role, claims, steps) {
      const script = [
        '\\set VERBOSITY verbose',
        'begin;',
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
    stop() {
      server.kill('SIGINT')
      rmSync(dir, { recursive: true, force: true })
    },
  }

  try {
    exec(readSql(join(HERE, 'hosted-roles.sql')))
    exec(readSql(join(REPO, 'server', 'db', 'bootstrap.sql')))
    exec(readSql(join(HERE, 'hosted-owners.sql')))
    for (const file of readdirSync(join(REPO, 'supabase', 'migrations')).filter((f) => f.endsWith('.sql')).sort()) {
      try {
        exec(readSql(join(REPO, 'supabase', 'migrations', file)), 'postgres')
      } catch (e) {
        throw new Error(`migration ${file} failed on PostgreSQL 15: ${(e as Error).message}`, { cause: e })
      }
    }
    exec(readSql(join(REPO, 'supabase', 'seed.sql')), 'postgres')
  } catch (e) {
    cluster.stop()
    throw e
  }
  return cluster
}

const lit = (s: string) => `'${s.replaceAll("'", "''")}'`

const readSql = (file: string) => readFileSync(file, 'utf8')
