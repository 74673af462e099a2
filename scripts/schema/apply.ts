// Builds a database from supabase/schemas/ the way `supabase db diff` builds its declared side:
// every file in schema_paths order, in one session, as `postgres`. Policies on storage tables run
// as the superuser, as hosted Supabase's supautils runs them (tests/postgres/hosted-like-cluster.ts).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { supautilsParts, type BareCluster } from '../../tests/postgres/hosted-like-cluster.ts'
import { SUPABASE, schemaPaths } from './layout.ts'

export function declaredSql(): string {
  return schemaPaths()
    .map((p) => `-- ${p}\n${readFileSync(join(SUPABASE, p), 'utf8')}`)
    .join('\n')
}

export function applySchemaFiles(cluster: BareCluster, db: string, sql = declaredSql()): void {
  for (const part of supautilsParts(sql)) {
    try {
      cluster.exec(part.sql, part.user, db)
    } catch (e) {
      throw new Error(`the schema files failed on PostgreSQL 15: ${(e as Error).message}`, { cause: e })
    }
  }
}
