// pg_dump's plain output cut into its table-of-contents entries ("-- Name: x; Type: T; Schema: s"),
// the unit both the schema split and the equality check work with.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import type { BareCluster } from '../../tests/postgres/hosted-like-cluster.ts'

export type Entry = { name: string; type: string; schema: string; owner: string; sql: string }

/** `pg_dump --schema-only` of `db`, as the superuser (it reads every schema). */
export function dumpSchema(cluster: BareCluster, db: string, extra: string[] = []): string {
  const r = spawnSync(
    join(cluster.bin, 'pg_dump'),
    ['--schema-only', '-h', cluster.socketDir, '-p', String(cluster.port), '-U', 'supabase_admin', ...extra, db],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  )
  if (r.status !== 0) throw new Error(`pg_dump ${db} failed: ${r.stderr}`)
  return r.stdout
}

const HEADER = /^--\n-- Name: (.*?); Type: (.*?); Schema: (.*?); Owner: ?(.*)\n--\n/gm

/** The dump's entries in its own order, without the preamble. */
export function entries(dump: string): Entry[] {
  const heads = [...dump.matchAll(HEADER)]
  return heads.map((m, i) => {
    const end = i + 1 < heads.length ? heads[i + 1]!.index : dump.length
    const sql = dump
      .slice(m.index + m[0].length, end)
      .split('\n')
      // pg_dump's session settings between entries, and its per-run `\restrict` keys
      .filter((l) => !/^\\(un)?restrict /.test(l) && !/^SET default_(tablespace|table_access_method) = /.test(l))
      .filter((l) => !/^-- (PostgreSQL database dump complete|Dumped (from|by) )/.test(l))
      .join('\n')
      .replace(/\n--\s*$/, '')
      .trim()
    return { name: m[1]!, type: m[2]!, schema: m[3]!, owner: m[4]!.trim(), sql }
  })
}

export const entryKey = (e: Entry) => `${e.type} ${e.schema} ${e.name}`

/** A dump as a sorted list of entries, so two databases with the same objects compare equal
 * whatever order (OIDs) their objects were created in. */
export function normalised(dump: string): string[] {
  return entries(dump)
    .map((e) => `-- ${entryKey(e)} (owner ${e.owner})\n${e.sql}`)
    .sort()
}
