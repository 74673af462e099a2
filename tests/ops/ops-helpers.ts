// What the operations tests share: running the real commands (`npm run backup` etc. are these
// scripts under tsx) as child processes, image-like bytes, and dumps of tables for comparison.
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { setTimeout as pollInterval } from 'node:timers/promises'
import { fakeJpeg } from '../fixtures/fake-jpeg.ts'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Tx as DbTx } from '../../server/db/db.ts'

type Tx = Pick<DbTx, 'query' | 'exec'>

export const REPO = resolve(fileURLToPath(new URL('../..', import.meta.url)))

export type CliResult = { code: number; out: string }

/** `npm run <name> -- args` as a shell would run it (node + tsx, the test runner's env left out). */
export function runCli(script: string, args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env }
  for (const k of Object.keys(childEnv)) if (k === 'NODE_ENV' || k === 'TEST' || k.startsWith('VITEST')) delete childEnv[k]
  return new Promise((done) => {
    // The test process's WebAssembly flag (vitest.config.ts: --liftoff-only) goes along: these
    // CLIs start PGlite too.
    const wasmFlags = process.execArgv.filter((a) => a === '--liftoff-only')
    execFile(
      process.execPath,
      [...wasmFlags, '--import', 'tsx', `server/cli/${script}.ts`, ...args],
      { cwd: REPO, env: childEnv, maxBuffer: 16 * 1024 * 1024 },
      (err, stdout, stderr) => {
        const code = err ? (typeof err.code === 'number' ? err.code : 1) : 0
        done({ code, out: `${stdout}${stderr}` })
      },
    )
  })
}

/** A complete JPEG structure (what the bucket checks), different every call. */
export function jpegBytes(size = 3000): Buffer<ArrayBuffer> {
  const b = Buffer.from(fakeJpeg(size + 4))
  // random bytes in the first comment segment, so no two calls give the same bytes (the filler is
  // seeded); staying inside that segment keeps the structure whole
  if (size >= 8) randomBytes(Math.min(size - 4, 65533)).copy(b, 6)
  return b
}

/** Every base table in these schemas, as JSON text per table (rows sorted), for equality checks. */
export async function dumpTables(
  tx: Tx,
  schemas: string[],
  where: (schema: string, table: string) => string | null = () => '',
  /** columns left out, per 'schema.table' */
  omit: Record<string, string[]> = {},
): Promise<Record<string, string>> {
  const tables = await tx.query<{ s: string; t: string }>(
    `select table_schema as s, table_name as t from information_schema.tables
      where table_schema = any($1::text[]) and table_type = 'BASE TABLE' order by 1, 2`,
    [schemas],
  )
  const out: Record<string, string> = {}
  for (const { s, t } of tables.rows) {
    const filter = where(s, t)
    if (filter === null) continue
    const r = await tx.query<{ j: string }>(
      `select coalesce(jsonb_agg(x.j order by x.j::text), '[]')::text as j from (select to_jsonb(r) - $1::text[] as j from "${s}"."${t}" r ${filter}) x`,
      [omit[`${s}.${t}`] ?? []],
    )
    out[`${s}.${t}`] = r.rows[0]?.j ?? '[]'
  }
  return out
}

/** Polls `check` until it holds (never a fixed sleep). */
export async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await pollInterval(50) // between checks of the condition, not a wait for it
  }
}
